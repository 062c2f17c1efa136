import { repositoryCreateSchema, repositoryUpdateSchema } from "#shared/validation/repository";
import { builder, deletedPayload, payloadOf } from "./builder.ts";
import { validate } from "../graphql/errors.ts";
import { REPOSITORY_RULES as RULES, RepositoryRef } from "./repository.ts";
import { writeErrors } from "../graphql/write-errors.ts";

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
      name: t.string({ required: true, description: `A ${RULES.name}.` }),
      link: t.string({ required: true, description: `An ${RULES.link} (https when no scheme).` }),
      description: t.string({ description: `Optional ${RULES.description}.` }),
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
  payloadOf("repository", RepositoryRef, "The created repository."),
);

builder.relayMutationField(
  "updateRepository",
  {
    description: "The repository to change and the fields to set; omitted fields are kept.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [RepositoryRef], description: "Its global id." }),
      name: t.string({ description: `New ${RULES.name}.` }),
      link: t.string({ description: `New ${RULES.link}.` }),
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
  payloadOf("repository", RepositoryRef, "The repository after the change."),
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
      return { id: input.id.id };
    },
  },
  deletedPayload(
    "deletedRepositoryId",
    "Repository",
    "Global id of the deleted repository (remove it from client caches).",
  ),
);
