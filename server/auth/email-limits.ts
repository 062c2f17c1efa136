import { createHash } from "node:crypto";
import { APIError, isAPIError } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { recordAuditEvent } from "../audit/record.ts";

// Per-address limits (ADR 008). better-auth only limits per IP and path, so someone with many
// addresses could still flood one mailbox or guess one code from many IPs. The counters live
// in the database, so every instance sees the same numbers, in a table of their own: better-auth
// deletes `rateLimit` rows older than its longest per-IP window (one minute), which reset
// these hourly counters after a minute when they were kept there.
export const EMAIL_LIMITS = {
  windowSeconds: 60 * 60,
  /** Codes e-mailed to one address per window. */
  sends: 5,
  /** Wrong codes entered for one address per window. */
  guesses: 10,
} as const;

export type EmailLimitKind = "send" | "guess";

// Every route that e-mails a code or checks one, with the body field naming the address. The
// other code routes of better-auth are disabled (server/auth/routes.ts), so these are all.
const ROUTES: Record<string, { kind: EmailLimitKind; field: string }> = {
  "/email-otp/send-verification-otp": { kind: "send", field: "email" },
  "/email-otp/request-email-change": { kind: "send", field: "newEmail" },
  "/sign-in/email-otp": { kind: "guess", field: "email" },
  "/email-otp/change-email": { kind: "guess", field: "newEmail" },
};

function limited(path: string | undefined, body: unknown) {
  const route = path ? ROUTES[path] : undefined;
  const email = route && (body as Record<string, unknown> | undefined)?.[route.field];
  return route && typeof email === "string" ? { kind: route.kind, email } : undefined;
}

/**
 * From better-auth's `hooks.before`, on the body it parsed (so every content type it accepts)
 * after validation normalised the address. Counted up front, so parallel attempts cannot
 * overtake the limit. better-auth's per-IP limiter runs before any hook: an attempt it
 * refuses never reaches the address and costs it nothing.
 */
export async function enforceEmailLimit(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
) {
  const attempt = limited(path, body);
  if (!attempt) return;
  const limit = await consumeEmailLimit(prisma, attempt.kind, attempt.email);
  if (limit.allowed) return;
  const retryAfter = String(limit.retryAfterSeconds);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
    { "retry-after": retryAfter, "x-retry-after": retryAfter },
  );
}

/** From `hooks.after`: a right code is no guess, so its attempt is given back. */
export async function settleEmailLimit(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
  returned: unknown,
) {
  const attempt = limited(path, body);
  if (attempt?.kind === "guess" && !isAPIError(returned)) {
    await refundEmailLimit(prisma, "guess", attempt.email);
  }
}

/**
 * A wrong sign-in code, for the audit log: the address and how many wrong codes it has had
 * in the current window, never the code (docs/decisions/033-audit-log.md).
 */
export async function recordSignInFailure(
  prisma: PrismaClient,
  path: string | undefined,
  body: unknown,
  returned: unknown,
) {
  const attempt = limited(path, body);
  if (path !== "/sign-in/email-otp" || !attempt || !isAPIError(returned)) return;
  const email = attempt.email.trim().toLowerCase();
  await recordAuditEvent(prisma, {
    action: "SIGN_IN_FAILURE",
    targetType: "Email",
    targetId: email,
    failuresOfEmailLimit: rowId("guess", email),
  });
}

// The address is hashed: the table is a counter, not a list of who tried to sign in.
function rowId(kind: EmailLimitKind, email: string) {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return `${kind}|${digest}`;
}

/**
 * Counts one attempt atomically (fixed window) and says whether it is within the limit.
 * One statement, so two instances racing on the same address cannot both slip through.
 */
export async function consumeEmailLimit(
  prisma: PrismaClient,
  kind: EmailLimitKind,
  email: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const id = rowId(kind, email);
  const now = Date.now();
  const windowStart = now - EMAIL_LIMITS.windowSeconds * 1000;
  const rows = await prisma.$queryRaw<{ count: number; windowStart: bigint }[]>`
    INSERT INTO "emailLimit" ("id", "count", "windowStart")
    VALUES (${id}, 1, ${BigInt(now)})
    ON CONFLICT ("id") DO UPDATE SET
      "count" = CASE WHEN "emailLimit"."windowStart" < ${BigInt(windowStart)} THEN 1
                     ELSE "emailLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "emailLimit"."windowStart" < ${BigInt(windowStart)} THEN ${BigInt(now)}
                           ELSE "emailLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  const count = Number(row?.count ?? 1);
  const startedAt = Number(row?.windowStart ?? now);
  const max = kind === "send" ? EMAIL_LIMITS.sends : EMAIL_LIMITS.guesses;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + EMAIL_LIMITS.windowSeconds * 1000 - now) / 1000),
  );
  return { allowed: count <= max, retryAfterSeconds };
}

/** Gives back an attempt that turned out not to count (a correct code is not a guess). */
export async function refundEmailLimit(prisma: PrismaClient, kind: EmailLimitKind, email: string) {
  await prisma.$executeRaw`
    UPDATE "emailLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "id" = ${rowId(kind, email)}`;
}
