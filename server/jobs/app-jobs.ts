import type { Clock } from "pg-boss";
import type { Database } from "../db/db.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { startJobQueue, type JobQueue } from "./boss.ts";
import type { WebhookLookup } from "../webhooks/address-guard.ts";
import { createDispatcher } from "../webhooks/dispatcher.ts";
import { WEBHOOK_DISPATCH_JOB } from "../webhooks/queue.ts";
import { jobRegistry } from "./registry.ts";
import { queueDepthReader } from "./queue-depth.ts";
import { observeQueues } from "../telemetry/signals.ts";

/** The app's job queue, as the server (server/app.ts) and the worker process start it. */
export async function startAppJobs(options: {
  env: Env;
  db: Database;
  logger: Logger;
  worker: boolean;
  /** Sends what the mail queue's jobs render (server/email/mail-job.ts). */
  mailer: Mailer;
  /** Queues a web-only instance works anyway (the test apps: mail, webhooks). */
  workQueues?: readonly (keyof typeof jobRegistry)[];
  clock?: Clock;
  /** Tests: how webhook hosts resolve, and a shorter delivery timeout. */
  webhookLookup?: WebhookLookup;
  webhookTimeoutMs?: number;
}) {
  const { env, db, logger, worker, mailer } = options;
  // Handlers that enqueue (a delivery's retry) use the queue they run on: bound once started.
  const started: { queue?: JobQueue<typeof jobRegistry> } = {};
  const send: JobQueue<typeof jobRegistry>["send"] = (name, payload, sendOptions) => {
    if (!started.queue) throw new Error("the job queue has not started");
    return started.queue.send(name, payload, sendOptions);
  };
  if (!worker && !options.workQueues?.length && db.jobs.engine === "pglite") {
    // npm run worker refuses PGlite (one process per data folder): nothing will run these jobs.
    logger.warn("WORKER=off on PGlite: jobs are queued, and no process will run them");
  }
  const jobs = await startJobQueue({
    connection: db.jobs,
    registry: jobRegistry,
    prisma: db.prisma,
    logger,
    worker,
    workQueues: options.workQueues,
    services: {
      env,
      mailer,
      jobs: { send },
      webhookLookup: options.webhookLookup,
      webhookTimeoutMs: options.webhookTimeoutMs,
    },
    clock: options.clock,
    cronPayloads: { "cleanup.audit-retention": { days: env.auditRetentionDays } },
  });
  started.queue = jobs;
  // A commit that wrote the webhook outbox sends its dispatch job (docs/decisions/107).
  const dispatcher = createDispatcher({
    prisma: db.prisma,
    logger,
    send: () => jobs.sendNow(WEBHOOK_DISPATCH_JOB, {}),
  });
  const stopListening = db.onAuditAppend(dispatcher.poke);

  // AUDIT_RETENTION_DAYS: old audit events are removed at a worker's start and then daily
  // (ADR 033), by whichever worker takes the job; a send while one is queued is dropped.
  if (worker) await jobs.sendNow("cleanup.audit-retention", { days: env.auditRetentionDays });
  // The queue gauges (docs/decisions/123), read only when metrics are exported.
  const unobserveQueues = observeQueues(
    queueDepthReader({
      prisma: db.prisma,
      queues: Object.keys(jobRegistry),
      now: jobs.now,
      logger,
    }),
  );
  return {
    ...jobs,
    /** The webhook dispatcher's probe, settled (tests wait for it; a close waits too). */
    webhooksIdle: dispatcher.idle,
    close: async () => {
      unobserveQueues();
      stopListening();
      await dispatcher.idle();
      await jobs.close();
    },
  };
}
