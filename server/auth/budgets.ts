import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";

// Hourly cost budgets (ADR 030, ADR 050): a token bucket per caller, restored continuously at
// limit/3600 points a second. API keys and anonymous addresses: a database row every instance
// shares, charged by one conditional upsert, whose row lock keeps two concurrent requests from
// both spending the last points. Browser sessions: a bucket in this process, a guard against a
// runaway client, so a signed-in read writes nothing. Time is the caller's clock, so tests
// freeze it.

/** What a request may see of its budget (headers, `rateLimit`, `extensions.cost`). */
export type BudgetState = {
  limit: number;
  /** Points the operation asked for, charged before execution. */
  requested: number;
  /** Points kept after execution; null until then (and for refused requests). */
  actual: number | null;
  /** Whole points left, and when the bucket is full again. */
  remaining: number;
  resetAt: Date;
  restoreRate: number;
  /** Seconds until `requested` points are available; 0 when charged. */
  retryAfter: number;
};

/** A request's cost against its caller's hourly limit. */
export type BudgetCharge = { cost: number; limit: number };

/** The charge's result: the balance after it, and the points taken, or -1 when refused. */
export type ChargeRow = { points: number | string; lastCharge: number };

const restoreRate = (limit: number) => limit / 3600;

/**
 * Takes `cost` points if available from the subject each row of `source` gives; a refusal only
 * brings the balance up to date. api-keys.ts embeds it as a CTE: a key's check and charge in
 * one statement.
 */
export function chargeStatement(
  subject: Prisma.Sql,
  source: Prisma.Sql,
  { cost, limit }: BudgetCharge,
  now = Date.now(),
): Prisma.Sql {
  // Columns are TIMESTAMP(3) in UTC (Prisma's convention). A statement that waited for the
  // row lock may run after another instance's later charge (GREATEST(0, …)).
  const at = Prisma.sql`(to_timestamp(${now / 1000}::float8) AT TIME ZONE 'UTC')`;
  // The balance now: the stored one plus what was restored since, capped at the limit.
  const balance = Prisma.sql`LEAST(${limit}::float8, b."points" + ${restoreRate(limit)}::float8 *
    GREATEST(0, EXTRACT(EPOCH FROM (${at} - b."updatedAt"))))`;
  const full = Prisma.sql`${limit}::float8`;
  // INSERT … SELECT needs its WHERE before ON CONFLICT (the grammar's own caveat).
  return Prisma.sql`
    INSERT INTO "rateBudget" AS b ("subject", "points", "updatedAt", "lastCharge")
    SELECT (${subject})::text,
      CASE WHEN ${cost}::int <= ${full} THEN ${full} - ${cost}::int ELSE ${full} END,
      ${at},
      CASE WHEN ${cost}::int <= ${full} THEN ${cost}::int ELSE -1 END
    ${source}
    ON CONFLICT ("subject") DO UPDATE SET
      "points" = CASE WHEN ${balance} >= ${cost}::int THEN ${balance} - ${cost}::int
        ELSE ${balance} END,
      "updatedAt" = GREATEST(${at}, b."updatedAt"),
      "lastCharge" = CASE WHEN ${balance} >= ${cost}::int THEN ${cost}::int ELSE -1 END
    RETURNING "points", "lastCharge"`;
}

/** What a charge's row means for the request: charged, or short and when to retry. */
export function chargedState(
  row: ChargeRow,
  { cost, limit }: BudgetCharge,
  now = Date.now(),
): BudgetState {
  const charged = row.lastCharge >= 0;
  const points = Number(row.points);
  return {
    ...balanceState(points, limit, now),
    requested: cost,
    retryAfter: charged
      ? 0
      : Math.max(1, Math.ceil((Math.min(cost, limit) - points) / restoreRate(limit))),
  };
}

/** Takes `cost` points from `subject`'s bucket if that many are available; one statement. */
export async function chargeBudget(
  prisma: PrismaClient,
  subject: string,
  charge: BudgetCharge,
): Promise<BudgetState> {
  const now = Date.now();
  const rows = await queryRows<ChargeRow>(
    prisma,
    chargeStatement(Prisma.sql`${subject}`, Prisma.sql`WHERE true`, charge, now),
  );
  return chargedState(rows[0] ?? { points: 0, lastCharge: -1 }, charge, now);
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
  const rows = await queryRows<Pick<ChargeRow, "points">>(
    prisma,
    Prisma.sql`
    UPDATE "rateBudget" SET "points" = LEAST(${state.limit}::float8, "points" + ${refund}::int)
    WHERE "subject" = ${subject}
    RETURNING "points"`,
  );
  const points = rows[0] ? Number(rows[0].points) : state.remaining + refund;
  return { ...state, ...balanceState(Math.min(state.limit, points), state.limit), actual };
}

/** The visible state of a bucket holding `points`. */
function balanceState(points: number, limit: number, now = Date.now()) {
  const rate = restoreRate(limit);
  return {
    limit,
    actual: null,
    remaining: Math.max(0, Math.floor(points)),
    resetAt: new Date(now + Math.ceil((limit - points) / rate) * 1000),
    restoreRate: rate,
  };
}

/**
 * The same buckets in this process, for browser sessions (ADR 050): per instance (N instances
 * allow N limits), at most `maxSubjects` (the least recently used is dropped), a dropped or
 * restarted one starts full. Enough to stop a runaway tab, and nothing written.
 */
export function createMemoryBudgets(now = Date.now, maxSubjects = 10_000) {
  const buckets = new Map<string, { points: number; at: number }>();
  /** The bucket brought up to `now`, moved to the end of the map (most recently used). */
  const current = (subject: string, limit: number, at: number) => {
    const bucket = buckets.get(subject);
    const elapsed = bucket ? Math.max(0, at - bucket.at) / 1000 : 0;
    const points = bucket ? Math.min(limit, bucket.points + restoreRate(limit) * elapsed) : limit;
    const next = { points, at };
    buckets.delete(subject);
    if (buckets.size >= maxSubjects) buckets.delete(buckets.keys().next().value!);
    buckets.set(subject, next);
    return next;
  };
  return {
    charge(subject: string, charge: BudgetCharge): BudgetState {
      const at = now();
      const bucket = current(subject, charge.limit, at);
      const charged = bucket.points >= charge.cost;
      if (charged) bucket.points -= charge.cost;
      return chargedState({ points: bucket.points, lastCharge: charged ? 0 : -1 }, charge, at);
    },
    refund(subject: string, state: BudgetState, actual: number): BudgetState {
      const at = now();
      const bucket = current(subject, state.limit, at);
      bucket.points = Math.min(state.limit, bucket.points + Math.max(0, state.requested - actual));
      return { ...state, ...balanceState(bucket.points, state.limit, at), actual };
    },
  };
}

export type MemoryBudgets = ReturnType<typeof createMemoryBudgets>;
