import { APIError, getSessionFromCtx } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { CLIENT_IP_HEADER, displayIp } from "../http/client-ip.ts";
import { cookieValue, withoutCookie } from "../http/cookies.ts";
import { authRefusal } from "./error-language.ts";

// Which sessions may act, on better-auth's REST routes as in GraphQL (ADR 045), and how their
// rows are written. Ending an inactive admin's impersonations is the database's job (migration
// end_impersonations_with_admin); this is the second lock, for one created meanwhile.

type SessionContext = Parameters<typeof getSessionFromCtx>[0] & { path?: string };
type SessionFields = {
  session: { userId: string; impersonatedBy?: string | null };
  user: { id: string; banned?: boolean | null; banExpires?: Date | string | null };
};

/** An impersonation lasts at most this long from its start, whatever the client sends. */
export const IMPERSONATION_SECONDS = 60 * 60;

export function isBanned(user: Omit<SessionFields["user"], "id">, now = Date.now()): boolean {
  return !!user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > now);
}

/** Whether a session better-auth found may act: one query, for impersonations only. */
export async function sessionMayAct(
  prisma: PrismaClient,
  { session, user }: SessionFields,
  now = Date.now(),
): Promise<boolean> {
  if (isBanned(user, now)) return false;
  if (!session.impersonatedBy) return true;
  // The impersonator must still be an admin who can sign in (the migration's own definition).
  const [row] = await prisma.$queryRaw<{ active: boolean | null }[]>`
    SELECT "user_is_active_admin"("role", "banned", "banExpires") AS "active"
      FROM "user" WHERE "id" = ${session.impersonatedBy}`;
  return row?.active === true;
}

/**
 * From `hooks.before`: when the request's session may not act, the route runs as if its cookie
 * had not been sent (better-auth's 401 where one is needed). get-session is checked on its
 * answer instead (every page load asks it), and sign-out must always end the session it names.
 * Returns the headers to run the route with, or undefined when nothing changes.
 */
export async function withoutUnusableSession(
  ctx: SessionContext,
  prisma: PrismaClient,
): Promise<Headers | undefined> {
  if (!ctx.headers || ctx.path === "/get-session" || ctx.path === "/sign-out") return;
  const name = ctx.context.authCookies.sessionToken.name;
  const header = ctx.headers.get("cookie");
  if (cookieValue(header, name) === undefined) return;
  const found = await getSessionFromCtx(ctx);
  if (!found || (await sessionMayAct(prisma, found))) return;
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
  const returned = ctx.context.returned;
  if (ctx.path !== "/get-session" || !returned || typeof returned !== "object") return false;
  return "session" in returned && !(await sessionMayAct(prisma, returned as SessionFields));
}

/**
 * From `hooks.before`: better-auth's stop-impersonating answers 500 when the admin's own
 * session (the signed `admin_session` cookie) is missing, forged, gone or someone else's. That
 * is the client's request, not a server fault: a 400 with a stable code, nothing changed.
 */
export async function assertAdminSessionToReturnTo(ctx: SessionContext): Promise<void> {
  if (ctx.path !== "/admin/stop-impersonating") return;
  const adminId = (await getSessionFromCtx(ctx))?.session.impersonatedBy;
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

/**
 * From `hooks.after`: better-auth's sign-out logs a failed delete and still answers success and
 * clears the cookie, so the user would believe a usable session ended. 500, cookie kept.
 */
export async function assertSignedOut(
  ctx: SessionContext & { context: { responseHeaders?: Headers } },
): Promise<void> {
  if (ctx.path !== "/sign-out") return;
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token || !(await ctx.context.internalAdapter.findSession(token))) return;
  ctx.context.responseHeaders?.delete("set-cookie");
  throw new APIError("INTERNAL_SERVER_ERROR", { code: "FAILED_TO_SIGN_OUT" });
}

type EndpointContext = {
  headers?: Headers;
  request?: Request;
  context?: {
    session?: {
      session?: { createdAt?: Date | string; expiresAt?: Date | string; impersonatedBy?: unknown };
    };
  };
} | null;

/** `session.create.before`: the client address as people read it (server/http/client-ip.ts). */
export async function withClientAddress<Session extends object>(
  session: Session,
  context: unknown,
) {
  const ctx = context as EndpointContext;
  const ipAddress = displayIp((ctx?.request?.headers ?? ctx?.headers)?.get(CLIENT_IP_HEADER));
  return { data: ipAddress ? { ...session, ipAddress } : session };
}

/**
 * `session.update.before`: better-auth refreshes a session's expiry to 7 days whenever the client
 * sends no `dont_remember` cookie; an impersonation must still end an hour after its start.
 */
export async function impersonationEndKept<Update extends { expiresAt?: Date | string | null }>(
  data: Update,
  context: unknown,
) {
  // better-auth's refresh (getSession) puts the session it refreshes on the context first.
  const current = (context as EndpointContext)?.context?.session?.session;
  if (!data.expiresAt || !current?.impersonatedBy || !current.createdAt) return;
  // The end it was given when it started, not one computed again: better-auth took createdAt
  // and expiresAt from two calls of the clock, so "an hour after createdAt" moved the end by a
  // millisecond (CI saw it).
  const end = new Date(
    current.expiresAt ?? new Date(current.createdAt).getTime() + IMPERSONATION_SECONDS * 1000,
  );
  if (new Date(data.expiresAt) <= end) return;
  return { data: { ...data, expiresAt: end } };
}
