import { localiseAuthError } from "./error-language.ts";
import { recordAuthAnswer } from "./sign-in-metrics.ts";
import type { Auth } from "./auth.ts";
import { isLastAdminViolation, oneAdminRemovalAtATime } from "./last-admin.ts";
import { isSoleOwnerViolation } from "./sole-owner.ts";
import { clientIp, withClientIp, type ServerBindings } from "../http/client-ip.ts";
import type { Env } from "../env.ts";
import { localeFromHeaders } from "../i18n.ts";

// What Groundwork adds around better-auth's HTTP handler (ADR 008): the client address, one
// admin removal at a time, the three login error kinds and error messages in the request's
// language. Rules that read the body are better-auth hooks (hooks.ts), on the body it parsed.

const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"];

export function createAuthHttp({ auth, env }: { auth: Auth; env: Env }) {
  return async (incoming: Request, bindings: ServerBindings): Promise<Response> => {
    const response = await handle(incoming, bindings);
    // Before localising: better-auth's own limiter is told apart by its answer having no code.
    // Metrics never turn an answer better-auth made into a 500 (ADR 123).
    await recordAuthAnswer(incoming, response).catch(() => undefined);
    return localiseAuthError(response, localeFromHeaders(incoming.headers));
  };

  async function handle(incoming: Request, bindings: ServerBindings): Promise<Response> {
    const request = withClientIp(incoming, clientIp(incoming, bindings, env.trustProxy));
    if (request.method !== "POST") return normaliseLoginError(await auth.handler(request), env);
    // Role changes, bans and deletions; by prefix, so no spelling of the path escapes the queue.
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/api/auth/admin/") && !path.startsWith("/api/auth/delete-user")) {
      return auth.handler(request);
    }
    return oneAdminRemovalAtATime(() => auth.handler(request)).catch((error: unknown) => {
      // The database's refusals of a race the hooks' checks lost. The message is written by
      // localiseAuthError, as for every failure here.
      if (isLastAdminViolation(error)) {
        return Response.json({ code: "CANNOT_REMOVE_LAST_ADMIN" }, { status: 400 });
      }
      if (isSoleOwnerViolation(error)) {
        return Response.json({ code: "SOLE_OWNER_OF_ORGANIZATION" }, { status: 400 });
      }
      throw error;
    });
  }
}

/** OAuth failures reach the web app as exactly one of three kinds (docs/product.md §Flows). */
function normaliseLoginError(response: Response, env: Env): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const target = new URL(location, env.baseUrl);
  if (target.origin !== env.baseUrl || target.pathname !== "/login/error") return response;
  const error = target.searchParams.get("error") ?? "";
  const kind = LOGIN_ERRORS.includes(error) ? error : "unknown_error";
  const headers = new Headers(response.headers);
  headers.set("location", `/login/error?error=${kind}`);
  return new Response(response.body, { status: response.status, headers });
}
