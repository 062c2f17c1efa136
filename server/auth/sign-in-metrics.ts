import { recording, signals, type SignInMethod, type SignInOutcome } from "../telemetry/signals.ts";

// groundwork.sign_in.attempts and better-auth's per-address refusals (docs/decisions/123), read
// from the answers of better-auth's HTTP handler (http.ts): the one place every outcome shows,
// refusals by its rate limiter and by our before-hooks included, which no after-hook sees.
// Only the route and the answer's status and code are read: never an address or a code.

/** The sign-in routes (under /api/auth), by the method they sign in with. */
function methodOf(request: Request, path: string): SignInMethod | null {
  if (path === "/sign-in/email-otp") return "email_otp";
  if (path.startsWith("/callback/")) return "social";
  if (path === "/passkey/verify-authentication") return "passkey";
  // Answering a sign-in's challenge carries its cookie; a signed-in user verifying again
  // (step-up, ADR 117) is no sign-in.
  const verifying = path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code";
  return verifying && hasChallengeCookie(request) ? "second_factor" : null;
}

/** better-auth's twoFactor challenge cookie, `__Secure-` prefixed or not. */
const hasChallengeCookie = (request: Request) =>
  /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");

/** The `code` of a JSON failure; undefined for a bare message (better-auth's rate limiter). */
async function codeOf(response: Response): Promise<string | undefined> {
  if (!(response.headers.get("content-type") ?? "").includes("json")) return undefined;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

function outcomeOf(response: Response, code: string | undefined): SignInOutcome {
  // A provider's callback redirects either way: to the login error page when it failed.
  const location = response.headers.get("location");
  // URL.parse: a Location no URL reads (a client-chosen callback URL) must not throw here.
  if (location)
    return (URL.parse(location, "http://x")?.pathname ?? "/login/error") === "/login/error"
      ? "failure"
      : "success";
  if (response.status < 400) return "success";
  // Our guess limits answer a spent code with better-auth's TOO_MANY_ATTEMPTS (email-limits.ts).
  return response.status === 429 || code === "TOO_MANY_ATTEMPTS" ? "rate_limited" : "failure";
}

/** Records what `response`, better-auth's answer to `request` (before localising), means. */
export async function recordAuthAnswer(request: Request, response: Response): Promise<void> {
  if (!recording()) return;
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const method = methodOf(request, path);
  const failed = response.status >= 400;
  const code = failed && (method || response.status === 429) ? await codeOf(response) : undefined;
  // better-auth's per-address limiter answers before any hook, with no code (its
  // rateLimitResponse); every refusal of ours carries one.
  if (response.status === 429 && code === undefined) signals().rateLimited("auth.client_address");
  if (method) signals().signIn(method, outcomeOf(response, code));
}
