import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";
import type { BudgetLease } from "./budget-leases.ts";

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
  /** The session's lease that paid, when one did (budget-leases.ts); refunds go back to it. */
  lease?: BudgetLease;
};

export function restoreRate(limit: number): number {
  return limit / SECONDS_PER_HOUR;
}

/**
 * A charge to fold into another statement: the caller's cost and hourly limit, and up to
 * `lease` points more to take when the balance has them (budget-leases.ts).
 */
export type BudgetCharge = { cost: number; limit: number; lease?: number };

/** The share of the hourly limit a session's lease takes at once (budget-leases.ts). */
const LEASE_SHARE = 0.01;

/** The points a lease claim takes beyond its cost. */
export function leaseSize(limit: number): number {
  return Math.floor(limit * LEASE_SHARE);
}

/**
 * The charge's result columns, as `chargeStatement` returns them: the balance after it, and
 * the points taken (the cost plus any lease), or -1 when refused.
 */
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
  { cost, limit, lease = 0 }: BudgetCharge,
): Prisma.Sql {
  const rate = restoreRate(limit);
  // Columns are TIMESTAMP(3) in UTC (Prisma's convention). statement_timestamp() is one
  // value for the whole statement, so every CASE below takes the same decision; a statement
  // that waited for the row lock may start before the balance it reads (GREATEST(0, …)).
  const at = Prisma.sql`(statement_timestamp() AT TIME ZONE 'UTC')`;
  // The balance now: the stored one plus what was restored since, capped at the limit.
  const balance = Prisma.sql`LEAST(${limit}::float8, b."points" + ${rate}::float8 *
    GREATEST(0, EXTRACT(EPOCH FROM (${at} - b."updatedAt"))))`;
  // What a charge takes from `from` points: the cost, plus as much of the lease as is there.
  const taken = (from: Prisma.Sql) =>
    Prisma.sql`(${cost}::int + FLOOR(LEAST(${lease}::float8, ${from} - ${cost}::int))::int)`;
  const full = Prisma.sql`${limit}::float8`;
  // INSERT … SELECT needs its WHERE before ON CONFLICT (the grammar's own caveat).
  return Prisma.sql`
    INSERT INTO "rateBudget" AS b ("subject", "points", "updatedAt", "lastCharge")
    SELECT (${subject})::text,
      CASE WHEN ${cost}::int <= ${full} THEN ${full} - ${taken(full)} ELSE ${full} END,
      ${at},
      CASE WHEN ${cost}::int <= ${full} THEN ${taken(full)} ELSE -1 END
    ${source}
    ON CONFLICT ("subject") DO UPDATE SET
      "points" = CASE WHEN ${balance} >= ${cost}::int THEN ${balance} - ${taken(balance)}
        ELSE ${balance} END,
      "updatedAt" = GREATEST(${at}, b."updatedAt"),
      "lastCharge" = CASE WHEN ${balance} >= ${cost}::int THEN ${taken(balance)} ELSE -1 END
    RETURNING "points", "lastCharge"`;
}

/** What a charge's row means for the request: charged, or short and when to retry. */
export function chargedState(row: ChargeRow, { cost, limit }: BudgetCharge): BudgetState {
  const charged = row.lastCharge >= 0;
  const points = Number(row.points);
  const rate = restoreRate(limit);
  return {
    ...balanceState(points, limit),
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
  const rows = await queryRows<ChargeRow>(
    prisma,
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
  // Into the lease up to its share plus this request's cost; the rest to the bucket, which the
  // limit caps. Uncapped, a run of over-estimated requests parked points in the lease.
  const room = state.lease
    ? Math.max(0, leaseSize(state.limit) + state.requested - state.lease.points)
    : 0;
  const kept = Math.min(refund, room);
  if (state.lease) state.lease.points += kept;
  const returned = refund - kept;
  if (returned === 0) {
    return {
      ...state,
      ...balanceState(Math.min(state.limit, state.remaining + kept), state.limit),
      actual,
    };
  }
  const rows = await queryRows<Pick<ChargeRow, "points">>(
    prisma,
    Prisma.sql`
    UPDATE "rateBudget" SET "points" = LEAST(${state.limit}::float8, "points" + ${returned}::int)
    WHERE "subject" = ${subject}
    RETURNING "points"`,
  );
  const points = rows[0]
    ? Number(rows[0].points) + (state.lease?.points ?? 0)
    : state.remaining + refund;
  return { ...state, ...balanceState(Math.min(state.limit, points), state.limit), actual };
}

/** The visible state of a bucket holding `points`. */
export function balanceState(points: number, limit: number) {
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
