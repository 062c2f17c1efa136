import { getSessionFromCtx } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { cookieValue, withoutCookie } from "../http/cookies.ts";
import { authRefusal } from "./error-language.ts";

// Which sessions may act, on better-auth's REST routes as in GraphQL (docs/decisions/045):
// not a banned user's, and not an impersonation whose admin is no longer an admin who can
// sign in. Ending the impersonations of an admin who is demoted, banned or deleted is the
// database's job (migration end_impersonations_with_admin, for every writer); this check is
// the second lock, for anything that slips past it (a session created while its admin was
// being demoted, a ban written while the trigger was missing).

type SessionContext = Parameters<typeof getSessionFromCtx>[0];
type SessionFields = {
  session: { userId: string; impersonatedBy?: string | null };
  user: { id: string; banned?: boolean | null; banExpires?: Date | string | null };
};

function isBanned(user: SessionFields["user"], now: number): boolean {
  if (!user.banned) return false;
  return !user.banExpires || new Date(user.banExpires).getTime() > now;
}

/** Whether this admin can still sign in as an admin (the migration's own definition). */
async function isActiveAdmin(prisma: PrismaClient, userId: string): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ active: boolean | null }[]>`
    SELECT "user_is_active_admin"("role", "banned", "banExpires") AS "active"
      FROM "user" WHERE "id" = ${userId}`;
  return row?.active === true;
}

/** Whether a session better-auth found may act: one query, for impersonations only. */
export async function sessionMayAct(
  prisma: PrismaClient,
  { session, user }: SessionFields,
  now = Date.now(),
): Promise<boolean> {
  if (isBanned(user, now)) return false;
  return !session.impersonatedBy || isActiveAdmin(prisma, session.impersonatedBy);
}

/**
 * Routes left out of the check before a route runs: get-session is checked on its answer
 * instead (every page load asks it, and would read the session twice), and sign-out must
 * always be able to end the session it names.
 */
const CHECKED_AFTER = new Set(["/get-session", "/sign-out"]);

/**
 * From `hooks.before`: when the request's session may not act, the route runs as if its
 * session cookie had not been sent, so every route answers as it does without a session
 * (better-auth's 401 UNAUTHORIZED where one is needed). Returns the request headers to run
 * the route with, or undefined when nothing changes.
 */
export async function withoutUnusableSession(
  ctx: SessionContext & { path?: string },
  prisma: PrismaClient,
): Promise<Headers | undefined> {
  if (!ctx.headers || CHECKED_AFTER.has(ctx.path ?? "")) return undefined;
  const name = ctx.context.authCookies.sessionToken.name;
  const header = ctx.headers.get("cookie");
  if (cookieValue(header, name) === undefined) return undefined;
  const found = await getSessionFromCtx(ctx);
  if (!found || (await sessionMayAct(prisma, found))) return undefined;
  // getSessionFromCtx kept the session for the route; it must look it up again, and find none.
  ctx.context.session = null;
  const headers = new Headers(ctx.headers);
  headers.set("cookie", withoutCookie(header, name));
  return headers;
}

/** From `hooks.after`: get-session answers null, as for no session, when it may not act. */
export async function unusableSessionAnswer(
  ctx: { path?: string; context: { returned?: unknown } },
  prisma: PrismaClient,
): Promise<boolean> {
  if (ctx.path !== "/get-session") return false;
  const returned = ctx.context.returned;
  if (!returned || typeof returned !== "object" || !("session" in returned)) return false;
  return !(await sessionMayAct(prisma, returned as SessionFields));
}

/**
 * From `hooks.before`: better-auth's stop-impersonating answers 500 when the admin's own
 * session (the signed `admin_session` cookie) is missing, forged, gone or someone else's.
 * That is the client's request, not a server fault: a 400 with a stable code, nothing changed.
 */
export async function assertAdminSessionToReturnTo(
  ctx: SessionContext & { path?: string },
): Promise<void> {
  if (ctx.path !== "/admin/stop-impersonating") return;
  const found = await getSessionFromCtx(ctx);
  const adminId = found?.session.impersonatedBy;
  // Without a session, or outside an impersonation, better-auth's own 401 or 400 answers.
  if (!adminId) return;
  const cookie = ctx.context.createAuthCookie("admin_session");
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  // `<token>:<dont-remember flag>`, as the admin plugin writes it.
  const token = signed ? signed.split(":")[0] : undefined;
  const admin = token ? await ctx.context.internalAdapter.findSession(token) : null;
  if (admin?.session.userId === adminId) return;
  throw authRefusal("BAD_REQUEST", "ADMIN_SESSION_MISSING");
}
