import { consumeEmailLimit, refundEmailLimit, type EmailLimitKind } from "./auth-email-limits.ts";
import { localiseAuthError } from "./auth-error-language.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp, type ServerBindings } from "./client-ip.ts";
import { demoModeRefuses, demoModeResponse } from "./demo-mode.ts";
import type { Env } from "./env.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { localeFromHeaders } from "./i18n.ts";

// What Groundwork adds around better-auth's HTTP handler (ADR 008), kept out of better-auth
// hooks so each rule reads as plain request → response code:
// the client address, per-address limits, an honest sign-out, the three login error kinds and
// error messages in the request's language.

const SENDS: Record<string, string> = {
  "/api/auth/email-otp/send-verification-otp": "email",
  "/api/auth/email-otp/request-email-change": "newEmail",
};
const GUESSES: Record<string, string> = {
  "/api/auth/sign-in/email-otp": "email",
  "/api/auth/email-otp/check-verification-otp": "email",
  "/api/auth/email-otp/verify-email": "email",
  "/api/auth/email-otp/change-email": "newEmail",
};
export const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"] as const;

type Deps = {
  auth: Auth;
  env: Env;
  prisma: PrismaClient;
  /** Sign-up is off and this address has no account: tell its owner by e-mail. */
  onUnknownSignIn: (email: string, request: Request) => Promise<void>;
};

export function createAuthHttp({ auth, env, prisma, onUnknownSignIn }: Deps) {
  return async (incoming: Request, bindings: ServerBindings): Promise<Response> =>
    localiseAuthError(await handle(incoming, bindings), localeFromHeaders(incoming.headers));

  async function handle(incoming: Request, bindings: ServerBindings): Promise<Response> {
    const request = withClientIp(incoming, clientIp(incoming, bindings, env.trustProxy));
    const path = new URL(request.url).pathname;
    if (request.method !== "POST") return normaliseLoginError(await auth.handler(request), env);

    const body = await jsonBody(request);
    if (env.demoMode && demoModeRefuses(path, body)) return demoModeResponse();
    const sendTo = SENDS[path] ? text(body[SENDS[path]]) : undefined;
    if (sendTo) {
      return guarded(request, "send", sendTo, async () => {
        if (env.signupEnabled || body.type !== "sign-in") return;
        // Same lookup for every address, so known and unknown ones cost the same time.
        const user = await prisma.user.findFirst({ where: { email: sendTo.toLowerCase() } });
        // After the answer is on its way: rendering the e-mail must not slow this one down.
        if (!user) setImmediate(() => void onUnknownSignIn(sendTo.toLowerCase(), request));
      });
    }
    const guessFor = GUESSES[path] ? text(body[GUESSES[path]]) : undefined;
    if (guessFor) return guarded(request, "guess", guessFor);
    if (path === "/api/auth/sign-out") return signOut(request);
    return auth.handler(request);
  }

  async function guarded(
    request: Request,
    kind: EmailLimitKind,
    email: string,
    beforeHandler?: () => Promise<void>,
  ) {
    // Counted up front, so parallel attempts cannot overtake the limit.
    const limit = await consumeEmailLimit(prisma, kind, email);
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
    await beforeHandler?.();
    const response = await auth.handler(request);
    // An attempt better-auth's per-IP limit refused (429) never reached the address: given
    // back, or anyone could spend an address's budget without sending or guessing at all.
    // A right code is no guess either.
    const notSpent = response.status === 429 || (kind === "guess" && response.ok);
    if (notSpent) await refundEmailLimit(prisma, kind, email);
    return response;
  }

  // better-auth logs a failed session delete and still answers success and clears the
  // cookie: the user would believe they are signed out while the session stays usable.
  async function signOut(request: Request) {
    const token = sessionToken(request.headers.get("cookie"));
    const existed = token ? await prisma.session.findFirst({ where: { token } }) : null;
    const response = await auth.handler(request);
    if (!existed || !response.ok) return response;
    const stillThere = await prisma.session.findFirst({ where: { token: existed.token } });
    if (!stillThere) return response;
    return Response.json(
      { code: "FAILED_TO_SIGN_OUT", message: "The session could not be ended. Please try again." },
      { status: 500 },
    );
  }
}

/** OAuth failures reach the web app as exactly one of three kinds (spec §4). */
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

function tooManyRequests(retryAfterSeconds: number) {
  return Response.json(
    { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
    {
      status: 429,
      headers: {
        "retry-after": String(retryAfterSeconds),
        "x-retry-after": String(retryAfterSeconds),
      },
    },
  );
}

// better-auth also takes form posts on some of these routes: read both, or a form post would
// slip past the per-address limits.
async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("form")) return Object.fromEntries(await request.clone().formData());
    if (!type.includes("json")) return {};
    const value: unknown = await request.clone().json();
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.includes("@") ? value.trim() : undefined;
}

/** The session token from better-auth's signed cookie (`<token>.<signature>`). */
function sessionToken(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (!name?.endsWith("better-auth.session_token")) continue;
    const value = decodeURIComponent(rest.join("="));
    const dot = value.lastIndexOf(".");
    return dot > 0 ? value.slice(0, dot) : undefined;
  }
  return undefined;
}
