import { userBanSchema } from "#shared/validation/user";
import { oneAdminRemovalAtATime } from "../auth/last-admin.ts";
import { resetSecondFactors } from "../auth/second-factor-reset.ts";
import type { Context } from "../graphql/context.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { authApiErrors } from "../graphql/write-errors.ts";
import { builder, deletedPayload, payloadOf, type Types } from "./builder.ts";
import { UserRef } from "./user.ts";

// The manager's actions on a user (docs/decisions/031-*) call better-auth's admin API as the
// caller, so its checks and refusals hold as on its REST routes; that needs a browser session.

const adminScope = (permission: "ban" | "delete") => ({
  $all: { sessionOnly: true, permission: { user: [permission] } },
});

async function loadUser(context: Context, id: string) {
  const user = await context.prisma.user.findUnique({ where: { id } });
  if (!user) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return user;
}

/** Every action's input names its user the same way. */
const userIdInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [UserRef], description: "The user's global id." });

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
      // In seconds from now, not rounded: whole seconds ended a ban "through the 15th"
      // (23:59:59) past midnight, which then showed "until the 16th".
      const banExpiresIn = data.expiresAt
        ? Math.max(0.001, (data.expiresAt.getTime() - Date.now()) / 1000)
        : undefined;
      const body = { userId, banReason: data.reason, banExpiresIn };
      await oneAdminRemovalAtATime(() =>
        context.auth.api.banUser({ body, headers: context.headers }),
      ).catch(authApiErrors(context));
      return { user: await loadUser(context, userId) };
    },
  },
  payloadOf("user", UserRef, "The banned user, as the change left them."),
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
      return { user: await loadUser(context, body.userId) };
    },
  },
  payloadOf("user", UserRef, "The user, no longer banned."),
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
      const user = await loadUser(context, userId);
      const revokedCount = await context.prisma.session.count({
        where: { userId, expiresAt: { gt: new Date() } },
      });
      await context.auth.api
        .revokeUserSessions({ body: { userId }, headers: context.headers })
        .catch(authApiErrors(context));
      return { user, revokedCount };
    },
  },
  {
    description: "How many sessions ended.",
    outputFields: (t) => ({
      revokedCount: t.exposeInt("revokedCount", { description: "Active sessions ended." }),
      user: t.expose("user", { type: UserRef, description: "The user after the change." }),
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
      "Deletes a user with their sessions and keys; cannot be undone (admins, browser session only). Errors: NOT_FOUND, FORBIDDEN, SECOND_FACTOR_REQUIRED.",
    // Deleting an account needs the admin's recent second factor too (step-up, ADR 117).
    authScopes: { $all: { ...adminScope("delete").$all, freshSecondFactor: true } },
    resolve: async (_root, { input }, context) => {
      const body = { userId: input.userId.id };
      await oneAdminRemovalAtATime(() =>
        context.auth.api.removeUser({ body, headers: context.headers }),
      ).catch(authApiErrors(context));
      return { id: body.userId };
    },
  },
  deletedPayload("deletedUserId", "User", "The deleted user's global id (for `@deleteRecord`)."),
);

builder.relayMutationField(
  "resetUserSecondFactors",
  {
    description: "The user whose second factors go.",
    inputFields: (t) => ({ userId: userIdInput(t) }),
  },
  {
    description:
      "Removes a user's authenticator app, backup codes and trusted devices, and ends their sessions: they sign in with their first factor and may set up a new one (admins, browser session only, with their own recent second factor when they have one). Audited as SECOND_FACTOR_RESET. Errors: NOT_FOUND, FORBIDDEN, SECOND_FACTOR_REQUIRED.",
    authScopes: {
      $all: { sessionOnly: true, permission: { user: ["update"] }, freshSecondFactor: true },
    },
    resolve: async (_root, { input }, context) => {
      const userId = input.userId.id;
      await loadUser(context, userId);
      await resetSecondFactors(context.prisma, userId);
      return { user: await loadUser(context, userId) };
    },
  },
  payloadOf("user", UserRef, "The user, without a second factor."),
);
