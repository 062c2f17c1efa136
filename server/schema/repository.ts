import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#shared/api/limits";
import {
  REPOSITORY_DESCRIPTION_MAX_LENGTH as DESCRIPTION_MAX,
  REPOSITORY_LINK_MAX_LENGTH as LINK_MAX,
  REPOSITORY_LINK_MIN_LENGTH as LINK_MIN,
  REPOSITORY_NAME_MAX_LENGTH as NAME_MAX,
} from "#shared/validation/repository";
import { Prisma, type Repository } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import { apiError } from "../graphql/errors.ts";
import {
  CREATED_AT_ORDERS,
  resolveKeysetConnection,
  totalCountField,
  type KeysetTable,
} from "../pagination/keyset-connection.ts";
import { searchTermDescription } from "../pagination/search.ts";

/** The field rules as the descriptions of the type and its mutations' inputs state them. */
export const REPOSITORY_RULES = {
  name: `unique name, 1–${NAME_MAX} characters`,
  link: `http(s) address with a dot, ${LINK_MIN}–${LINK_MAX} characters`,
  description: `free text, up to ${DESCRIPTION_MAX} characters`,
};

export const RepositoryRef = builder.prismaNode("Repository", {
  id: { field: "id" },
  nullable: true,
  description: "A repository entry: a named link. Reading one needs REPOSITORY_READ for keys.",
  authScopes: { permission: { repository: ["read"] } },
  fields: (t) => ({
    name: t.exposeString("name", { description: `A ${REPOSITORY_RULES.name}.` }),
    link: t.exposeString("link", {
      description: `An ${REPOSITORY_RULES.link} (e.g. github.com/owner/name).`,
    }),
    description: t.exposeString("description", {
      nullable: true,
      description: `Optional ${REPOSITORY_RULES.description}; null when none was given.`,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last change." }),
  }),
});

const repositories = {
  table: "repository",
  columns: Object.values(Prisma.RepositoryScalarFieldEnum),
  key: "name",
  // Trigram GIN indexes on the three (migration api_keys_and_search); a short term matches the
  // start of the name through repository_name_lower_idx.
  search: { contains: ["name", "link", "description"], document: "searchText", prefix: ["name"] },
  // Each order reads one index either way: repository_name_key, repository_createdAt_id_idx.
  orders: {
    NAME_ASC: { by: "key", descending: false, description: "By name, A to Z (the default)." },
    NAME_DESC: { by: "key", descending: true, description: "By name, Z to A." },
    ...CREATED_AT_ORDERS,
  },
} satisfies KeysetTable;

export const RepositoryOrderEnum = builder.enumType("RepositoryOrder", {
  description: "How the repositories connection is sorted.",
  values: repositories.orders,
});

builder.queryField("repositories", (t) =>
  t.connection(
    {
      type: RepositoryRef,
      description: `Repositories by name, or in another order (orderBy). first/last default to ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
      authScopes: { permission: { repository: ["read"] } },
      args: {
        searchTerm: t.arg.string({
          required: false,
          description: searchTermDescription("the name"),
        }),
        orderBy: t.arg({
          type: RepositoryOrderEnum,
          required: false,
          defaultValue: "NAME_ASC",
          description:
            "Sort order; NAME_ASC when omitted. Cursors only work with the order that made them.",
        }),
      },
      resolve: (_root, args, context, info) =>
        resolveKeysetConnection<Repository>(
          repositories,
          args.orderBy ?? "NAME_ASC",
          args,
          context,
          info,
        ),
    },
    {
      name: "RepositoryConnection",
      description: "A page of repositories.",
      fields: (c) => ({ totalCount: c.int(totalCountField("repositories")) }),
    },
    { name: "RepositoryEdge", description: "A repository and its cursor." },
  ),
);

builder.queryField("repository", (t) =>
  t.prismaField({
    type: "Repository",
    nullable: true,
    description: "One repository by global id; NOT_FOUND when it does not exist.",
    authScopes: { permission: { repository: ["read"] } },
    args: {
      id: t.arg.globalID({ required: true, for: [RepositoryRef], description: "Its global id." }),
    },
    resolve: async (query, _root, args, context) => {
      const repository = await context.prisma.repository.findUnique({
        ...query,
        where: { id: args.id.id },
      });
      if (!repository) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      return repository;
    },
  }),
);
