import { randomUUID } from "node:crypto";
import { userCreateSchema, userUpdateSchema, viewerUpdateSchema } from "#shared/validation/user";
import type { Locale } from "../i18n.ts";
import { isLastAdmin } from "../auth/last-admin.ts";
import { builder } from "./builder.ts";
import { apiError, isNotFound, isUniqueViolation, validate } from "./errors.ts";
import { RoleEnum, UserRef } from "./user.ts";

// Sessions, bans, impersonation and sign-in stay on better-auth's REST routes (issue 4).

function writeError(error: unknown, locale: Locale): never {
  if (isUniqueViolation(error)) {
    throw apiError(locale, "EMAIL_ALREADY_USED", "api.errors.emailAlreadyUsed", {
      field: "email",
    });
  }
  if (isNotFound(error)) throw apiError(locale, "NOT_FOUND", "api.errors.notFound");
  throw error;
}

builder.relayMutationField(
  "createUser",
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      roles: t.field({ type: [RoleEnum], description: "Defaults to [USER]." }),
    }),
  },
  {
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
        .catch((error: unknown) => writeError(error, context.locale));
      return { user };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (result) => result.user }),
    }),
  },
);

builder.relayMutationField(
  "updateUser",
  {
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [UserRef] }),
      name: t.string(),
      email: t.string(),
      roles: t.field({ type: [RoleEnum] }),
    }),
  },
  {
    authScopes: (_root, { input }) => ({
      permission: { user: input.roles ? ["update", "set-role"] : ["update"] },
    }),
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, userUpdateSchema, {
        name: input.name ?? undefined,
        email: input.email ?? undefined,
        roles: input.roles ?? undefined,
      });
      // An admin removing their own admin role would lock the last admin out.
      if (data.roles && input.id.id === context.principal?.userId) {
        throw apiError(context.locale, "FORBIDDEN", "api.errors.cannotChangeOwnRoles", {
          field: "roles",
        });
      }
      // The rule REST applies too (ADR 023); reachable only by racing another admin's change.
      const losesAdmin = data.roles && !data.roles.includes("admin");
      if (losesAdmin && (await isLastAdmin(context.prisma, input.id.id))) {
        throw apiError(context.locale, "FORBIDDEN", "api.errors.lastAdmin", { field: "roles" });
      }
      const user = await context.prisma.user
        .update({
          where: { id: input.id.id },
          data: {
            name: data.name,
            email: data.email,
            role: data.roles?.join(","),
          },
        })
        .catch((error: unknown) => writeError(error, context.locale));
      return { user };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (result) => result.user }),
    }),
  },
);

builder.relayMutationField(
  "updateViewer",
  { inputFields: (t) => ({ name: t.string({ required: true }) }) },
  {
    description: "Changes the signed-in user's own name (the account page).",
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
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, resolve: (result) => result.user }),
    }),
  },
);
