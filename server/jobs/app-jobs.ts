import type { Clock } from "pg-boss";
import type { Database } from "../db/db.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { startJobQueue } from "./boss.ts";
import { jobRegistry } from "./registry.ts";

/** The app's job queue, as the server (server/app.ts) and the worker process start it. */
export async function startAppJobs(options: {
  env: Env;
  db: Database;
  logger: Logger;
  worker: boolean;
  /** Sends what the mail queue's jobs render (server/email/mail-job.ts). */
  mailer: Mailer;
  /** Queues a web-only instance works anyway (the test apps: mail). */
  workQueues?: readonly (keyof typeof jobRegistry)[];
  clock?: Clock;
}) {
  const { env, db, logger, worker, mailer } = options;
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
    services: { env, mailer },
    clock: options.clock,
    cronPayloads: { "cleanup.audit-retention": { days: env.auditRetentionDays } },
  });
  // AUDIT_RETENTION_DAYS: old audit events are removed at a worker's start and then daily
  // (ADR 033), by whichever worker takes the job; a send while one is queued is dropped.
  if (worker) await jobs.sendNow("cleanup.audit-retention", { days: env.auditRetentionDays });
  return jobs;
}
