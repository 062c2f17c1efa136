import { encodeGlobalID } from "@pothos/plugin-relay";
import { repositoryCreateSchema, repositoryUpdateSchema } from "#shared/validation/repository";
import type { Repository } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import { apiError, validate } from "./errors.ts";
import { resolveKeysetConnection, totalCountField } from "./keyset-connection.ts";
import type { KeysetTable } from "./keyset-sql.ts";
import { searchTermDescription } from "./search.ts";
import { writeErrors } from "./write-errors.ts";

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
  search: { contains: ["name", "link", "description"], prefix: ["name"] },
};

export const RepositoryOrderEnum = builder.enumType("RepositoryOrder", {
  description: "How the repositories connection is sorted.",
  values: {
    NAME_ASC: { description: "By name, A to Z (the default)." },
    CREATED_AT_DESC: { description: "Newest first (ties by id)." },
  } as const,
});

builder.queryField("repositories", (t) =>
  t.connection(
    {
      type: RepositoryRef,
      description: `Repositories by name (or newest first with orderBy). first/last default to 20, at most 100.`,
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
          description: "Sort order; NAME_ASC when omitted.",
        }),
      },
      resolve: (_root, args, context) =>
        resolveKeysetConnection<Repository>(
          repositories,
          args.orderBy === "CREATED_AT_DESC" ? "createdAt" : "key",
          args,
          context,
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

const writeError = writeErrors({
  code: "NAME_ALREADY_USED",
  messageId: "repository.validation.nameAlreadyUsed",
  field: "name",
});

builder.relayMutationField(
  "createRepository",
  {
    description: "A new repository.",
    inputFields: (t) => ({
      name: t.string({ required: true, description: "Unique name, 1–100 characters." }),
      link: t.string({ required: true, description: "A link with a dot, 4–2000 characters." }),
      description: t.string({ description: "Optional free text, up to 2000 characters." }),
    }),
  },
  {
    description:
      "Creates a repository (admins; keys need REPOSITORY_WRITE). Errors: VALIDATION, NAME_ALREADY_USED, FORBIDDEN.",
    authScopes: { permission: { repository: ["create"] } },
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, repositoryCreateSchema, input);
      const repository = await context.prisma.repository
        .create({ data })
        .catch(writeError(context.locale));
      return { repository };
    },
  },
  {
    description: "The created repository.",
    outputFields: (t) => ({
      repository: t.field({
        type: RepositoryRef,
        description: "The new repository.",
        resolve: (payload) => payload.repository,
      }),
    }),
  },
);

builder.relayMutationField(
  "updateRepository",
  {
    description: "The repository to change and the fields to set; omitted fields are kept.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [RepositoryRef], description: "Its global id." }),
      name: t.string({ description: "New unique name, 1–100 characters." }),
      link: t.string({ description: "New link with a dot, 4–2000 characters." }),
      description: t.string({ description: "New free text; null clears it." }),
    }),
  },
  {
    description:
      "Changes a repository (admins; keys need REPOSITORY_WRITE). Errors: VALIDATION, NAME_ALREADY_USED, NOT_FOUND, FORBIDDEN.",
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
        .catch(writeError(context.locale));
      return { repository };
    },
  },
  {
    description: "The changed repository.",
    outputFields: (t) => ({
      repository: t.field({
        type: RepositoryRef,
        description: "The repository after the change.",
        resolve: (payload) => payload.repository,
      }),
    }),
  },
);

builder.relayMutationField(
  "deleteRepository",
  {
    description: "The repository to delete.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [RepositoryRef], description: "Its global id." }),
    }),
  },
  {
    description:
      "Deletes a repository for good (admins; keys need REPOSITORY_WRITE). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: { permission: { repository: ["delete"] } },
    resolve: async (_root, { input }, context) => {
      await context.prisma.repository
        .delete({ where: { id: input.id.id }, select: { id: true } })
        .catch(writeError(context.locale));
      return { deletedRepositoryId: encodeGlobalID("Repository", input.id.id) };
    },
  },
  {
    description: "What was deleted.",
    outputFields: (t) => ({
      deletedRepositoryId: t.id({
        description: "Global id of the deleted repository (remove it from client caches).",
        resolve: (payload) => payload.deletedRepositoryId,
      }),
    }),
  },
);
