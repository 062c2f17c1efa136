import type { Clock } from "pg-boss";
import type { Database } from "../db/db.ts";
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
  clock?: Clock;
}) {
  const { env, db, logger, worker } = options;
  if (!worker && db.jobs.engine === "pglite") {
    // npm run worker refuses PGlite (one process per data folder): nothing will run these jobs.
    logger.warn("WORKER=off on PGlite: jobs are queued, and no process will run them");
  }
  const jobs = await startJobQueue({
    connection: db.jobs,
    registry: jobRegistry,
    prisma: db.prisma,
    logger,
    worker,
    clock: options.clock,
    cronPayloads: { "cleanup.audit-retention": { days: env.auditRetentionDays } },
  });
  // AUDIT_RETENTION_DAYS: old audit events are removed at a worker's start and then daily
  // (ADR 033), by whichever worker takes the job; a send while one is queued is dropped.
  if (worker) await jobs.sendNow("cleanup.audit-retention", { days: env.auditRetentionDays });
  return jobs;
}
