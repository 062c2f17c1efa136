import type { Repository } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import { apiError } from "./errors.ts";
import { resolveKeysetConnection, totalCountField } from "./keyset-connection.ts";
import { orderEnumValues, orderOf, type OrderChoices } from "./keyset-order.ts";
import type { KeysetTable } from "./keyset-sql.ts";
import { searchTermDescription } from "./search.ts";

export const RepositoryRef = builder.prismaNode("Repository", {
  id: { field: "id" },
  // node(id)/nodes(ids) of a missing object answer null, not an internal error (README).
  nullable: true,
  description: "A repository entry: a named link. Reading one needs REPOSITORY_READ for keys.",
  authScopes: { permission: { repository: ["read"] } },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Unique name, 1–100 characters." }),
    link: t.exposeString("link", {
      description: "A link with a dot, 4–2000 characters (e.g. github.com/owner/name).",
    }),
    description: t.exposeString("description", {
      nullable: true,
      description: "Free text up to 2000 characters; null when none was given.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last change." }),
  }),
});

const repositories: KeysetTable = {
  table: "repository",
  key: "name",
  // Trigram GIN indexes on the three (migration api_keys_and_search); a short term matches the
  // start of the name through repository_name_lower_idx.
  search: { contains: ["name", "link", "description"], document: "searchText", prefix: ["name"] },
};

// Each order reads one index either way: repository_name_key, repository_createdAt_id_idx.
const REPOSITORY_ORDERS = {
  NAME_ASC: { by: "key", descending: false, description: "By name, A to Z (the default)." },
  NAME_DESC: { by: "key", descending: true, description: "By name, Z to A." },
  CREATED_AT_DESC: { by: "createdAt", descending: true, description: "Newest first (ties by id)." },
  CREATED_AT_ASC: { by: "createdAt", descending: false, description: "Oldest first (ties by id)." },
} satisfies OrderChoices;

export const RepositoryOrderEnum = builder.enumType("RepositoryOrder", {
  description: "How the repositories connection is sorted.",
  values: orderEnumValues(REPOSITORY_ORDERS),
});

builder.queryField("repositories", (t) =>
  t.connection(
    {
      type: RepositoryRef,
      description: `Repositories by name, or in another order (orderBy). first/last default to 20, at most 100.`,
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
          orderOf(REPOSITORY_ORDERS, args.orderBy ?? "NAME_ASC"),
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
