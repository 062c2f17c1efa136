import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";

// Hourly cost budgets (docs/decisions/030-*): a token bucket per API key and per user for
// browser sessions, restored continuously at limit/3600 points a second. The row lives in
// the database, so every app instance on it shares the balance; each charge is one
// conditional INSERT … ON CONFLICT DO UPDATE, which locks the row and reads its latest
// version, so two concurrent requests can never both spend the last points.

const SECONDS_PER_HOUR = 3600;

/** What a request may see of its budget (headers, `rateLimit`, `extensions.cost`). */
export type BudgetState = {
  limit: number;
  /** Points the operation asked for, charged before execution. */
  requested: number;
  /** Points kept after execution; null until then (and for refused requests). */
  actual: number | null;
  /** Whole points left. */
  remaining: number;
  /** When the bucket is full again. */
  resetAt: Date;
  /** Points restored per second. */
  restoreRate: number;
  /** Seconds until `requested` points are available; 0 when charged. */
  retryAfter: number;
};

type Row = { points: number; lastCharge: number };

export function restoreRate(limit: number): number {
  return limit / SECONDS_PER_HOUR;
}

/**
 * Takes `cost` points if that many are available. One statement, on the row's latest
 * version; a refusal takes nothing (it only brings the balance up to date).
 */
export async function chargeBudget(
  prisma: PrismaClient,
  subject: string,
  cost: number,
  limit: number,
): Promise<BudgetState> {
  const rate = restoreRate(limit);
  // Columns are TIMESTAMP(3) in UTC (Prisma's convention). statement_timestamp() is one
  // value for the whole statement, so every CASE below takes the same decision; a statement
  // that waited for the row lock may start before the balance it reads (GREATEST(0, …)).
  const at = Prisma.sql`(statement_timestamp() AT TIME ZONE 'UTC')`;
  // The balance now: the stored one plus what was restored since, capped at the limit.
  const balance = Prisma.sql`LEAST(${limit}::float8, b."points" + ${rate}::float8 *
    GREATEST(0, EXTRACT(EPOCH FROM (${at} - b."updatedAt"))))`;
  const rows = await prisma.$queryRaw<Row[]>`
    INSERT INTO "rateBudget" AS b ("subject", "points", "updatedAt", "lastCharge")
    VALUES (${subject},
      CASE WHEN ${cost}::int <= ${limit}::float8 THEN ${limit}::float8 - ${cost}::int
        ELSE ${limit}::float8 END,
      ${at},
      CASE WHEN ${cost}::int <= ${limit}::float8 THEN ${cost}::int ELSE -1 END)
    ON CONFLICT ("subject") DO UPDATE SET
      "points" = CASE WHEN ${balance} >= ${cost}::int THEN ${balance} - ${cost}::int
        ELSE ${balance} END,
      "updatedAt" = GREATEST(${at}, b."updatedAt"),
      "lastCharge" = CASE WHEN ${balance} >= ${cost}::int THEN ${cost}::int ELSE -1 END
    RETURNING "points", "lastCharge"`;
  const row = rows[0] ?? { points: 0, lastCharge: -1 };
  const charged = row.lastCharge >= 0;
  const points = Number(row.points);
  return {
    ...stateOf(points, limit),
    requested: cost,
    retryAfter: charged ? 0 : Math.max(1, Math.ceil((Math.min(cost, limit) - points) / rate)),
  };
}

/** Gives back what an operation asked for but did not return. */
export async function refundBudget(
  prisma: PrismaClient,
  subject: string,
  state: BudgetState,
  actual: number,
): Promise<BudgetState> {
  const refund = Math.max(0, state.requested - actual);
  if (refund === 0) return { ...state, actual };
  const rows = await prisma.$queryRaw<Pick<Row, "points">[]>`
    UPDATE "rateBudget" SET "points" = LEAST(${state.limit}::float8, "points" + ${refund}::int)
    WHERE "subject" = ${subject}
    RETURNING "points"`;
  const points = rows[0] ? Number(rows[0].points) : state.remaining + refund;
  return { ...state, ...stateOf(points, state.limit), actual };
}

function stateOf(points: number, limit: number) {
  const rate = restoreRate(limit);
  const remaining = Math.max(0, Math.floor(points));
  return {
    limit,
    actual: null,
    remaining,
    resetAt: new Date(Date.now() + Math.ceil((limit - points) / rate) * 1000),
    restoreRate: rate,
  };
}
