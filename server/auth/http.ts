import { localiseAuthError } from "./error-language.ts";
import type { Auth } from "./auth.ts";
import { isLastAdminViolation, oneAdminRemovalAtATime } from "./last-admin.ts";
import { clientIp, withClientIp, type ServerBindings } from "../http/client-ip.ts";
import { cookieValue } from "../http/cookies.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { localeFromHeaders } from "../i18n.ts";

// What Groundwork adds around better-auth's HTTP handler (ADR 008): the client address, an
// honest sign-out, the three login error kinds and error messages in the request's language.
// Rules that depend on the request body (per-address limits, validation, demo mode) are not
// here but in better-auth's hooks (hooks.ts): they must see the body better-auth parsed,
// not a second reading of it.

export const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"] as const;

type Deps = { auth: Auth; env: Env; prisma: PrismaClient };

export function createAuthHttp({ auth, env, prisma }: Deps) {
  return async (incoming: Request, bindings: ServerBindings): Promise<Response> =>
    localiseAuthError(await handle(incoming, bindings), localeFromHeaders(incoming.headers));

  async function handle(incoming: Request, bindings: ServerBindings): Promise<Response> {
    const request = withClientIp(incoming, clientIp(incoming, bindings, env.trustProxy));
    const path = new URL(request.url).pathname;
    if (request.method !== "POST") return normaliseLoginError(await auth.handler(request), env);
    if (path === "/api/auth/sign-out") return signOut(request);
    if (!mayRemoveAnAdmin(path)) return auth.handler(request);
    return oneAdminRemovalAtATime(() => auth.handler(request)).catch((error: unknown) => {
      if (!isLastAdminViolation(error)) throw error;
      // The message is written by localiseAuthError, as for every failure here.
      return Response.json({ code: "CANNOT_REMOVE_LAST_ADMIN" }, { status: 400 });
    });
  }

  // better-auth logs a failed session delete and still answers success and clears the
  // cookie: the user would believe they are signed out while the session stays usable.
  async function signOut(request: Request) {
    const { authCookies } = await auth.$context;
    const token = sessionToken(request.headers.get("cookie"), authCookies.sessionToken.name);
    const existed = token ? await prisma.session.findFirst({ where: { token } }) : null;
    const response = await auth.handler(request);
    if (!existed || !response.ok) return response;
    const stillThere = await prisma.session.findFirst({ where: { token: existed.token } });
    if (!stillThere) return response;
    return Response.json({ code: "FAILED_TO_SIGN_OUT" }, { status: 500 });
  }
}

/** Role changes, bans and deletions; by prefix, so no spelling of the path escapes the queue. */
const mayRemoveAnAdmin = (path: string) =>
  path.startsWith("/api/auth/admin/") || path.startsWith("/api/auth/delete-user");

/** OAuth failures reach the web app as exactly one of three kinds (docs/product.md §Flows). */
function normaliseLoginError(response: Response, env: Env): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const target = new URL(location, env.baseUrl);
  if (target.origin !== env.baseUrl || target.pathname !== "/login/error") return response;
  const error = target.searchParams.get("error") ?? "";
  const kind = (LOGIN_ERRORS as readonly string[]).includes(error) ? error : "unknown_error";
  const headers = new Headers(response.headers);
  headers.set("location", `/login/error?error=${kind}`);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The session token from better-auth's signed cookie (`<token>.<signature>`), read by the one
 * Cookie parser (http/cookies.ts) under better-auth's own name ("__Secure-" prefixed in
 * production): the cookie better-auth's sign-out will end.
 */
function sessionToken(cookieHeader: string | null, name: string): string | undefined {
  const value = cookieValue(cookieHeader, name) ?? "";
  const dot = value.lastIndexOf(".");
  const token = dot > 0 ? value.slice(0, dot) : "";
  // better-auth's tokens are URL-safe base64; anything else (a NUL byte…) never reaches SQL.
  return /^[\w-]{1,256}$/.test(token) ? token : undefined;
}
