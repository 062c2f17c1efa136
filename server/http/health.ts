import { readdirSync } from "node:fs";
import { RETRY_AFTER_SECONDS } from "../db/database-unavailable.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { migrationsDir } from "../db/migrations.ts";

// Liveness (`/api/health`) says the process answers; a load balancer or orchestrator that
// restarts on it must not restart a healthy process because PostgreSQL blinked. Readiness
// (`/api/health/ready`) says this instance can serve now: the database answers, every
// migration this build ships is applied, and it is not shutting down.

// A readiness probe must answer within the prober's timeout even when packets are dropped.
const CHECK_TIMEOUT_MS = 3000;

type Readiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: "shutting_down" | "database_unavailable" | "migrations_pending" };

export function createReadiness(options: {
  prisma: PrismaClient;
  logger: Logger;
  isShuttingDown: () => boolean;
  /** Tests point it at another folder. */
  migrationsDir?: string;
}) {
  // The migrations this build expects, read once: the folder does not change while it runs.
  const expected = readdirSync(options.migrationsDir ?? migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  async function check(): Promise<Readiness> {
    if (options.isShuttingDown()) return { ready: false, reason: "shutting_down" };
    let applied: Set<string>;
    try {
      const rows = await withTimeout(
        options.prisma.$queryRaw<{ migration_name: string }[]>`
          SELECT migration_name FROM _prisma_migrations
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      );
      applied = new Set(rows.map((row) => row.migration_name));
    } catch (error) {
      options.logger.warn({ err: error }, "readiness: the database did not answer");
      return { ready: false, reason: "database_unavailable" };
    }
    const pending = expected.filter((name) => !applied.has(name));
    if (pending.length > 0) {
      options.logger.warn({ pending }, "readiness: migrations not applied");
      return { ready: false, reason: "migrations_pending" };
    }
    return { ready: true, migrations: expected.length };
  }

  return async (): Promise<Response> => {
    const result = await check();
    if (result.ready) return Response.json({ status: "ready", migrations: result.migrations });
    return Response.json(
      { status: "unavailable", reason: result.reason },
      { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    );
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("readiness check timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
