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

export function restoreRate(limit: number): number {
  return limit / SECONDS_PER_HOUR;
}

/** A charge to fold into another statement: the caller's cost and hourly limit. */
export type BudgetCharge = { cost: number; limit: number };

/** The charge's result columns, as `chargeStatement` returns them. */
export type ChargeRow = { points: number | string; lastCharge: number };

/**
 * The conditional upsert that takes `cost` points if that many are available, for the subject
 * each row of `source` gives (none: nothing charged). Other statements embed it as a CTE so a
 * request's caller and its charge are one statement (docs/decisions/034); a refusal takes
 * nothing (it only brings the balance up to date).
 */
export function chargeStatement(
  subject: Prisma.Sql,
  source: Prisma.Sql,
  { cost, limit }: BudgetCharge,
): Prisma.Sql {
  const rate = restoreRate(limit);
  // Columns are TIMESTAMP(3) in UTC (Prisma's convention). statement_timestamp() is one
  // value for the whole statement, so every CASE below takes the same decision; a statement
  // that waited for the row lock may start before the balance it reads (GREATEST(0, …)).
  const at = Prisma.sql`(statement_timestamp() AT TIME ZONE 'UTC')`;
  // The balance now: the stored one plus what was restored since, capped at the limit.
  const balance = Prisma.sql`LEAST(${limit}::float8, b."points" + ${rate}::float8 *
    GREATEST(0, EXTRACT(EPOCH FROM (${at} - b."updatedAt"))))`;
  // INSERT … SELECT needs its WHERE before ON CONFLICT (the grammar's own caveat).
  return Prisma.sql`
    INSERT INTO "rateBudget" AS b ("subject", "points", "updatedAt", "lastCharge")
    SELECT (${subject})::text,
      CASE WHEN ${cost}::int <= ${limit}::float8 THEN ${limit}::float8 - ${cost}::int
        ELSE ${limit}::float8 END,
      ${at},
      CASE WHEN ${cost}::int <= ${limit}::float8 THEN ${cost}::int ELSE -1 END
    ${source}
    ON CONFLICT ("subject") DO UPDATE SET
      "points" = CASE WHEN ${balance} >= ${cost}::int THEN ${balance} - ${cost}::int
        ELSE ${balance} END,
      "updatedAt" = GREATEST(${at}, b."updatedAt"),
      "lastCharge" = CASE WHEN ${balance} >= ${cost}::int THEN ${cost}::int ELSE -1 END
    RETURNING "points", "lastCharge"`;
}

/** What a charge's row means for the request: charged, or short and when to retry. */
export function chargedState(row: ChargeRow, { cost, limit }: BudgetCharge): BudgetState {
  const charged = row.lastCharge >= 0;
  const points = Number(row.points);
  const rate = restoreRate(limit);
  return {
    ...stateOf(points, limit),
    requested: cost,
    retryAfter: charged ? 0 : Math.max(1, Math.ceil((Math.min(cost, limit) - points) / rate)),
  };
}

/** Takes `cost` points from `subject`'s bucket if that many are available; one statement. */
export async function chargeBudget(
  prisma: PrismaClient,
  subject: string,
  charge: BudgetCharge,
): Promise<BudgetState> {
  const rows = await prisma.$queryRaw<ChargeRow[]>(
    chargeStatement(Prisma.sql`${subject}`, Prisma.sql`WHERE true`, charge),
  );
  return chargedState(rows[0] ?? { points: 0, lastCharge: -1 }, charge);
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
  const rows = await prisma.$queryRaw<Pick<ChargeRow, "points">[]>`
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
