import { createHash, randomBytes } from "node:crypto";
import type { ApiKeyScope } from "#shared/validation/api-key";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { auditedTransaction } from "../audit/audited-client.ts";
import { effectiveScopes } from "./api-key-scopes.ts";
import { signals } from "../telemetry/signals.ts";
import {
  chargedState,
  chargeStatement,
  type BudgetCharge,
  type BudgetState,
  type ChargeRow,
} from "./budgets.ts";

// Personal API keys (ADR 015), better-auth's API-key plugin's design (it pins older peers): a
// prefixed high-entropy secret, only its SHA-256 stored, an expiry, revocation, last use and a
// per-key rate limit, all checked by one SQL statement per request.

export const API_KEY_PREFIX = "gw_";
/** Requests per key per window; the window is fixed and kept on the key's row. */
export const API_KEY_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

export type ApiKeyPrincipal = {
  apiKeyId: string;
  userId: string;
  role: string | null;
  /** Whether the owner has a second factor (REQUIRE_ADMIN_MFA, server/auth/admin-policy.ts). */
  twoFactorEnabled: boolean;
  /** The key's scopes (server/auth/api-key-scopes.ts) that its owner's current role grants. */
  scopes: ApiKeyScope[];
};

export type ApiKeyCheck =
  | { ok: true; principal: ApiKeyPrincipal; budget: BudgetState | null }
  | { ok: false; reason: "invalid" | "rateLimited" };

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new secret (32 random bytes), its hash and the prefix shown in lists. */
export function generateApiKey(): { secret: string; keyHash: string; start: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, keyHash: hashApiKey(secret), start: secret.slice(0, 9) };
}

/** `Authorization: Bearer <key>` or `x-api-key: <key>`; null when the request carries neither. */
export function apiKeyFromHeaders(headers: Headers): string | null {
  const header = headers.get("x-api-key")?.trim();
  if (header) return header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

type Row = {
  id: string;
  userId: string;
  role: string | null;
  twoFactorEnabled: boolean | null;
  count: number;
  scopes: string[];
} & {
  [K in keyof ChargeRow as `budget_${K}`]: ChargeRow[K] | null;
};

/**
 * Authenticates a key (not revoked or expired, its user not banned), counts the request and
 * charges its cost budget in one statement, so concurrent requests cannot overshoot the rate
 * limit; a request over the window's limit is not charged.
 */
export async function authenticateApiKey(
  prisma: PrismaClient,
  secret: string,
  charge: BudgetCharge,
): Promise<ApiKeyCheck> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) {
    return { ok: false, reason: "invalid" };
  }
  const window = API_KEY_RATE_LIMIT.windowSeconds;
  // Columns are TIMESTAMP(3) in UTC (Prisma's convention), so "now" is taken in UTC too.
  const now = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
  const expired = Prisma.sql`k."rateWindowStart" <= ${now} - ${window}::int * interval '1 second'`;
  // Not an audited write (ADR 049): a key's use changes only bookkeeping columns, for which the
  // apiKey trigger records nothing (it records creation and revocation, ADR 033).
  const charged = chargeStatement(
    Prisma.sql`'key:' || used."id"`,
    Prisma.sql`FROM used WHERE used."count" <= ${API_KEY_RATE_LIMIT.max}::int`,
    charge,
  );
  const rows = await prisma.$queryRaw<Row[]>`
    WITH used AS (
      UPDATE "apiKey" AS k SET
        "lastUsedAt" = ${now},
        "rateWindowStart" = CASE WHEN ${expired} THEN ${now} ELSE k."rateWindowStart" END,
        "rateWindowCount" = CASE WHEN ${expired} THEN 1 ELSE k."rateWindowCount" + 1 END
      FROM "user" AS u
      WHERE k."keyHash" = ${hashApiKey(secret)}
        AND u."id" = k."userId"
        AND k."revokedAt" IS NULL
        AND k."expiresAt" > ${now}
        AND NOT (coalesce(u."banned", false)
          AND (u."banExpires" IS NULL OR u."banExpires" > ${now}))
      RETURNING k."id", k."userId", u."role", u."twoFactorEnabled", k."rateWindowCount" AS "count",
        k."scopes"),
    charged AS (${charged})
    SELECT used.*, charged."points" AS "budget_points",
      charged."lastCharge" AS "budget_lastCharge"
    FROM used LEFT JOIN charged ON true`;
  const row = rows[0];
  if (!row) return { ok: false, reason: "invalid" };
  if (row.count > API_KEY_RATE_LIMIT.max) {
    signals().rateLimited("api_key.requests");
    return { ok: false, reason: "rateLimited" };
  }
  const { budget_points: points, budget_lastCharge: lastCharge } = row;
  const budget =
    points !== null && lastCharge !== null ? chargedState({ points, lastCharge }, charge) : null;
  // Narrowed to what the owner's role grants now: a demoted admin's key keeps no admin scope,
  // so none of them makes it a writer (\`mayWrite\`) or reaches a check that reads scopes alone.
  const scopes = effectiveScopes(row.scopes, row.role);
  const principal = {
    apiKeyId: row.id,
    userId: row.userId,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    scopes,
  };
  return { ok: true, principal, budget };
}

/**
 * Creates a key unless the user has `cap` usable ones (ADR 072). A count and insert is not
 * enough under READ COMMITTED: the owner's row is locked first (FOR NO KEY UPDATE waits for other
 * creations, not for rows referencing the user), in one audited transaction.
 */
export function createApiKeyWithinCap(
  prisma: PrismaClient,
  { userId, cap, data, now }: { userId: string; cap: number; data: NewApiKey; now: Date },
) {
  return auditedTransaction(prisma, async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`;
    const usable = await tx.apiKey.count({
      where: { userId, revokedAt: null, expiresAt: { gt: now } },
    });
    if (usable >= cap) return null;
    return tx.apiKey.create({ data: { ...data, userId } });
  });
}

export type NewApiKey = Omit<Prisma.ApiKeyUncheckedCreateInput, "userId">;
