import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import type { QueueReading } from "../telemetry/signals.ts";

// groundwork.queue.depth and groundwork.queue.oldest_job.age (docs/decisions/123): one grouped
// statement on pg-boss's job table per export, as the Jobs screen reads it (admin.ts): the
// counters getQueues() reports are a maintenance pass's snapshot, none on a WORKER=off instance.
// Waiting means created or retry, deferred ones included; running and finished jobs are not.

type Row = { name: string; depth: number; oldest: Date };

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
}): () => Promise<QueueReading[]> {
  const { prisma, queues, now, logger } = options;
  let warned = false;
  return async () => {
    try {
      const rows = await prisma.$queryRaw<Row[]>`
        SELECT name, count(*)::int AS depth, min(created_on) AS oldest FROM pgboss.job
        WHERE state IN ('created', 'retry') AND name = ANY(${[...queues]}::text[])
        GROUP BY name`;
      const byName = new Map(rows.map((row) => [row.name, row]));
      const at = now();
      return queues.map((name) => {
        const row = byName.get(name);
        const age = row ? Math.max(0, (at - new Date(row.oldest).getTime()) / 1000) : null;
        return { name, depth: row?.depth ?? 0, oldestAgeSeconds: age };
      });
    } catch (error) {
      if (!warned) logger.warn({ err: error, component: "metrics" }, "could not read the queues");
      warned = true;
      return [];
    }
  };
}
