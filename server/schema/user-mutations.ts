import { randomUUID } from "node:crypto";
import { userCreateSchema, userUpdateSchema, viewerUpdateSchema } from "#shared/validation/user";
import { isLastAdmin, oneAdminRemovalAtATime } from "../auth/last-admin.ts";
import { builder, payloadOf } from "./builder.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { RoleEnum, UserRef } from "./user.ts";
import { writeErrors } from "../graphql/write-errors.ts";

const writeError = writeErrors({
  code: "EMAIL_ALREADY_USED",
  messageId: "api.errors.emailAlreadyUsed",
  field: "email",
});

builder.relayMutationField(
  "createUser",
  {
    description: "A new account; the user signs in with a code sent to the address.",
    inputFields: (t) => ({
      name: t.string({ required: true, description: "Display name." }),
      email: t.string({ required: true, description: "E-mail address, unique." }),
      roles: t.field({ type: [RoleEnum], description: "Defaults to [USER]." }),
    }),
  },
  {
    description:
      "Creates a user (admins; keys need USER_WRITE). Errors: VALIDATION, EMAIL_ALREADY_USED, FORBIDDEN.",
    // Giving roles other than the default is a role change too.
    authScopes: (_root, { input }) => ({
      permission: { user: input.roles ? ["create", "set-role"] : ["create"] },
    }),
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, userCreateSchema, {
        ...input,
        roles: input.roles ?? undefined,
      });
      const user = await context.prisma.user
        .create({
          data: {
            id: randomUUID(),
            name: data.name,
            email: data.email,
            role: (data.roles ?? ["user"]).join(","),
          },
        })
        .catch(writeError(context.locale));
      return { user };
    },
  },
  payloadOf("user", UserRef, "The created user."),
);

builder.relayMutationField(
  "updateUser",
  {
    description: "The user to change and the fields to set; omitted fields are kept.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [UserRef], description: "The user's global id." }),
      name: t.string({ description: "New display name." }),
      email: t.string({
        description:
          "The user's current address, or omitted. Another address is FORBIDDEN: requestUserEmailChange moves an account, with the new address's consent.",
      }),
      roles: t.field({
        type: [RoleEnum],
        description: "New roles (replace the old ones); never your own, never the last admin's.",
      }),
    }),
  },
  {
    description:
      "Changes a user's name and roles (admins; keys need USER_WRITE). Errors: VALIDATION, NOT_FOUND, FORBIDDEN.",
    authScopes: (_root, { input }) => ({
      permission: { user: input.roles ? ["update", "set-role"] : ["update"] },
    }),
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, userUpdateSchema, {
        name: input.name ?? undefined,
        email: input.email ?? undefined,
        roles: input.roles ?? undefined,
      });
      // A new address only with its holder's consent (docs/decisions/044): a leaked key or
      // another admin must not take the account over through its sign-in address.
      if (data.email !== undefined) {
        const current = await context.prisma.user.findUnique({
          where: { id: input.id.id },
          select: { email: true },
        });
        if (current && current.email.toLowerCase() !== data.email) {
          throw apiError(context.locale, "FORBIDDEN", "api.errors.emailChangeNeedsConfirmation", {
            field: "email",
          });
        }
      }
      // An admin removing their own admin role would lock the last admin out.
      if (data.roles && input.id.id === context.principal?.userId) {
        throw apiError(context.locale, "FORBIDDEN", "api.errors.cannotChangeOwnRoles", {
          field: "roles",
        });
      }
      const write = () =>
        context.prisma.user
          .update({
            where: { id: input.id.id },
            data: { name: data.name, role: data.roles?.join(",") },
          })
          .catch(writeError(context.locale));
      if (!data.roles || data.roles.includes("admin")) return { user: await write() };
      // The rule REST applies too (ADR 023): reachable by two admins demoting each other.
      const user = await oneAdminRemovalAtATime(async () => {
        if (await isLastAdmin(context.prisma, input.id.id)) {
          throw apiError(context.locale, "FORBIDDEN", "api.errors.lastAdmin", { field: "roles" });
        }
        return write();
      });
      return { user };
    },
  },
  payloadOf("user", UserRef, "The user after the change."),
);

builder.relayMutationField(
  "updateViewer",
  {
    description: "Your new name.",
    inputFields: (t) => ({ name: t.string({ required: true, description: "Display name." }) }),
  },
  {
    description:
      "Changes your own name (keys need ACCOUNT_WRITE). Errors: VALIDATION, UNAUTHENTICATED.",
    authScopes: { permission: { account: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, viewerUpdateSchema, input);
      const user = await context.prisma.user.update({
        where: { id: context.principal?.userId ?? "" },
        data: { name: data.name },
      });
      return { user };
    },
  },
  payloadOf("user", UserRef, "Your account after the change."),
);
