import { readdirSync } from "node:fs";
import { setTimeout } from "node:timers/promises";
import { RETRY_AFTER_SECONDS } from "../db/database-unavailable.ts";
import { migrationsDir } from "../db/migrations.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { QueueReadiness } from "../jobs/boss.ts";
import type { Logger } from "../logger.ts";

// Liveness (`/api/health`) says the process answers; a load balancer or orchestrator that
// restarts on it must not restart a healthy process because PostgreSQL blinked. Readiness
// (`/api/health/ready`) says this instance can serve now: the database answers, every
// migration this build ships is applied, the job queue answers with the schema this build
// expects (pg-boss has a pool of its own: docs/decisions/104), and it is not shutting down.

// A readiness probe must answer within the prober's timeout even when packets are dropped.
const CHECK_TIMEOUT_MS = 3000;

export function createReadiness(options: {
  prisma: PrismaClient;
  logger: Logger;
  isShuttingDown: () => boolean;
  /** The job queue's own check (server/jobs/boss.ts). */
  queue?: () => Promise<QueueReadiness>;
}) {
  // The migrations this build expects, read once: the folder does not change while it runs.
  const expected = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unavailable = (reason: string) =>
    Response.json(
      { status: "unavailable", reason },
      { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    );

  return async (): Promise<Response> => {
    if (options.isShuttingDown()) return unavailable("shutting_down");
    // Both checks at once: each may take its whole timeout, and together they must stay
    // within a prober's (the Dockerfile's healthcheck allows 5 s).
    const queueCheck = options.queue?.() ?? Promise.resolve<QueueReadiness>({ ok: true });
    let applied: Set<string>;
    try {
      const rows = await Promise.race([
        options.prisma.$queryRaw<{ migration_name: string }[]>`
          SELECT migration_name FROM _prisma_migrations
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        setTimeout(CHECK_TIMEOUT_MS, undefined, { ref: false }).then(() => {
          throw new Error("readiness check timed out");
        }),
      ]);
      applied = new Set(rows.map((row) => row.migration_name));
    } catch (error) {
      options.logger.warn({ err: error }, "readiness: the database did not answer");
      return unavailable("database_unavailable");
    }
    const pending = expected.filter((name) => !applied.has(name));
    if (pending.length > 0) {
      options.logger.warn({ pending }, "readiness: migrations not applied");
      return unavailable("migrations_pending");
    }
    const queue = await queueCheck;
    if (!queue.ok) return unavailable(queue.reason);
    return Response.json({ status: "ready", migrations: expected.length });
  };
}
