import { encodeGlobalID } from "@pothos/plugin-relay";
import { userBanSchema } from "#shared/validation/user";
import { oneAdminRemovalAtATime } from "../auth/last-admin.ts";
import type { Context } from "../graphql/context.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { authApiErrors } from "../graphql/write-errors.ts";
import { builder } from "./builder.ts";
import { UserRef } from "./user.ts";

// The manager's actions on a user (docs/decisions/031-*), through better-auth's admin API as
// the caller: its permission checks, the last-admin guard and its own refusals (banning or
// deleting yourself) hold as on its REST routes. Every one needs a browser session:
// better-auth acts as the caller's session, which an API key does not have.

const adminScope = (permission: "ban" | "delete") => ({
  $all: { sessionOnly: true, permission: { user: [permission] } },
});

async function loadUser(context: Context, id: string) {
  const user = await context.prisma.user.findUnique({ where: { id } });
  if (!user) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return user;
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** Every action's input names its user the same way. */
const userIdInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [UserRef], description: "The user's global id." });

/** Every action but deletion answers with the user as the change left them. */
const userAfterChange = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { userId: string }>) =>
  t.field({
    type: UserRef,
    description: "The user after the change.",
    resolve: (result, _args, context) => loadUser(context, result.userId),
  });

builder.relayMutationField(
  "banUser",
  {
    description: "The user to ban, why and until when.",
    inputFields: (t) => ({
      userId: userIdInput(t),
      reason: t.string({ required: true, description: "Why; shown to admins." }),
      expiresAt: t.field({
        type: "DateTime",
        description: "When the ban ends; without it the ban does not end.",
      }),
    }),
  },
  {
    description:
      "Bans a user and ends their sessions (admins, browser session only: API keys get FORBIDDEN). Errors: VALIDATION, NOT_FOUND, FORBIDDEN.",
    authScopes: adminScope("ban"),
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, userBanSchema, {
        reason: input.reason,
        expiresAt: input.expiresAt ?? undefined,
      });
      const userId = input.userId.id;
      await loadUser(context, userId);
      // better-auth takes the length in seconds from now, and adds it to its own clock a
      // moment later: in milliseconds, the ban ends that moment after `expiresAt`, never
      // before. Whole seconds, rounded up, ended it up to a second late: past midnight for a
      // ban "through the 15th" (23:59:59), which then showed "until the 16th".
      const banExpiresIn = data.expiresAt
        ? Math.max(0.001, (data.expiresAt.getTime() - Date.now()) / 1000)
        : undefined;
      const body = { userId, banReason: data.reason, banExpiresIn };
      await oneAdminRemovalAtATime(() =>
        context.auth.api.banUser({ body, headers: context.headers }),
      ).catch(authApiErrors(context));
      return { userId };
    },
  },
  {
    description: "The banned user.",
    outputFields: (t) => ({ user: userAfterChange(t) }),
  },
);

builder.relayMutationField(
  "unbanUser",
  {
    description: "The user whose ban ends.",
    inputFields: (t) => ({ userId: userIdInput(t) }),
  },
  {
    description: "Lifts a user's ban (admins, browser session only). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: adminScope("ban"),
    resolve: async (_root, { input }, context) => {
      const body = { userId: input.userId.id };
      await context.auth.api
        .unbanUser({ body, headers: context.headers })
        .catch(authApiErrors(context));
      return body;
    },
  },
  {
    description: "The user, no longer banned.",
    outputFields: (t) => ({ user: userAfterChange(t) }),
  },
);

builder.relayMutationField(
  "revokeUserSessions",
  {
    description: "The user to sign out everywhere.",
    inputFields: (t) => ({ userId: userIdInput(t) }),
  },
  {
    description:
      "Signs a user out of every device (admins, browser session only). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: { $all: { sessionOnly: true, permission: { session: ["revoke"] } } },
    resolve: async (_root, { input }, context) => {
      const userId = input.userId.id;
      await loadUser(context, userId);
      const revokedCount = await context.prisma.session.count({
        where: { userId, expiresAt: { gt: new Date() } },
      });
      await context.auth.api
        .revokeUserSessions({ body: { userId }, headers: context.headers })
        .catch(authApiErrors(context));
      return { userId, revokedCount };
    },
  },
  {
    description: "How many sessions ended.",
    outputFields: (t) => ({
      revokedCount: t.exposeInt("revokedCount", { description: "Active sessions ended." }),
      user: userAfterChange(t),
    }),
  },
);

builder.relayMutationField(
  "deleteUser",
  {
    description: "The user to delete.",
    inputFields: (t) => ({ userId: userIdInput(t) }),
  },
  {
    description:
      "Deletes a user with their sessions and keys; cannot be undone (admins, browser session only). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: adminScope("delete"),
    resolve: async (_root, { input }, context) => {
      const body = { userId: input.userId.id };
      await oneAdminRemovalAtATime(() =>
        context.auth.api.removeUser({ body, headers: context.headers }),
      ).catch(authApiErrors(context));
      return body;
    },
  },
  {
    description: "What was deleted.",
    outputFields: (t) => ({
      deletedUserId: t.id({
        description: "The deleted user's global id (for `@deleteRecord`).",
        resolve: (result) => encodeGlobalID("User", result.userId),
      }),
    }),
  },
);
