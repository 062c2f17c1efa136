import { encodeGlobalID } from "@pothos/plugin-relay";
import { repositoryCreateSchema, repositoryUpdateSchema } from "#shared/validation/repository";
import type { Prisma } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import type { Locale } from "../i18n.ts";
import {
  keysetBound,
  keysetQuery,
  pageFromArgs,
  toConnection,
  TOTAL_COUNT_CAP,
  type CountedConnection,
  type Page,
} from "./connection.ts";
import { createdAtBound, createdAtKeyOf, parseCreatedAtKey } from "./keyset-created-at.ts";
import { apiError, isNotFound, isUniqueViolation, validate } from "./errors.ts";
import { containsText, SEARCH_TERM_DESCRIPTION, searchTermOf } from "./search.ts";

export const RepositoryRef = builder.prismaNode("Repository", {
  id: { field: "id" },
  // node(id)/nodes(ids) of a missing object answer null, not an internal error (README).
  nullable: true,
  authScopes: { permission: { repository: ["read"] } },
  fields: (t) => ({
    name: t.exposeString("name"),
    link: t.exposeString("link"),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

// ILIKE '%term%' on each column; the pg_trgm GIN indexes serve it (migration api_keys_and_search).
function searchWhere(term: string | undefined): Prisma.RepositoryWhereInput {
  if (!term) return {};
  return {
    OR: [
      { name: containsText(term) },
      { link: containsText(term) },
      { description: containsText(term) },
    ],
  };
}

export const RepositoryOrderEnum = builder.enumType("RepositoryOrder", {
  description: "How the repositories connection is sorted.",
  values: {
    NAME_ASC: { description: "By name, A to Z (the default)." },
    CREATED_AT_DESC: { description: "Newest first (ties by id)." },
  } as const,
});

type RepositoryOrder = "NAME_ASC" | "CREATED_AT_DESC";
type Row = { name: string; createdAt: Date; id: string };

function orderQuery(order: RepositoryOrder, page: Page, locale: Locale) {
  const { take, direction } = keysetQuery(page);
  if (order === "NAME_ASC") {
    // The keyset bound is an Index Cond on repository_name_key.
    return {
      take,
      where: { name: keysetBound(page) } satisfies Prisma.RepositoryWhereInput,
      orderBy: [{ name: direction }] satisfies Prisma.RepositoryOrderByWithRelationInput[],
      keyOf: (row: Row) => row.name,
    };
  }
  // Newest first walks repository_createdAt_id_idx backwards; `last`/`before` read it forwards
  // and toConnection reverses the rows.
  const dir = page.backward ? ("asc" as const) : ("desc" as const);
  const bounds: Prisma.RepositoryWhereInput[] = [];
  if (page.after !== undefined) {
    bounds.push(createdAtBound(parseCreatedAtKey(page.after, "after", locale), "older"));
  }
  if (page.before !== undefined) {
    bounds.push(createdAtBound(parseCreatedAtKey(page.before, "before", locale), "newer"));
  }
  return {
    take,
    where: { AND: bounds } satisfies Prisma.RepositoryWhereInput,
    orderBy: [
      { createdAt: dir },
      { id: dir },
    ] satisfies Prisma.RepositoryOrderByWithRelationInput[],
    keyOf: createdAtKeyOf,
  };
}

builder.queryField("repositories", (t) =>
  t.connection(
    {
      type: RepositoryRef,
      description: `Repositories by name (or newest first with orderBy). first/last default to 20, at most 100.`,
      authScopes: { permission: { repository: ["read"] } },
      args: {
        searchTerm: t.arg.string({ required: false, description: SEARCH_TERM_DESCRIPTION }),
        orderBy: t.arg({
          type: RepositoryOrderEnum,
          required: false,
          defaultValue: "NAME_ASC",
          description: "Sort order; NAME_ASC when omitted.",
        }),
      },
      resolve: async (_root, args, context) => {
        const page = pageFromArgs(args, context.locale);
        const search = searchWhere(searchTermOf(args, context.locale));
        const order = orderQuery(args.orderBy ?? "NAME_ASC", page, context.locale);
        const rows = await context.prisma.repository.findMany({
          where: { AND: [search, order.where] },
          orderBy: order.orderBy,
          take: order.take,
        });
        return toConnection(rows, page, order.keyOf, () =>
          context.prisma.repository.count({ where: search, take: TOTAL_COUNT_CAP }),
        );
      },
    },
    {
      name: "RepositoryConnection",
      fields: (c) => ({
        totalCount: c.int({
          description: `Matching repositories, counted up to ${TOTAL_COUNT_CAP} (the value past it).`,
          resolve: (connection) =>
            (connection as unknown as CountedConnection<unknown>).totalCount(),
        }),
      }),
    },
    { name: "RepositoryEdge" },
  ),
);

builder.queryField("repository", (t) =>
  t.prismaField({
    type: "Repository",
    nullable: true,
    authScopes: { permission: { repository: ["read"] } },
    args: { id: t.arg.globalID({ required: true, for: [RepositoryRef] }) },
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

function writeError(error: unknown, locale: Parameters<typeof apiError>[0]): never {
  if (isUniqueViolation(error)) {
    throw apiError(locale, "NAME_ALREADY_USED", "repository.validation.nameAlreadyUsed", {
      field: "name",
    });
  }
  if (isNotFound(error)) throw apiError(locale, "NOT_FOUND", "api.errors.notFound");
  throw error;
}

builder.relayMutationField(
  "createRepository",
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      link: t.string({ required: true }),
      description: t.string(),
    }),
  },
  {
    authScopes: { permission: { repository: ["create"] } },
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, repositoryCreateSchema, input);
      const repository = await context.prisma.repository
        .create({ data })
        .catch((error: unknown) => writeError(error, context.locale));
      return { repository };
    },
  },
  {
    outputFields: (t) => ({
      repository: t.field({ type: RepositoryRef, resolve: (payload) => payload.repository }),
    }),
  },
);

builder.relayMutationField(
  "updateRepository",
  {
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [RepositoryRef] }),
      name: t.string(),
      link: t.string(),
      description: t.string(),
    }),
  },
  {
    authScopes: { permission: { repository: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const { id, ...fields } = input;
      const data = validate(context.locale, repositoryUpdateSchema, {
        name: fields.name ?? undefined,
        link: fields.link ?? undefined,
        description: fields.description,
      });
      const repository = await context.prisma.repository
        .update({ where: { id: id.id }, data })
        .catch((error: unknown) => writeError(error, context.locale));
      return { repository };
    },
  },
  {
    outputFields: (t) => ({
      repository: t.field({ type: RepositoryRef, resolve: (payload) => payload.repository }),
    }),
  },
);

builder.relayMutationField(
  "deleteRepository",
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [RepositoryRef] }) }) },
  {
    authScopes: { permission: { repository: ["delete"] } },
    resolve: async (_root, { input }, context) => {
      await context.prisma.repository
        .delete({ where: { id: input.id.id }, select: { id: true } })
        .catch((error: unknown) => writeError(error, context.locale));
      return { deletedRepositoryId: encodeGlobalID("Repository", input.id.id) };
    },
  },
  {
    outputFields: (t) => ({
      deletedRepositoryId: t.id({ resolve: (payload) => payload.deletedRepositoryId }),
    }),
  },
);
