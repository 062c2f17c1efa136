import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { fromPrisma, PgBoss, systemClock, type Clock, type PrismaTransactionLike } from "pg-boss";
import type { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { connectionOptions, type JobsConnection } from "./connection.ts";
import type { JobDefinition, JobRegistry } from "./define.ts";
import { retryOptions } from "./retry-policy.ts";

// The app's pg-boss instance (docs/decisions/104). Every instance can enqueue; a worker
// instance (WORKER=on, the default, or `npm run worker`) also works the queues, keeps the cron
// schedules and runs pg-boss's maintenance. The schema is installed by the migrating role
// (install.ts); this instance never changes it.

/** The pg-boss schema version this build was written against; readiness compares it. */
const EXPECTED_SCHEMA = (
  createRequire(import.meta.url)("pg-boss/package.json") as { pgboss: { schema: number } }
).pgboss.schema;
// As the database's own readiness check (server/http/health.ts).
const CHECK_TIMEOUT_MS = 3000;
// Cron and the queues are read this often; jobs here are housekeeping, not latency bound.
const POLLING_SECONDS = 2;

export type QueueReadiness =
  { ok: true } | { ok: false; reason: "queue_unavailable" | "queue_migrations_pending" };

/** A transaction (or client) the job is written with: it commits or rolls back with it. */
export type JobTransaction = PrismaTransactionLike;

export type JobQueue<Registry extends JobRegistry> = {
  /** Validates the payload and enqueues; `tx`: in the caller's Prisma transaction. */
  send: <Name extends keyof Registry & string>(
    name: Name,
    payload: z.input<Registry[Name]["payload"]>,
    options?: { tx?: JobTransaction; startAfter?: Date },
  ) => Promise<string | null>;
  readiness: () => Promise<QueueReadiness>;
  /** Stops taking jobs; running ones have `timeoutMs`, then are failed back to the queue. */
  beginStop: (timeoutMs: number) => void;
  /** Waits for `beginStop` (or stops at once), then closes pg-boss's connections. */
  close: () => Promise<void>;
  worker: boolean;
  boss: PgBoss;
};

type Options<Registry extends JobRegistry> = {
  connection: JobsConnection;
  registry: Registry;
  prisma: PrismaClient;
  logger: Logger;
  /** Work the queues, keep the cron schedules and run maintenance (WORKER). */
  worker: boolean;
  /** pg-boss's TestClock in tests: timers and the database's now() move together. */
  clock?: Clock;
  /** Cron payloads by job name (the audit retention's days, from the environment). */
  cronPayloads?: Partial<Record<keyof Registry, object>>;
};

export async function startJobQueue<Registry extends JobRegistry>(
  options: Options<Registry>,
): Promise<JobQueue<Registry>> {
  const { registry, logger, worker, connection } = options;
  const clock = options.clock ?? systemClock;
  const boss = new PgBoss({
    ...connectionOptions(connection, worker ? 4 : 2),
    migrate: false,
    // Index rebuilds are the migrating role's to decide, not the server's (ADR 104).
    reindex: false,
    schedule: worker,
    supervise: worker,
    clock,
  });
  boss.on("error", (error) => logger.warn({ err: error, component: "jobs" }, "job queue error"));
  boss.on("warning", (warning) =>
    logger.warn({ component: "jobs", data: warning.data }, warning.message),
  );
  await boss.start();
  const installed = await boss.schemaVersion();
  if (installed !== EXPECTED_SCHEMA) {
    await boss.stop({ graceful: false, close: connection.engine === "postgresql" });
    throw new Error(
      `The jobs schema is version ${installed}, this build needs ${EXPECTED_SCHEMA}: run the migrations (npm run db:migrate)`,
    );
  }
  // Every queue exists before anything is sent: on PGlite a send inside a Prisma transaction
  // that misses pg-boss's queue cache waits on the one session the transaction holds.
  for (const definition of Object.values(registry)) await createQueue(boss, definition);
  if (worker) await startWorkers(boss, options, clock);

  let stopping: Promise<void> | undefined;
  return {
    worker,
    boss,
    send: async (name, payload, sendOptions = {}) => {
      const definition = registry[name]!;
      const data = definition.payload.parse(payload) as object;
      return boss.send(name, data, {
        ...(definition.singletonKey ? { singletonKey: definition.singletonKey(data) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.tx ? { db: fromPrisma(sendOptions.tx) } : {}),
      });
    },
    readiness: async () => {
      try {
        const version = await Promise.race([
          boss.schemaVersion(),
          sleep(CHECK_TIMEOUT_MS, undefined, { ref: false }).then(() => {
            throw new Error("the job queue did not answer in time");
          }),
        ]);
        return version === EXPECTED_SCHEMA
          ? { ok: true }
          : { ok: false, reason: "queue_migrations_pending" };
      } catch (error) {
        logger.warn({ err: error }, "readiness: the job queue did not answer");
        return { ok: false, reason: "queue_unavailable" };
      }
    },
    beginStop: (timeoutMs) => {
      // Graceful: no more fetching; jobs still running at the timeout are failed, which puts
      // them back as retries (their attempt counts), and their signal aborts.
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
    close: async () => {
      stopping ??= boss.stop({ graceful: false, close: false });
      await stopping;
      // PGlite: the instance is the database's, closed with it (server/db/db.ts).
      if (connection.engine === "postgresql") await boss.stop({ graceful: false, close: true });
    },
  };
}

async function createQueue(boss: PgBoss, definition: JobDefinition) {
  const queueOptions = {
    ...retryOptions(definition.retry),
    expireInSeconds: definition.timeoutSeconds,
  };
  if (await boss.getQueue(definition.name)) {
    await boss.updateQueue(definition.name, queueOptions);
    return;
  }
  // "exclusive": one job per singleton key waiting, retrying or running at a time.
  const policy = definition.singletonKey ? "exclusive" : "standard";
  await boss.createQueue(definition.name, { ...queueOptions, policy });
}

async function startWorkers<Registry extends JobRegistry>(
  boss: PgBoss,
  { registry, prisma, logger, cronPayloads }: Options<Registry>,
  clock: Clock,
) {
  for (const definition of Object.values(registry)) {
    const { name } = definition;
    await boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
      if (!job) return;
      // Checked again here: a job written by an older build, or by hand, may not fit.
      const payload = definition.payload.parse(job.data) as unknown;
      await definition.handler(payload, {
        prisma,
        logger: logger.child({ job: name, jobId: job.id }),
        signal: job.signal,
        now: () => new Date(clock.now()),
        jobId: job.id,
      });
    });
    if (definition.cron) {
      const data = (cronPayloads?.[name as keyof Registry] ?? {}) as object;
      definition.payload.parse(data);
      await boss.schedule(name, definition.cron, data, {
        tz: "UTC",
        ...(definition.singletonKey ? { singletonKey: definition.singletonKey(data) } : {}),
      });
    }
  }
}
