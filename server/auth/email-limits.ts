import { createHash } from "node:crypto";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { callState } from "./call-state.ts";
import { CLIENT_IP_HEADER, rateLimitAddress } from "../http/client-ip.ts";
import { signals } from "../telemetry/signals.ts";

/** better-auth's twoFactor plugin's challenge cookie (its TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";
/** An authenticator code's life (second-factor.ts keeps the plugin's 30-second steps). */
const TOTP_STEP_MS = 30_000;

// Limits on the e-mailed codes (ADR 068 has the threat model). better-auth limits per IP and
// path only. Codes to one address are paced, not capped (`resendStrategy: "reuse"` re-mails the
// live code, never voids it); guesses are budgeted per (address, client) only, so nothing a
// stranger does spends the owner's. Counters live in the `emailLimit` table (hashed), shared by
// every instance and not pruned with better-auth's `rateLimit` rows; each decision is ONE
// upsert, whose row lock orders racing requests. Rows: send|A (codes to A, the last one's time),
// client|A|C (C's guesses at A's codes, in the window and at the live code), guess|A (all),
// factor|U (user U's second factor's guesses, from every client: docs/decisions/125).
export const EMAIL_LIMITS = {
  windowSeconds: 60 * 60,
  /** Codes e-mailed to one address without waiting, per window; then a wait that doubles. */
  freeSends: 3,
  firstDelaySeconds: 2,
  maxDelaySeconds: 30,
  /** Wrong guesses one client address has at one code (a fresh code resets them). */
  guessesPerCode: 3,
  /** Guesses one client address has at one address's codes per window, whatever the code. */
  guessesPerWindow: 10,
  /**
   * Guesses at one user's second factor per window (an hour, doubled after each window that
   * ended with wrong guesses, until a right answer), from all clients together (issue 38: per
   * user and per IP). Unlike a sign-in code's, whoever spends these already holds the first
   * factor, so this budget is no stranger's lever against the owner; without it, a session or
   * challenge guessed at from rotating addresses had no bound (better-auth locks nothing on a
   * signed-in verify).
   */
  secondFactorGuessesPerUser: 20,
} as const;

/**
 * better-auth's per-IP `rateLimit.customRules` on the code routes, instead of its 3 a minute:
 * an office behind one NAT shares an IP. Guessing is stopped per address above; what is left is
 * a brake on one client spraying many addresses, above an office's busiest minute.
 */
export const CODE_IP_LIMITS = {
  /** Codes e-mailed (sign-in codes, e-mail change codes) per client address per minute. */
  send: { window: 60, max: 30 },
  /** Codes entered (sign-in, e-mail change) per client address per minute, typos included. */
  verify: { window: 60, max: 60 },
} as const;

/** The second factor's answers (docs/decisions/116): guesses at a code, as the e-mailed ones. */
export const SECOND_FACTOR_ROUTES: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

export const codeRouteRateLimits: Record<string, { window: number; max: number }> = {
  "/email-otp/send-verification-otp": CODE_IP_LIMITS.send,
  "/email-otp/request-email-change": CODE_IP_LIMITS.send,
  "/sign-in/email-otp": CODE_IP_LIMITS.verify,
  "/email-otp/change-email": CODE_IP_LIMITS.verify,
  // Instead of the twoFactor plugin's 3 per 10 s for all of /two-factor/*.
  ...Object.fromEntries([...SECOND_FACTOR_ROUTES].map((path) => [path, CODE_IP_LIMITS.verify])),
};

const WINDOW_MS = EMAIL_LIMITS.windowSeconds * 1000;
const digest = (text: string) => createHash("sha256").update(text).digest("base64url");
const lower = (email: string) => email.trim().toLowerCase();
const rowIds = (email: string, client: string, user?: string) => ({
  send: `send|${digest(lower(email))}`,
  client: `client|${digest(`${lower(email)}\n${client}`)}`,
  tally: `guess|${digest(lower(email))}`,
  /** A second factor's guesses per user (a sentinel no row has for other guesses). */
  factor: user === undefined ? "" : `factor|${digest(user)}`,
});

/** The wait after a send row's last code: doubling past the free sends, capped. */
const sendDelay = Prisma.sql`LEAST(
  ${BigInt(EMAIL_LIMITS.firstDelaySeconds * 1000)}::bigint
    << LEAST(GREATEST(e."count" - ${EMAIL_LIMITS.freeSends}::int, 0), 20),
  ${BigInt(EMAIL_LIMITS.maxDelaySeconds * 1000)}::bigint)`;

/**
 * A factor|U row's window: an hour, doubled for each window before it that ended with wrong
 * guesses (its `codeGuesses`, unused otherwise on this row), until a right answer. Capped
 * only so the shift cannot overflow: 20 windows are 2^20 hours.
 */
const factorWindow = (row: string) =>
  Prisma.sql`(${BigInt(WINDOW_MS)}::bigint << LEAST(${Prisma.raw(`${row}."codeGuesses"`)}, 20))`;

/** Takes a slot for one more code to `email` if the pacing allows it: 0, else seconds to wait. */
export async function admitSend(prisma: PrismaClient, email: string, now = Date.now()) {
  const id = rowIds(email, "").send;
  const expired = BigInt(now - WINDOW_MS);
  const at = BigInt(now);
  const admitted = await prisma.$queryRaw<unknown[]>`
    INSERT INTO "emailLimit" AS e ("id", "count", "windowStart", "lastAt")
    VALUES (${id}, 1, ${at}, ${at})
    ON CONFLICT ("id") DO UPDATE SET
      "count" = CASE WHEN e."windowStart" <= ${expired} THEN 1 ELSE e."count" + 1 END,
      "windowStart" = CASE WHEN e."windowStart" <= ${expired} THEN ${at} ELSE e."windowStart" END,
      "lastAt" = ${at}
    WHERE e."windowStart" <= ${expired}
       OR e."count" < ${EMAIL_LIMITS.freeSends}::int
       OR e."lastAt" + ${sendDelay} <= ${at}
    RETURNING 1`;
  if (admitted.length > 0) return 0;
  // Here, not in the callers: REST's code routes and GraphQL's e-mail change share the pacing.
  signals().rateLimited("code.send");
  const [row] = await prisma.$queryRaw<{ next: bigint }[]>`
    SELECT LEAST(e."lastAt" + ${sendDelay}, e."windowStart" + ${BigInt(WINDOW_MS)}::bigint)
      AS "next" FROM "emailLimit" AS e WHERE e."id" = ${id}`;
  return Math.max(1, Math.ceil((Number(row?.next ?? now) - now) / 1000));
}

/**
 * Counts one guess by `client`, admitted only while it has guesses left at this code AND in
 * this window. The code is named by the md5 of the stored part of better-auth's `verification`
 * row (`<stored otp>:<attempts>`): the same on re-sends and restores, new with every code (a
 * fresh nonce). No row (none sent, spent, or briefly taken by a racing guess) resets nothing.
 */
async function admitGuess(
  prisma: PrismaClient,
  guess: Guess & { client: string },
  now: number,
): Promise<boolean> {
  const ids = rowIds(guess.email, guess.client, guess.user);
  const expired = BigInt(now - WINDOW_MS);
  const at = BigInt(now);
  // Another code than the one the client's count is for. A client's first code continues the
  // count of guesses it made before any code was live: they may have raced its creation.
  const fresh = Prisma.sql`(excluded."codeFingerprint" <> '' AND e."codeFingerprint" <> ''
    AND excluded."codeFingerprint" <> e."codeFingerprint")`;
  const factorEnded = Prisma.sql`u."windowStart" + ${factorWindow("u")} <= ${at}`;
  const admitted = await prisma.$queryRaw<{ admitted: number }[]>`
    WITH code AS (
      SELECT coalesce(md5(${guess.code ?? null}::text), (
        SELECT md5(regexp_replace(v."value", ':[^:]*$', '')) FROM "verification" v
        WHERE v."identifier" = ${guess.verification ?? ""}
        ORDER BY v."createdAt" DESC LIMIT 1
      ), '') AS fingerprint
    ), counted AS (
      INSERT INTO "emailLimit" AS e
        ("id", "count", "windowStart", "lastAt", "codeGuesses", "codeFingerprint")
      SELECT ${ids.client}, 1, ${at}, ${at}, 1, fingerprint FROM code
      ON CONFLICT ("id") DO UPDATE SET
        "count" = CASE WHEN e."windowStart" <= ${expired} THEN 1 ELSE e."count" + 1 END,
        "windowStart" = CASE WHEN e."windowStart" <= ${expired} THEN ${at} ELSE e."windowStart" END,
        "lastAt" = ${at},
        "codeGuesses" = CASE WHEN ${fresh} THEN 1 ELSE e."codeGuesses" + 1 END,
        "codeFingerprint" = CASE
          WHEN excluded."codeFingerprint" = '' THEN e."codeFingerprint"
          ELSE excluded."codeFingerprint" END
      WHERE (e."windowStart" <= ${expired} OR e."count" < ${EMAIL_LIMITS.guessesPerWindow}::int)
        AND (${fresh} OR e."codeGuesses" < ${EMAIL_LIMITS.guessesPerCode}::int)
      RETURNING 1
    ), tally AS (
      INSERT INTO "emailLimit" AS t ("id", "count", "windowStart", "lastAt")
      SELECT ${ids.tally}, 1, ${at}, ${at} FROM counted
      ON CONFLICT ("id") DO UPDATE SET
        "count" = CASE WHEN t."windowStart" <= ${expired} THEN 1 ELSE t."count" + 1 END,
        "windowStart" = CASE WHEN t."windowStart" <= ${expired} THEN ${at} ELSE t."windowStart" END
    ), per_user AS (
      -- A second factor's guess, admitted by its client, is admitted by its user's count too.
      -- The row lock orders racing clients; a client refused here has spent its own guess.
      -- Its window doubles after each one that ended with wrong guesses left in it, until a
      -- right answer (refundGuess) resets it: guesses have a cumulative bound, not a rate.
      INSERT INTO "emailLimit" AS u ("id", "count", "windowStart", "lastAt")
      SELECT ${ids.factor}, 1, ${at}, ${at} FROM counted WHERE ${ids.factor} <> ''
      ON CONFLICT ("id") DO UPDATE SET
        "count" = CASE WHEN ${factorEnded} THEN 1 ELSE u."count" + 1 END,
        "windowStart" = CASE WHEN ${factorEnded} THEN ${at} ELSE u."windowStart" END,
        "codeGuesses" = CASE WHEN ${factorEnded} AND u."count" > 0
          THEN u."codeGuesses" + 1 ELSE u."codeGuesses" END,
        "lastAt" = ${at}
      WHERE ${factorEnded}
         OR u."count" < ${EMAIL_LIMITS.secondFactorGuessesPerUser}::int
      RETURNING 1
    )
    SELECT CASE WHEN ${ids.factor} = '' THEN (SELECT count(*) FROM counted)
      ELSE (SELECT count(*) FROM per_user) END::int AS admitted`;
  return (admitted[0]?.admitted ?? 0) > 0;
}

/**
 * Seconds until a refused client may guess again: the latest end of a spent window (the
 * client's, the user's), else the next code on screen.
 */
async function secondFactorWait(
  prisma: PrismaClient,
  { email, client, user }: { email: string; client: string; user?: string },
  codeEnds: number,
  now: number,
) {
  const ids = rowIds(email, client, user);
  const rows = await prisma.$queryRaw<{ id: string; ends: bigint; count: number }[]>`
    SELECT e."id", e."count", e."windowStart" + CASE WHEN e."id" = ${ids.factor}
      THEN ${factorWindow("e")} ELSE ${BigInt(WINDOW_MS)}::bigint END AS "ends"
    FROM "emailLimit" AS e WHERE e."id" IN (${ids.client}, ${ids.factor})`;
  const limitOf = (id: string) =>
    id === ids.factor ? EMAIL_LIMITS.secondFactorGuessesPerUser : EMAIL_LIMITS.guessesPerWindow;
  const spentUntil = rows
    .map((row) => ({ ends: Number(row.ends), spent: row.count >= limitOf(row.id) }))
    .filter(({ ends, spent }) => spent && ends > now)
    .map(({ ends }) => ends);
  return Math.max(1, Math.ceil((Math.max(codeEnds, ...spentUntil) - now) / 1000));
}

/** The guess each call made, for its after-hook (a right second factor spends its challenge). */
const admitted = callState<Guess>();

/**
 * A right code is no guess: its count goes back to the client (the code itself is spent). A
 * right second factor resets its user's count and doubling: only the factor's holder has one.
 */
async function refundGuess(prisma: PrismaClient, guess: Guess, client: string) {
  const ids = rowIds(guess.email, client, guess.user);
  await prisma.$executeRaw`
    UPDATE "emailLimit" SET
      "count" = CASE WHEN "id" = ${ids.factor} THEN 0 ELSE GREATEST("count" - 1, 0) END,
      "codeGuesses" = CASE WHEN "id" = ${ids.factor} THEN 0
        ELSE GREATEST("codeGuesses" - 1, 0) END
    WHERE "id" IN (${ids.client}, ${ids.tally}, ${ids.factor})`;
}

/** better-auth's hook context, with the body as validation normalised it. */
type HookContext = Parameters<typeof getSessionFromCtx>[0] & {
  path?: string;
  body?: unknown;
  request?: Request;
};
/**
 * `verification`: the identifier of better-auth's row of the code guessed at. `code` instead
 * names a code no row holds (a second factor's challenge): its guesses are counted apart.
 */
type Guess = {
  email: string;
  verification: string | undefined;
  code?: string;
  codeEnds?: number;
  /** A second factor's user, whose guesses from every client are counted together. */
  user?: string;
};

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * What a request does to the limits: a guess at a code, a code to send, or both, on every route
 * that checks or e-mails a code (the others are off the allow-list, routes.ts). The
 * identifiers are better-auth's (`toOTPIdentifier`).
 */
async function attemptOf(ctx: HookContext): Promise<{ guess?: Guess; send?: string }> {
  const { path, body } = ctx;
  const sessionOf = () => getSessionFromCtx(ctx);
  const email = field(body, "email");
  const newEmail = field(body, "newEmail");
  if (path === "/email-otp/send-verification-otp") return { send: email };
  if (path && SECOND_FACTOR_ROUTES.has(path)) {
    return { guess: await secondFactorGuess(ctx, Date.now()) };
  }
  if (path === "/sign-in/email-otp" && email) {
    return { guess: { email, verification: `sign-in-otp-${lower(email)}` } };
  }
  if (path === "/email-otp/change-email" && newEmail) {
    const user = (await sessionOf())?.user;
    const verification = user && `change-email-otp-${user.id}:${lower(newEmail)}`;
    return { guess: { email: newEmail, verification } };
  }
  if (path !== "/email-otp/request-email-change") return {};
  // The current address's code (`verifyCurrentEmail`) is a guess at that address's code; then a
  // code goes to the new address. Without a session better-auth answers 401 first.
  const current = field(body, "otp") === undefined ? undefined : (await sessionOf())?.user.email;
  const verification = current && `email-verification-otp-${lower(current)}`;
  return { guess: current ? { email: current, verification } : undefined, send: newEmail };
}

/**
 * A second factor's answer is a guess at the user's address's codes, per client as theirs are
 * (docs/decisions/116). The user is the session's or, pending, the challenge's (better-auth's
 * signed `two_factor` cookie names its row, whose value is the user's id); without either
 * better-auth refuses the answer itself. The code is the authenticator's current one: the
 * same challenge or session within one TOTP step (a new code on screen every 30 s).
 */
async function secondFactorGuess(ctx: HookContext, now: number): Promise<Guess | undefined> {
  const step = Math.floor(now / TOTP_STEP_MS);
  const codeEnds = (step + 1) * TOTP_STEP_MS;
  const session = await getSessionFromCtx(ctx);
  if (session) {
    const code = `${session.session.id}|${step}`;
    const user = session.user.id;
    return { email: session.user.email, verification: undefined, code, codeEnds, user };
  }
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return undefined;
  const row = await ctx.context.internalAdapter.findVerificationValue(challenge);
  const user = row && (await ctx.context.internalAdapter.findUserById(row.value));
  if (!user) return undefined;
  const code = `${challenge}|${step}`;
  return { email: user.email, verification: undefined, code, codeEnds, user: user.id };
}

/** The client as a rate-limit bucket; our own `auth.api` calls have none: "unknown", closed. */
const clientOf = (ctx: HookContext) =>
  rateLimitAddress((ctx.request?.headers ?? ctx.headers)?.get(CLIENT_IP_HEADER));

/**
 * From `hooks.before`, on the body better-auth parsed and validation normalised. Counted up
 * front, so parallel attempts cannot overtake the limit; better-auth's per-IP limiter runs
 * before any hook, so an attempt it refuses never reaches the address.
 */
export async function enforceEmailLimit(prisma: PrismaClient, ctx: HookContext) {
  const client = clientOf(ctx);
  const now = Date.now();
  const { guess, send } = await attemptOf(ctx);
  // The after-hook settles this guess: a right second factor has spent its challenge by then.
  if (guess) admitted.set(ctx, guess);
  if (guess && !(await admitGuess(prisma, { ...guess, client }, now))) {
    signals().rateLimited(guess.codeEnds === undefined ? "code.guess" : "second_factor.guess");
    if (guess.codeEnds !== undefined) {
      // A second factor: no code to ask for; the client waits for the next one on screen, or
      // for its window to end.
      const wait = await secondFactorWait(prisma, { ...guess, client }, guess.codeEnds, now);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
        { "retry-after": String(wait), "x-retry-after": String(wait) },
      );
    }
    // better-auth's own code and message for a spent code: the remedy is a new code.
    throw new APIError("FORBIDDEN", { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts" });
  }
  const wait = send ? await admitSend(prisma, send, now) : 0;
  if (wait === 0) return;
  // The current address's code counted above never reached the code: give it back.
  if (guess) await refundGuess(prisma, guess, client);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
    { "retry-after": String(wait), "x-retry-after": String(wait) },
  );
}

/**
 * From `hooks.after`: a right code gives its guess back and restarts the pacing of codes to its
 * address, so an owner who signs in often never waits. Strangers have no right code.
 */
export async function settleEmailLimit(
  prisma: PrismaClient,
  ctx: HookContext & { context: { returned?: unknown } },
) {
  if (isAPIError(ctx.context.returned)) return;
  const guess = admitted.get(ctx);
  if (!guess) return;
  await refundGuess(prisma, guess, clientOf(ctx));
  await prisma.$executeRaw`DELETE FROM "emailLimit" WHERE "id" = ${rowIds(guess.email, "").send}`;
}

/** A wrong sign-in code, for the audit log: the address and its guesses this window, no code. */
export async function recordSignInFailure(
  prisma: PrismaClient,
  { path, body, context }: { path?: string; body?: unknown; context: { returned?: unknown } },
) {
  const given = field(body, "email");
  if (path !== "/sign-in/email-otp" || !given || !isAPIError(context.returned)) return;
  await recordAuditEvent(prisma, {
    action: "SIGN_IN_FAILURE",
    targetType: "Email",
    targetId: lower(given),
    failuresOfEmailLimit: rowIds(given, "").tally,
  });
}
