import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import type { QueueReading } from "../telemetry/signals.ts";

// groundwork.queue.depth and groundwork.queue.oldest_job.age (docs/decisions/123): read on
// pg-boss's job table per export, as the Jobs screen reads it (admin.ts): the counters
// getQueues() reports are a maintenance pass's snapshot, none on a WORKER=off instance.
// Waiting means created or retry, deferred ones included; running and finished jobs are not.
// A backlog is what the gauge is for, so the read must stay cheap when one builds: per queue,
// the count stops at the cap and the oldest job is the first by created_on (pg-boss's job_i15,
// on name and created_on, or job_i14 on name and state), under a statement timeout; and
// collections that overlap (two readers, a slow export) share one read.

/** Waiting jobs counted per queue at most; a reading of the cap means at least that many. */
export const QUEUE_DEPTH_CAP = 10_000;
/** The read is given up past this (ms), and reads as no queue. */
const STATEMENT_TIMEOUT_MS = 2000;

type Row = { name: string; depth: number; oldest: Date | null };

/**
 * A reader for signals.ts's observeQueues: every app queue, 0 when none waits. It never rejects
 * (a failed read would reach the exporter): a failure is logged once and reads as no queue.
 */
export function queueDepthReader(options: {
  prisma: PrismaClient;
  queues: readonly string[];
  /** The queue's clock in ms (pg-boss's TestClock in tests), which wrote created_on. */
  now: () => number;
  logger: Logger;
  cap?: number;
}): () => Promise<QueueReading[]> {
  const { prisma, queues, now, logger, cap = QUEUE_DEPTH_CAP } = options;
  let warned = false;
  let inFlight: Promise<QueueReading[]> | null = null;
  const read = async (): Promise<QueueReading[]> => {
    try {
      const rows = await prisma.$transaction(async (tx) => {
        // SET takes no parameter; the value is a constant.
        await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
        return tx.$queryRaw<Row[]>`
          SELECT queue.name,
            (SELECT count(*)::int FROM (
              SELECT 1 FROM pgboss.job
              WHERE job.name = queue.name AND job.state IN ('created', 'retry')
              LIMIT ${cap}) AS waiting) AS depth,
            (SELECT job.created_on FROM pgboss.job
              WHERE job.name = queue.name AND job.state IN ('created', 'retry')
              ORDER BY job.created_on LIMIT 1) AS oldest
          FROM unnest(${[...queues]}::text[]) AS queue(name)`;
      });
      const byName = new Map(rows.map((row) => [row.name, row]));
      const at = now();
      return queues.map((name) => {
        const row = byName.get(name);
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
        const age = oldest === null ? null : Math.max(0, (at - oldest) / 1000);
        return { name, depth: row?.depth ?? 0, oldestAgeSeconds: age };
      });
    } catch (error) {
      if (!warned) logger.warn({ err: error, component: "metrics" }, "could not read the queues");
      warned = true;
      return [];
    }
  };
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
