import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";

// The counters behind the sign-in code limits (email-limits.ts, ADR 008), in the `emailLimit`
// table so every instance sees the same numbers. Each decision is ONE statement: the row lock
// PostgreSQL takes for an INSERT … ON CONFLICT DO UPDATE (on the newest row version, whatever
// the statement's snapshot) is what orders racing requests, on one instance or many, so no two
// of them can both take the last guess or the same slot.
//
// Rows (addresses and client addresses hashed: the table counts, it lists no one):
//   send|A      codes e-mailed to address A this window, and when the last one went out
//   client|A|C  client C's guesses at A's codes: this window (`count`), and at the code
//               named by `codeFingerprint` (`codeGuesses`). Both budgets in one row, so one
//               conditional upsert decides both.
//   guess|A     guesses at A's codes this window, all clients (the audit log's `failures`)

export type Pacing = {
  windowMs: number;
  /** Codes sent without waiting in a window. */
  freeSends: number;
  /** The wait before the next code: this, doubling with each further code… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
};

export type GuessBudgets = {
  windowMs: number;
  /** Wrong guesses one client may make at one code. */
  perCode: number;
  /** Guesses one client may make at one address's codes per window, whatever the code. */
  perWindow: number;
};

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");
const address = (email: string) => email.trim().toLowerCase();

export const rowIds = (email: string, client: string) => ({
  send: `send|${digest(address(email))}`,
  client: `client|${digest(`${address(email)}\n${client}`)}`,
  tally: `guess|${digest(address(email))}`,
});

/** The wait after the last code before the next one may go out, `sent` codes into a window. */
export function sendDelayMs(pacing: Pacing, sent: number): number {
  if (sent < pacing.freeSends) return 0;
  return Math.min(
    pacing.firstDelayMs * 2 ** Math.min(sent - pacing.freeSends, 20),
    pacing.maxDelayMs,
  );
}

/** Takes a slot for one more code to A if the pacing allows it now; refused: the wait. */
export async function admitSend(
  prisma: PrismaClient,
  pacing: Pacing,
  email: string,
  now: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const id = rowIds(email, "").send;
  const expired = BigInt(now - pacing.windowMs);
  const at = BigInt(now);
  // The same doubling as sendDelayMs, in SQL, on the row as locked.
  const admitted = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "emailLimit" AS e ("id", "count", "windowStart", "lastAt")
    VALUES (${id}, 1, ${at}, ${at})
    ON CONFLICT ("id") DO UPDATE SET
      "count" = CASE WHEN e."windowStart" <= ${expired} THEN 1 ELSE e."count" + 1 END,
      "windowStart" = CASE WHEN e."windowStart" <= ${expired} THEN ${at} ELSE e."windowStart" END,
      "lastAt" = ${at}
    WHERE e."windowStart" <= ${expired}
       OR e."count" < ${pacing.freeSends}::int
       OR e."lastAt" + LEAST(
            ${BigInt(pacing.firstDelayMs)}::bigint << LEAST(e."count" - ${pacing.freeSends}::int, 20),
            ${BigInt(pacing.maxDelayMs)}::bigint) <= ${at}
    RETURNING e."count"`;
  if (admitted.length > 0) return { allowed: true };
  const [row] = await prisma.$queryRaw<{ count: number; windowStart: bigint; lastAt: bigint }[]>`
    SELECT "count", "windowStart", "lastAt" FROM "emailLimit" WHERE "id" = ${id}`;
  const nextSlot = Number(row?.lastAt ?? now) + sendDelayMs(pacing, Number(row?.count ?? 0));
  const windowEnd = Number(row?.windowStart ?? now) + pacing.windowMs;
  return { allowed: false, retryAfterMs: Math.min(nextSlot, windowEnd) - now };
}

/**
 * Counts one guess by client C at A's code, in one statement: admitted only while C has
 * guesses left at this code AND in this window. `verification` is better-auth's row of the
 * code (`<type>-otp-<…>`): its stored part (`<stored otp>:<attempts>`) is the same on every
 * re-send (`resendStrategy: "reuse"`) and on the restore after a wrong guess, and new with
 * every new code (encrypted with a fresh nonce), so its md5 names the code. No row (none sent,
 * spent, or taken off the table for an instant by a racing guess) resets nothing: it counts
 * against the client's last code. False: a budget is spent, and the guess must not reach the
 * code.
 */
export async function admitGuess(
  prisma: PrismaClient,
  budgets: GuessBudgets,
  guess: { email: string; client: string; verification: string | undefined },
  now: number,
): Promise<boolean> {
  const ids = rowIds(guess.email, guess.client);
  const expired = BigInt(now - budgets.windowMs);
  const at = BigInt(now);
  // Another code than the one the client's count is for. A client's first code continues the
  // count of guesses it made before any code was live: they may have raced its creation.
  const fresh = Prisma.sql`(excluded."codeFingerprint" <> '' AND e."codeFingerprint" <> ''
    AND excluded."codeFingerprint" <> e."codeFingerprint")`;
  const admitted = await prisma.$queryRaw<{ admitted: number }[]>`
    WITH code AS (
      SELECT coalesce((
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
      WHERE (e."windowStart" <= ${expired} OR e."count" < ${budgets.perWindow}::int)
        AND (${fresh} OR e."codeGuesses" < ${budgets.perCode}::int)
      RETURNING 1
    ), tally AS (
      INSERT INTO "emailLimit" AS t ("id", "count", "windowStart", "lastAt")
      SELECT ${ids.tally}, 1, ${at}, ${at} FROM counted
      ON CONFLICT ("id") DO UPDATE SET
        "count" = CASE WHEN t."windowStart" <= ${expired} THEN 1 ELSE t."count" + 1 END,
        "windowStart" = CASE WHEN t."windowStart" <= ${expired} THEN ${at} ELSE t."windowStart" END
    )
    SELECT count(*)::int AS admitted FROM counted`;
  return (admitted[0]?.admitted ?? 0) > 0;
}

/**
 * A right code is no guess: its count is given back to the client. The code itself is spent
 * by then, and the next one starts its own count.
 */
export async function refundGuess(prisma: PrismaClient, guess: { email: string; client: string }) {
  const ids = rowIds(guess.email, guess.client);
  await prisma.$executeRaw`
    UPDATE "emailLimit" SET
      "count" = GREATEST("count" - 1, 0),
      "codeGuesses" = GREATEST("codeGuesses" - 1, 0)
    WHERE "id" IN (${ids.client}, ${ids.tally})`;
}

/**
 * A right code proves the owner: the pacing of codes to that address starts again, so the
 * owner who signs in often is never made to wait for it. Strangers cannot reach this: they
 * have no right code (ADR 008).
 */
export async function resetSends(prisma: PrismaClient, email: string) {
  await prisma.$executeRaw`DELETE FROM "emailLimit" WHERE "id" = ${rowIds(email, "").send}`;
}
