import { encodeGlobalID } from "@pothos/plugin-relay";
import { repositoryCreateSchema, repositoryUpdateSchema } from "#shared/validation/repository";
import { builder } from "./builder.ts";
import { validate } from "./errors.ts";
import { RepositoryRef } from "./repository.ts";
import { writeErrors } from "./write-errors.ts";

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
      link: t.string({
        required: true,
        description: "An http(s) address with a dot (https when no scheme), 4–2000 characters.",
      }),
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
      link: t.string({ description: "New http(s) address with a dot, 4–2000 characters." }),
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
