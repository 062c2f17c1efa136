import { GraphQLError } from "graphql";
import { isLastAdminViolation, oneAdminRemovalAtATime } from "../auth/last-admin.ts";
import type { Context } from "../graphql/context.ts";
import { hasMessage } from "../i18n.ts";
import { apiError } from "./errors.ts";

// The writes behind the session and admin mutations, one function per action (the audit log
// hooks in here). Each calls better-auth's server API as the caller (`auth.api.*` with the
// request's headers), so better-auth's permission checks and our hooks (last admin, ban and
// impersonation rules, validation, demo mode: server/auth/hooks.ts) apply exactly as on its
// REST routes. Their refusals become the API's stable codes.

type SessionRow = { id: string; token: string; userId: string };

/** Ends one session: the caller's own, or (admins, `session: revoke`) anyone's. */
export async function revokeSessionAction(context: Context, session: SessionRow) {
  const { auth, headers } = context;
  const own = session.userId === context.principal?.userId;
  await (
    own
      ? auth.api.revokeSession({ body: { token: session.token }, headers })
      : auth.api.revokeUserSession({ body: { sessionToken: session.token }, headers })
  ).catch((error: unknown) => fromAuthApi(error, context));
}

/** Ends the caller's sessions except the one making this request; returns how many. */
export async function revokeOtherSessionsAction(context: Context): Promise<number> {
  const current = context.session?.session;
  const revokedCount = current
    ? await context.prisma.session.count({
        where: {
          userId: current.userId,
          token: { not: current.token },
          expiresAt: { gt: new Date() },
        },
      })
    : 0;
  await context.auth.api
    .revokeOtherSessions({ headers: context.headers })
    .catch((error: unknown) => fromAuthApi(error, context));
  return revokedCount;
}

/** Bans a user until `expiresAt` (or for good); better-auth also ends their sessions. */
export async function banUserAction(
  context: Context,
  userId: string,
  reason: string,
  expiresAt: Date | undefined,
) {
  // better-auth takes the length in seconds from now, and adds it to its own clock a moment
  // later: in milliseconds, the ban ends that moment after `expiresAt`, never before. Whole
  // seconds, rounded up, ended it up to a second late: past midnight for a ban "through the
  // 15th" (23:59:59), which then showed "until the 16th".
  const banExpiresIn = expiresAt
    ? Math.max(0.001, (expiresAt.getTime() - Date.now()) / 1000)
    : undefined;
  await oneAdminRemovalAtATime(() =>
    context.auth.api.banUser({
      body: { userId, banReason: reason, banExpiresIn },
      headers: context.headers,
    }),
  ).catch((error: unknown) => fromAuthApi(error, context));
}

export async function unbanUserAction(context: Context, userId: string) {
  await context.auth.api
    .unbanUser({ body: { userId }, headers: context.headers })
    .catch((error: unknown) => fromAuthApi(error, context));
}

/** Ends every session of a user; returns how many were active. */
export async function revokeUserSessionsAction(context: Context, userId: string) {
  const revokedCount = await context.prisma.session.count({
    where: { userId, expiresAt: { gt: new Date() } },
  });
  await context.auth.api
    .revokeUserSessions({ body: { userId }, headers: context.headers })
    .catch((error: unknown) => fromAuthApi(error, context));
  return revokedCount;
}

/** Deletes a user with their sessions, accounts and keys. */
export async function deleteUserAction(context: Context, userId: string) {
  await oneAdminRemovalAtATime(() =>
    context.auth.api.removeUser({ body: { userId }, headers: context.headers }),
  ).catch((error: unknown) => fromAuthApi(error, context));
}

type AuthApiError = Error & { statusCode: number; body?: { code?: unknown; message?: unknown } };

function isAuthApiError(error: unknown): error is AuthApiError {
  return (
    error instanceof Error &&
    error.name === "APIError" &&
    typeof (error as { statusCode?: unknown }).statusCode === "number"
  );
}

/**
 * better-auth's refusal as the API's error: the code third parties branch on, and the
 * message the web shows for better-auth's own code (`auth.errorCodes.*`) when there is one.
 * Anything else (a database failure…) goes on to the masking in yoga.ts.
 */
function fromAuthApi(error: unknown, { locale }: Context): never {
  if (isLastAdminViolation(error)) throw apiError(locale, "FORBIDDEN", "api.errors.lastAdmin");
  if (!isAuthApiError(error)) throw error;
  const code = typeof error.body?.code === "string" ? error.body.code : "";
  const authMessage = `auth.errorCodes.${code}`;
  const own = code && hasMessage(authMessage) ? authMessage : undefined;
  if (code === "DEMO_MODE") throw apiError(locale, "DEMO_MODE", "api.errors.demoMode");
  if (code === "IMPERSONATION_FORBIDDEN") {
    throw apiError(locale, "IMPERSONATION_FORBIDDEN", "api.errors.impersonationForbidden");
  }
  if (code === "VALIDATION" && typeof error.body?.message === "string") {
    // Already in the request's language (server/auth/input.ts).
    throw new GraphQLError(error.body.message, { extensions: { code: "VALIDATION" } });
  }
  switch (error.statusCode) {
    case 401:
      throw apiError(locale, "UNAUTHENTICATED", "api.errors.unauthenticated");
    case 404:
      throw apiError(locale, "NOT_FOUND", own ?? "api.errors.notFound");
    case 429:
      throw apiError(locale, "RATE_LIMITED", own ?? "api.errors.rateLimited");
    case 400:
    case 403:
      throw apiError(locale, "FORBIDDEN", own ?? "api.errors.forbidden");
    default:
      throw error;
  }
}
