import { APIError, isAPIError } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { CLIENT_IP_HEADER, rateLimitAddress } from "../http/client-ip.ts";
import { admitGuess, admitSend, refundGuess, resetSends, rowIds } from "./email-limit-store.ts";

// Per-address limits on the sign-in codes (ADR 008, its threat model, rules v2). better-auth
// only limits per IP and path, so someone with many IPs could flood one mailbox or guess one
// code. The rules are built so a stranger can neither guess a code nor keep its owner out:
// - codes to one address are paced, not capped: a few at once, then a wait that doubles up
//   to `maxDelaySeconds`; a right code starts the pacing again. With `resendStrategy: "reuse"`
//   a stranger's request re-mails the live code to the owner, it never voids it.
// - guesses are budgeted per (address, client address) only, never per address alone: each
//   client has 3 wrong guesses per code (a fresh code resets them) and 10 guesses an hour
//   whatever the code. No budget is shared, so nothing a stranger does spends the owner's.
// The counters live in the database, in a table of their own (email-limit-store.ts): every
// instance sees the same numbers, and better-auth's pruning of its `rateLimit` rows after a
// minute does not reset them.
export const EMAIL_LIMITS = {
  windowSeconds: 60 * 60,
  /** Codes e-mailed to one address without waiting, per window. */
  freeSends: 3,
  /** Then the wait before the next code: this, doubling with each code… */
  firstDelaySeconds: 2,
  /** …up to this, well under a minute, whoever asked for the codes before. */
  maxDelaySeconds: 30,
  /** Wrong guesses one client address has at one code (a fresh code resets them). */
  guessesPerCode: 3,
  /** Guesses one client address has at one address's codes per window, whatever the code. */
  guessesPerWindow: 10,
} as const;

const WINDOW_MS = EMAIL_LIMITS.windowSeconds * 1000;
export const PACING = {
  windowMs: WINDOW_MS,
  freeSends: EMAIL_LIMITS.freeSends,
  firstDelayMs: EMAIL_LIMITS.firstDelaySeconds * 1000,
  maxDelayMs: EMAIL_LIMITS.maxDelaySeconds * 1000,
};
const BUDGETS = {
  windowMs: WINDOW_MS,
  perCode: EMAIL_LIMITS.guessesPerCode,
  perWindow: EMAIL_LIMITS.guessesPerWindow,
};

/** The signed-in account, for the e-mail change steps (better-auth's getSessionFromCtx). */
type SessionOf = () => Promise<{ user: { id: string; email: string } } | null>;

type Attempt =
  | { kind: "send"; email: string }
  /** `verification`: the identifier of better-auth's row of the code guessed at. */
  | { kind: "guess"; email: string; verification: string | undefined };

const lower = (email: string) => email.trim().toLowerCase();
const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * What a request does to the limits: every route that e-mails a code or checks one. The other
 * code routes of better-auth are disabled (server/auth/routes.ts), so these are all. The
 * identifiers are better-auth's (`toOTPIdentifier` in its email-otp plugin).
 */
async function attemptsOf(path: string | undefined, body: unknown, sessionOf: SessionOf) {
  const attempts: Attempt[] = [];
  if (path === "/email-otp/send-verification-otp") {
    const email = field(body, "email");
    if (email) attempts.push({ kind: "send", email });
  } else if (path === "/sign-in/email-otp") {
    const email = field(body, "email");
    if (email) attempts.push({ kind: "guess", email, verification: `sign-in-otp-${lower(email)}` });
  } else if (path === "/email-otp/change-email") {
    const email = field(body, "newEmail");
    const user = (await sessionOf())?.user;
    const verification = user && email && `change-email-otp-${user.id}:${lower(email)}`;
    if (email) attempts.push({ kind: "guess", email, verification });
  } else if (path === "/email-otp/request-email-change") {
    // The code of the CURRENT address (emailOTP `verifyCurrentEmail`) is a guess at that
    // address's code; then a code goes to the new address. Without a session there is no
    // current address, and better-auth answers 401 before checking or mailing anything.
    const otp = field(body, "otp");
    const current = otp === undefined ? undefined : (await sessionOf())?.user.email;
    if (current) {
      const verification = `email-verification-otp-${lower(current)}`;
      attempts.push({ kind: "guess", email: current, verification });
    }
    const email = field(body, "newEmail");
    if (email) attempts.push({ kind: "send", email });
  }
  return attempts;
}

/**
 * The client address the limits count by: the one server/auth/http.ts put in the private
 * header, as a rate-limit bucket. Without one (our own `auth.api` calls) or unreadable, the
 * shared "unknown" bucket: fail closed.
 */
function clientOf(headers: Headers | undefined) {
  return rateLimitAddress(headers?.get(CLIENT_IP_HEADER));
}

/** The pacing refusal: 429 with the seconds until the next slot. */
export function retryAfterSeconds(retryAfterMs: number) {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * From better-auth's `hooks.before`, on the body it parsed (so every content type it accepts)
 * after validation normalised the address. Counted up front, one statement per decision, so
 * parallel attempts, on one instance or many, cannot overtake the limit. better-auth's per-IP
 * limiter runs before any hook: an attempt it refuses never reaches the address.
 */
export async function enforceEmailLimit(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
  headers: Headers | undefined,
  sessionOf: SessionOf,
) {
  const client = clientOf(headers);
  const now = Date.now();
  const counted: { email: string; client: string }[] = [];
  for (const attempt of await attemptsOf(path, body, sessionOf)) {
    if (attempt.kind === "guess") {
      if (!(await admitGuess(prisma, BUDGETS, { ...attempt, client }, now))) {
        // better-auth's own code and message for a spent code: the remedy is a new code.
        throw new APIError("FORBIDDEN", {
          code: "TOO_MANY_ATTEMPTS",
          message: "Too many attempts",
        });
      }
      counted.push({ email: attempt.email, client });
      continue;
    }
    const send = await admitSend(prisma, PACING, attempt.email, now);
    if (send.allowed) continue;
    // The current-address code counted above never reached the code: give it back.
    for (const guess of counted) await refundGuess(prisma, guess);
    const retryAfter = String(retryAfterSeconds(send.retryAfterMs));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
      { "retry-after": retryAfter, "x-retry-after": retryAfter },
    );
  }
}

/**
 * From `hooks.after`: a right code is no guess, so its count is given back, and it restarts
 * the pacing of codes to its address.
 */
export async function settleEmailLimit(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
  returned: unknown,
  headers: Headers | undefined,
  sessionOf: SessionOf,
) {
  if (isAPIError(returned)) return;
  for (const attempt of await attemptsOf(path, body, sessionOf)) {
    if (attempt.kind !== "guess") continue;
    await refundGuess(prisma, { email: attempt.email, client: clientOf(headers) });
    await resetSends(prisma, attempt.email);
  }
}

/**
 * A wrong sign-in code, for the audit log: the address and how many guesses it has had in the
 * current window, never the code (docs/decisions/033-audit-log.md).
 */
export async function recordSignInFailure(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
  returned: unknown,
) {
  const given = field(body, "email");
  if (path !== "/sign-in/email-otp" || !given || !isAPIError(returned)) return;
  const email = lower(given);
  await recordAuditEvent(prisma, {
    action: "SIGN_IN_FAILURE",
    targetType: "Email",
    targetId: email,
    failuresOfEmailLimit: rowIds(email, "").tally,
  });
}
