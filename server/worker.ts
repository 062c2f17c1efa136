import { EnvError, readEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { startTelemetry, stopTelemetry } from "./telemetry/telemetry.ts";

// A worker-only process (`npm run worker`, `node dist/server/worker.js`): works the job queues
// and keeps the cron schedules, serves no HTTP (docs/decisions/104, docs/deploy.md). Web
// instances beside it run with WORKER=off.

async function main() {
  const env = readEnv();
  // As server/index.ts: telemetry (ADR 122) before pg, Prisma and pg-boss are loaded.
  const logger = createLogger(env);
  await startTelemetry(env.telemetry, logger);
  const { databaseTarget, openDatabase } = await import("./db/db.ts");
  const { createMailer } = await import("./email/mailer.ts");
  const { startAppJobs } = await import("./jobs/app-jobs.ts");
  const { jobRegistry } = await import("./jobs/registry.ts");
  const target = databaseTarget(env);
  // One PGlite data folder opens in one process: the server's own workers serve PGlite.
  if (target.engine === "pglite") {
    throw new EnvError(
      "npm run worker needs DATABASE_URL (PostgreSQL): with PGlite the server runs the jobs itself",
    );
  }
  const db = await openDatabase(target, {
    logger,
    auditHead: { file: env.auditHeadFile, secret: env.authSecret },
  });
  // Without SMTP_URL mail is kept in this process's memory and logged (development only: the
  // web instances' /dev/mailbox cannot show it). Production sets SMTP_URL (docs/deploy.md).
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    logger,
    logBodies: env.nodeEnv === "development",
  });
  const jobs = await startAppJobs({ env, db, logger, worker: true, mailer });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutMs: env.shutdownTimeoutMs }, "stopping the worker");
    // Running jobs get the shutdown timeout; the rest go back to the queue (server/jobs/boss.ts).
    jobs.beginStop(env.shutdownTimeoutMs);
    let code = 0;
    try {
      await jobs.close();
      await db.close();
    } catch (error) {
      logger.error({ err: error }, "stopping the worker failed");
      code = 1;
    }
    // The last spans, within a bounded wait (never throws).
    await stopTelemetry(2000);
    logger.info("stopped");
    logger.flush();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void stop(signal));
  }
  // Only now: a signal sent on this line would otherwise end the process unhandled.
  logger.info({ queues: Object.keys(jobRegistry) }, "Groundwork worker is running");
}

// As server/index.ts: a refused configuration is one line for the person starting it.
await main().catch((error: unknown) => {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
});
