import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import {
  CLOCK_OVERRIDE_SETTING,
  fromPrisma,
  PgBoss,
  systemClock,
  type Clock,
  type OpenTelemetryOptions,
  type PrismaTransactionLike,
} from "pg-boss";
import type { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { connectionOptions, type JobsConnection } from "./connection.ts";
import type { JobDefinition, JobRegistry, JobServices } from "./define.ts";
import { EnvError } from "../env.ts";
import { retryOptions } from "./retry-policy.ts";
import { tracing } from "../telemetry/telemetry.ts";

// The app's pg-boss instance (docs/decisions/104). Every instance can enqueue; a worker
// instance (WORKER=on, the default, or `npm run worker`) also works the queues, keeps the cron
// schedules and runs pg-boss's maintenance. The schema is installed by the migrating role
// (install.ts); this instance never changes it.

/** The pg-boss schema version this build was written against (pg-boss's own start checks it). */
const EXPECTED_SCHEMA = (
  createRequire(import.meta.url)("pg-boss/package.json") as { pgboss: { schema: number } }
).pgboss.schema;
// As the database's own readiness check (server/http/health.ts).
const CHECK_TIMEOUT_MS = 3000;
// Cron and the queues are read this often; jobs here are housekeeping, not latency bound.
const POLLING_SECONDS = 2;
// Queues woken by NOTIFY (mail) also poll this often, for wake-ups pg-boss lost.
const NOTIFY_BACKSTOP_SECONDS = 1;

export type QueueReadiness =
  { ok: true } | { ok: false; reason: "queue_unavailable" | "queue_migrations_pending" };

/** A transaction (or client) the job is written with: it commits or rolls back with it. */
export type JobTransaction = PrismaTransactionLike;

export type JobQueue<Registry extends JobRegistry> = {
  /**
   * Validates the payload and enqueues in the caller's Prisma transaction (`tx`, required): the
   * job commits or rolls back with the change that causes it.
   */
  send: <Name extends keyof Registry & string>(
    name: Name,
    payload: z.input<Registry[Name]["payload"]>,
    options: { tx: JobTransaction; startAfter?: Date },
  ) => Promise<string | null>;
  /**
   * Validates the payload and enqueues at once, on pg-boss's own connection: only where no
   * transaction is open. Inside one the job would not roll back with it, and on PGlite (one
   * session, held by the transaction) the call would wait forever.
   */
  sendNow: <Name extends keyof Registry & string>(
    name: Name,
    payload: z.input<Registry[Name]["payload"]>,
    options?: { startAfter?: Date },
  ) => Promise<string | null>;
  readiness: () => Promise<QueueReadiness>;
  /** Stops taking jobs; running ones have `timeoutMs`, then are failed back to the queue. */
  beginStop: (timeoutMs: number) => void;
  /** Waits for `beginStop` (or stops at once), then closes pg-boss's connections. */
  close: () => Promise<void>;
  worker: boolean;
  /** The queue's clock, in milliseconds (pg-boss's TestClock in tests). */
  now: () => number;
  boss: PgBoss;
};

type Options<Registry extends JobRegistry> = {
  connection: JobsConnection;
  registry: Registry;
  prisma: PrismaClient;
  logger: Logger;
  /** Work the queues, keep the cron schedules and run maintenance (WORKER). */
  worker: boolean;
  /**
   * Queues an instance that is no worker still works (only their jobs, no cron, no
   * maintenance): the test apps work the mail queue so the mailbox fills as in development.
   */
  workQueues?: readonly (keyof Registry & string)[];
  /** What handlers get beside the database (JobContext.services); needed to work a queue. */
  services?: JobServices;
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
  const worked = Object.values(registry).filter(
    (definition) => worker || options.workQueues?.includes(definition.name),
  );
  const boss = new PgBoss({
    ...connectionOptions(connection, worker ? 4 : 2),
    migrate: false,
    // Index rebuilds are the migrating role's to decide, not the server's (ADR 104).
    reindex: false,
    schedule: worker,
    supervise: worker,
    // One connection held for LISTEN, only where a worked queue is woken by NOTIFY (mail);
    // enqueueing needs none: the send's own statement notifies on commit.
    useListenNotify: worked.some((definition) => definition.notify),
    clock,
    // pg-boss's own OpenTelemetry: a CONSUMER `process <queue>` span around each run (the
    // handler's SQL and webhook calls nest under it) and a PRODUCER span per send, when tracing
    // is on (ADR 122); off, it does no work at all. On, each job stores its send's traceparent
    // (and nothing else) and its run continues that trace, sampled or not as the sender was
    // (ADR 127).
    openTelemetry: openTelemetryOptions(),
  });
  boss.on("error", (error) => logger.warn({ err: error, component: "jobs" }, "job queue error"));
  boss.on("warning", (warning) =>
    logger.warn({ component: "jobs", data: warning.data }, warning.message),
  );
  // The jobs this instance's handlers run, by id: a stop gives back those it failed.
  const running: Running = { jobs: new Map(), stopping: false };
  try {
    // With `migrate: false` pg-boss starts only on the schema version it was built for.
    await boss.start();
    // Every queue exists before anything is sent: on PGlite a send inside a Prisma transaction
    // that misses pg-boss's queue cache waits on the one session the transaction holds.
    for (const definition of Object.values(registry)) await createQueue(boss, definition);
    await startWorkers(boss, options, worked, clock, running);
  } catch (error) {
    const message = await startFailure(boss, error);
    // pg-boss's pool opened before its schema check: closed here (PGlite's is the database's).
    await boss.stop({ graceful: false, close: connection.engine === "postgresql" }).catch(() => {});
    throw new JobQueueStartError(message, { cause: error });
  }

  let stopping: Promise<void> | undefined;
  // pg-boss's stop fails a job still running (its failWip): one with retries left goes back as a
  // retry, but one on its last attempt (or with NO_RETRY) would end `failed` for no fault of its
  // own. Those are given back with pg-boss's retry(), which also grants the attempt it used.
  const stop = async (stopOptions: { graceful: boolean; timeout?: number }) => {
    running.stopping = true;
    await boss.stop({ ...stopOptions, close: false });
    await giveBack(boss, running, logger);
  };
  return {
    worker,
    boss,
    now: () => clock.now(),
    send: async (name, payload, sendOptions) => {
      // Typed as required; checked for callers the types do not reach.
      if (!sendOptions?.tx) {
        throw new Error(`jobs.send("${name}") needs { tx }; outside a transaction use sendNow`);
      }
      return enqueue(boss, clock, registry, name, payload, sendOptions);
    },
    sendNow: (name, payload, sendOptions = {}) =>
      enqueue(boss, clock, registry, name, payload, sendOptions),
    readiness: async () => {
      try {
        const version = await Promise.race([
          boss.schemaVersion(),
          sleep(CHECK_TIMEOUT_MS, undefined, { ref: false }).then(() => {
            throw new Error("the job queue did not answer in time");
          }),
        ]);
        // Newer is ready: during an upgrade the owner migrates first, and the instances still on
        // the old build keep serving (and enqueueing) until they are replaced.
        return version !== null && version >= EXPECTED_SCHEMA
          ? { ok: true }
          : { ok: false, reason: "queue_migrations_pending" };
      } catch (error) {
        logger.warn({ err: error }, "readiness: the job queue did not answer");
        return { ok: false, reason: "queue_unavailable" };
      }
    },
    beginStop: (timeoutMs) => {
      // Graceful: no more fetching; jobs still running at the timeout are failed, which puts
      // them back as retries (their attempt counts; a last attempt is given one more), and
      // their signal aborts.
      stopping ??= stop({ graceful: true, timeout: timeoutMs });
    },
    close: async () => {
      stopping ??= stop({ graceful: false });
      await stopping;
      // PGlite: the instance is the database's, closed with it (server/db/db.ts).
      if (connection.engine === "postgresql") await boss.stop({ graceful: false, close: true });
    },
  };
}

function openTelemetryOptions(): OpenTelemetryOptions {
  const active = tracing();
  if (!active) return { enabled: false };
  return { enabled: true, propagateContext: true, propagator: active.jobPropagator };
}

async function enqueue(
  boss: PgBoss,
  clock: Clock,
  registry: JobRegistry,
  name: string,
  payload: unknown,
  options: { tx?: JobTransaction; startAfter?: Date },
) {
  const definition = registry[name]!;
  const data = definition.payload.parse(payload) as object;
  const db = options.tx ? fromPrisma(options.tx) : undefined;
  // A test clock (pg-boss's TestClock) reaches the sessions that opt in: pg-boss's own. A job
  // written in a Prisma transaction on PostgreSQL would otherwise start, and be announced
  // (NOTIFY), by the database's real time, which a test clock may be ahead of.
  if (db && clock !== systemClock) {
    await db.executeSql("SELECT set_config($1, 'on', true)", [CLOCK_OVERRIDE_SETTING]);
  }
  const send = () =>
    boss.send(name, data, {
      ...definition.sendOptions?.(data, new Date(clock.now())),
      ...(definition.singletonKey ? { singletonKey: definition.singletonKey(data) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(db ? { db } : {}),
    });
  // pg-boss's send span is the job's parent: under an unsampled request, which runs without
  // its span (ADR 130), it goes back under that span, so the job stays in its trace, unsampled.
  const traced = tracing();
  return traced ? traced.underRequestSpan(send) : send();
}

async function createQueue(boss: PgBoss, definition: JobDefinition) {
  const queueOptions = {
    ...retryOptions(definition.retry),
    expireInSeconds: definition.timeoutSeconds,
    notify: definition.notify ?? false,
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
  { registry, prisma, logger, cronPayloads, services, worker }: Options<Registry>,
  worked: JobDefinition[],
  clock: Clock,
  running: Running,
) {
  // Only an instance that enqueues (a tool seeding jobs) may come without them.
  if (worked.length > 0 && !services) throw new Error("Working a job queue needs its services");
  for (const definition of worked) {
    const { name } = definition;
    const workOptions = {
      // pg-boss drops a wake-up that lands while its worker is between a wait and its next
      // fetch (worker.js resets the flag), so a burst of sends can leave jobs for the backstop
      // poll: a second here, not pg-boss's 30 (ADR 105 measures it). It may not be shorter
      // than the base poll, which serves when LISTEN is unavailable.
      ...(definition.notify
        ? {
            pollingIntervalSeconds: NOTIFY_BACKSTOP_SECONDS,
            notifyPollingIntervalSeconds: NOTIFY_BACKSTOP_SECONDS,
          }
        : { pollingIntervalSeconds: POLLING_SECONDS }),
      localConcurrency: definition.concurrency ?? 1,
      includeMetadata: true,
    } as const;
    const run = async (job: WorkedJob) => {
      running.jobs.set(job.id, name);
      try {
        // Checked again here: a job written by an older build, or by hand, may not fit.
        const payload = definition.payload.parse(job.data) as unknown;
        return await definition.handler(payload, {
          prisma,
          logger: logger.child({ job: name, jobId: job.id }),
          signal: job.signal,
          now: () => new Date(clock.now()),
          jobId: job.id,
          retryCount: job.retryCount,
          services: services as JobServices,
        });
      } finally {
        // Once stopping, every job stays listed: giveBack reads the list after the stop.
        if (!running.stopping) running.jobs.delete(job.id);
      }
    };
    if (definition.batch && definition.batch > 1) {
      // A batch's jobs run side by side; each is completed or failed (and retried) alone.
      await boss.work(
        name,
        {
          ...workOptions,
          batchSize: definition.batch,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                const output = await run(job);
                return { id: job.id, status: "completed" as const, output: output ?? undefined };
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                return { id: job.id, status: "failed" as const, output: { message } };
              }
            }),
          ),
      );
    } else {
      await boss.work(name, workOptions, async ([job]) => (job ? run(job) : undefined));
    }
    // Cron belongs to full workers only: a queue worked on the side is not scheduled there.
    if (worker && definition.cron) {
      const data = (cronPayloads?.[name as keyof Registry] ?? {}) as object;
      definition.payload.parse(data);
      await boss.schedule(name, definition.cron, data, {
        tz: "UTC",
        ...(definition.singletonKey ? { singletonKey: definition.singletonKey(data) } : {}),
      });
    }
  }
  if (!worker) return;
  // A schedule lives in the database: one this build no longer defines (a cron removed or a
  // job renamed) would otherwise keep sending jobs nothing runs.
  const crons = new Set(
    Object.values(registry)
      .filter((definition) => definition.cron)
      .map((definition) => definition.name),
  );
  for (const schedule of await boss.getSchedules()) {
    if (crons.has(schedule.name)) continue;
    await boss.unschedule(schedule.name, schedule.key);
    logger.info({ component: "jobs", job: schedule.name }, "removed a schedule this build lacks");
  }
}

/**
 * The job queue did not start: one line for the person starting the server (as a refused
 * configuration is: server/index.ts, server/worker.ts print an EnvError's message alone).
 */
export class JobQueueStartError extends EnvError {
  override name = "JobQueueStartError";
}

/** Why start() failed, in words: most often a schema another build installed. */
async function startFailure(boss: PgBoss, error: unknown): Promise<string> {
  const installed = await boss
    .isInstalled()
    .then((yes) => (yes ? boss.schemaVersion() : null))
    .catch(() => undefined);
  if (installed === null) {
    return "The jobs schema is not installed: run the migrations (npm run db:migrate)";
  }
  if (installed !== undefined && installed < EXPECTED_SCHEMA) {
    return `The jobs schema is version ${installed}, this build needs ${EXPECTED_SCHEMA}: run the migrations (npm run db:migrate)`;
  }
  if (installed !== undefined && installed > EXPECTED_SCHEMA) {
    return `The jobs schema is version ${installed}, newer than this build's ${EXPECTED_SCHEMA}: start the build that upgraded it`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `The job queue did not start: ${reason.split("\n")[0]}`;
}

type Running = { jobs: Map<string, string>; stopping: boolean };
type WorkedJob = { id: string; data: unknown; signal: AbortSignal; retryCount: number };

// The output pg-boss's failWip gives the jobs it fails at a stop (its manager.js).
const SHUT_DOWN = "pg-boss shut down while active";

/** After a stop: the jobs it failed on their last attempt go back to the queue. */
async function giveBack(boss: PgBoss, running: Running, logger: Logger) {
  for (const [id, name] of running.jobs) {
    running.jobs.delete(id);
    try {
      const [job] = await boss.findJobs(name, { id });
      const output = job?.output as { value?: unknown } | null | undefined;
      if (job?.state !== "failed" || output?.value !== SHUT_DOWN) continue;
      await boss.retry(name, id);
      logger.info({ component: "jobs", job: name, jobId: id }, "gave back a job the stop failed");
    } catch (error) {
      // An exclusive queue may hold a newer job with the same key by now: that one runs instead.
      logger.warn(
        { err: error, component: "jobs", job: name, jobId: id },
        "could not give back a job",
      );
    }
  }
}
