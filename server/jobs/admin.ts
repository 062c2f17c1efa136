import { fromPrisma, type PgBoss } from "pg-boss";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { auditedTransaction } from "../audit/audited-client.ts";
import { recordAuditEvent } from "../audit/record.ts";

// What the manager's Jobs screen reads and does (docs/decisions/106). The queues come from
// pg-boss's getQueues(); their counts by state and the failed jobs are read from its job table,
// because the counters getQueues() reports are a maintenance pass's snapshot (none on a
// WORKER=off instance), with no split of created and retry and no completed count. A job's
// payload is never read here: a mail job's holds a sign-in code.

export const JOB_STATES = [
  "created",
  "retry",
  "active",
  "completed",
  "cancelled",
  "failed",
] as const;
export type JobState = (typeof JOB_STATES)[number];

export type QueueCounts = { name: string } & Record<JobState, number>;

// pg-boss's own queues (`__pgboss__send-it`, its cron's) are its business, not the app's: the
// screen neither counts, lists nor acts on their jobs. Both tests say the same.
const INTERNAL_PREFIX = "__pgboss__";
export const isAppQueue = (name: string) => !name.startsWith(INTERNAL_PREFIX);
const APP_QUEUE = Prisma.sql`left(name, ${INTERNAL_PREFIX.length}) <> ${INTERNAL_PREFIX}`;

/** Every queue, by name, with how many of its stored jobs are in each state. */
export async function queueCounts(boss: PgBoss, prisma: PrismaClient): Promise<QueueCounts[]> {
  const [queues, rows] = await Promise.all([
    boss.getQueues(),
    prisma.$queryRaw<{ name: string; state: JobState; count: number }[]>`
      SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job
      GROUP BY name, state`,
  ]);
  const empty = () => Object.fromEntries(JOB_STATES.map((state) => [state, 0]));
  const own = queues.filter((queue) => isAppQueue(queue.name));
  const byName = new Map(own.map((queue) => [queue.name, { name: queue.name, ...empty() }]));
  for (const row of rows) {
    const counts = byName.get(row.name) as Record<string, number> | undefined;
    if (counts) counts[row.state] = row.count;
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)) as QueueCounts[];
}

/** A job as the manager sees it: never its payload. */
export type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  /** created_on in microseconds since the epoch: the cursor's exact key (a Date keeps ms). */
  createdKey: string;
  /** When it failed for good (completed_on); null while it waits to run again. */
  completedOn: Date | null;
  startAfter: Date;
  error: string | null;
};

// An error message is shown whole up to this length; a longer one (a response body quoted in
// it) is cut, as the page has no room for it and the worker's log has it all.
const ERROR_MAX = 2000;
// pg-boss stores a handler's error as its serialised fields (message, stack…), a timeout as
// { value: { message } } and a string as { value }: only the message is read, never the stack
// (paths) nor the payload.
const JOB_COLUMNS = Prisma.sql`id::text, name, state::text AS state, retry_count AS "retryCount",
  retry_limit AS "retryLimit", created_on AS "createdOn", completed_on AS "completedOn",
  (extract(epoch FROM created_on) * 1000000)::bigint::text AS "createdKey",
  start_after AS "startAfter",
  left(COALESCE(output->>'message', output#>>'{value,message}', output->>'value'), ${ERROR_MAX})
    AS error`;
// What pg-boss's stop() writes on a job still running when it gives up waiting: the job is given
// back to run again, it did not fail.
const SHUTDOWN_GIVE_BACK = "pg-boss shut down while active";
// A job waiting for its first attempt is `created`; a retry without an output was put back
// before it ever failed, and one given back at shutdown has no failure to show either.
const FAILED_CONDITIONS = Prisma.sql`state IN ('failed', 'retry') AND output IS NOT NULL
  AND NOT (state = 'retry' AND output->>'value' IS NOT DISTINCT FROM ${SHUTDOWN_GIVE_BACK})
  AND ${APP_QUEUE}`;
// The cursor's microseconds back into a timestamp, exactly (no floating point on the way).
const fromMicros = (micros: string) =>
  Prisma.sql`('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond')`;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many jobs failedJobs lists, counted up to `cap`. */
export async function failedJobCount(prisma: PrismaClient, cap: number): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (SELECT 1 FROM pgboss.job
      WHERE ${FAILED_CONDITIONS} LIMIT ${cap}) AS failures`;
  return row?.count ?? 0;
}

/**
 * Failed jobs, newest first by creation (a retry leaves a job where it was in the list): those
 * failed for good and those waiting to run again after a failed attempt. `after` is the
 * (created in microseconds, id) key of the last row of the previous page; `backward` reads the
 * other way.
 */
export async function failedJobs(
  prisma: PrismaClient,
  page: { size: number; backward: boolean; after?: [string, string]; before?: [string, string] },
): Promise<JobRow[]> {
  const conditions = [FAILED_CONDITIONS];
  if (page.after) {
    conditions.push(
      Prisma.sql`(created_on, id) < (${fromMicros(page.after[0])}, ${page.after[1]}::uuid)`,
    );
  }
  if (page.before) {
    conditions.push(
      Prisma.sql`(created_on, id) > (${fromMicros(page.before[0])}, ${page.before[1]}::uuid)`,
    );
  }
  const direction = Prisma.raw(page.backward ? "ASC" : "DESC");
  return prisma.$queryRaw<JobRow[]>`
    SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY created_on ${direction}, id ${direction} LIMIT ${page.size + 1}`;
}

/** One job by id, whatever its state; null for none (or an id that is not a UUID). */
export async function jobById(prisma: PrismaClient, id: string): Promise<JobRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await prisma.$queryRaw<JobRow[]>`
    SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE id = ${id}::uuid AND ${APP_QUEUE}`;
  return row ?? null;
}

export type JobAction = "retry" | "cancel";
export type JobActionResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not_found" | "wrong_state" | "running" | "superseded" };

type LockedJob = { state: JobState; policy: string | null; singletonKey: string | null };

/**
 * Retries a failed job (back to `retry`, one attempt more: pg-boss's retry()) or cancels one
 * waiting to run (pg-boss's cancel()), and records it in the audit log in the same
 * transaction: a refused action changes nothing and records nothing. A running job is not
 * cancelled (`running`): pg-boss would mark it cancelled while its handler carries on. A failed
 * job whose queue allows one job per key at a time is not retried while a newer one with its
 * key waits or runs (`superseded`): pg-boss's unique index would refuse it.
 */
export async function actOnJob(
  boss: PgBoss,
  prisma: PrismaClient,
  action: JobAction,
  id: string,
): Promise<JobActionResult> {
  if (!UUID.test(id)) return { ok: false, reason: "not_found" };
  const [job] = await prisma.$queryRaw<{ name: string }[]>`
    SELECT name FROM pgboss.job WHERE id = ${id}::uuid AND ${APP_QUEUE}`;
  if (!job) return { ok: false, reason: "not_found" };
  // Read once on pg-boss's own connection, so the queue is in its cache before the transaction:
  // on PGlite a lookup inside it would wait for the one session the transaction holds.
  await boss.findJobs(job.name, { id });
  return auditedTransaction(prisma, async (tx) => {
    // Locked, so the state recorded as `before` is the one the action changed.
    const [locked] = await tx.$queryRaw<LockedJob[]>`
      SELECT state::text AS state, policy, singleton_key AS "singletonKey" FROM pgboss.job
      WHERE id = ${id}::uuid AND name = ${job.name} FOR UPDATE`;
    if (!locked) return { ok: false, reason: "not_found" } as const;
    if (action === "cancel" && locked.state === "active") {
      return { ok: false, reason: "running" } as const;
    }
    if (
      action === "retry" &&
      locked.state === "failed" &&
      (await superseded(tx, id, job.name, locked))
    ) {
      return { ok: false, reason: "superseded" } as const;
    }
    const db = fromPrisma(tx);
    const result =
      action === "retry"
        ? await boss.retry(job.name, id, { db })
        : await boss.cancel(job.name, id, { db });
    // pg-boss 12.38 declares CommandResponse empty; it answers { jobs, requested, affected }.
    if ((result as { affected?: number }).affected !== 1)
      return { ok: false, reason: "wrong_state" } as const;
    await recordAuditEvent(tx, {
      action: action === "retry" ? "JOB_RETRY" : "JOB_CANCEL",
      targetType: "Job",
      targetId: id,
      changes: {
        queue: job.name,
        before: { state: locked.state },
        after: { state: action === "retry" ? "retry" : "cancelled" },
      },
    });
    return { ok: true, name: job.name } as const;
  }).catch((error: unknown) => {
    // A newer job with its key sent between the check and the retry: the index refuses it, and
    // the transaction (nothing recorded) is rolled back.
    if (action === "retry" && uniqueViolation(error)) {
      return { ok: false, reason: "superseded" } as const;
    }
    throw error;
  });
}

/** Whether PostgreSQL refused a write for a unique index (23505), as Prisma's adapter says. */
function uniqueViolation(error: unknown): boolean {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } })
    .meta;
  return meta?.driverAdapterError?.cause?.originalCode === "23505";
}

/**
 * Whether another job with this one's key holds the place a retry would take: an `exclusive`
 * queue allows one job per key waiting or running, a `stately` one one per key and state
 * (pg-boss's job_i6 and job_i3 indexes).
 */
async function superseded(
  tx: Prisma.TransactionClient,
  id: string,
  name: string,
  job: LockedJob,
): Promise<boolean> {
  const states =
    job.policy === "exclusive"
      ? ["created", "retry", "active"]
      : job.policy === "stately"
        ? ["retry"]
        : [];
  if (states.length === 0) return false;
  const [other] = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM pgboss.job WHERE name = ${name} AND id <> ${id}::uuid
      AND COALESCE(singleton_key, '') = ${job.singletonKey ?? ""}
      AND state::text IN (${Prisma.join(states)}) LIMIT 1`;
  return other !== undefined;
}
