import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { EnvError, type Env } from "../env.ts";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";
import { silentLogger, type Logger } from "../logger.ts";
import { onDirectQuery, registerPool } from "./direct-query.ts";
import { applyMigrations } from "./migrations.ts";
import type { JobsConnection } from "../jobs/connection.ts";
import { installJobsSchema } from "../jobs/install.ts";
import { createPGlite } from "./pglite.ts";
import { observePool } from "../telemetry/signals.ts";
import { auditedClient, baseClient } from "../audit/audited-client.ts";
import {
  createHeadExporter,
  HEAD_SQL,
  type ChainHead,
  type HeadExporter,
} from "../audit/head-export.ts";

export type Database = {
  prisma: PrismaClient;
  engine: "pglite" | "postgresql";
  /** Exports the audit chain head after appends (docs/decisions/046-audit-log-roles.md). */
  auditHead: HeadExporter;
  /** Where the job queue connects, as the server's role (server/jobs/boss.ts). */
  jobs: JobsConnection;
  /**
   * Called after every commit that may have appended audit events, as the head export is:
   * the webhook outbox's dispatcher listens here (server/webhooks/dispatcher.ts), told the
   * model written when known. Returns the function that stops listening.
   */
  onAuditAppend: (listener: (model?: string) => void) => () => void;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  /** `migrationUrl`: the owner role migrations run as, when the server's role is not it. */
  | { engine: "postgresql"; url: string; migrationUrl?: string }
  | { engine: "pglite"; dir: string | undefined; pglite?: PGlite };

/**
 * `DATABASE_URL` when set, otherwise the embedded PGlite data directory: for development,
 * tests and the demo only (docs/decisions/048). A production server without `DATABASE_URL`
 * refuses to start, in one line, rather than keep its users' data in one process's files.
 */
export function databaseTarget(env: Env): DatabaseTarget {
  if (env.databaseUrl) {
    return { engine: "postgresql", url: env.databaseUrl, migrationUrl: env.migrationDatabaseUrl };
  }
  if (env.isProduction && !env.demoMode) {
    throw new EnvError(
      "DATABASE_URL is required in production: PGlite is for development, tests and the demo (DEMO_MODE=true)",
    );
  }
  return { engine: "pglite", dir: env.pgliteDir };
}

type OpenOptions = {
  logger?: Logger;
  /** Where and with which key the chain head is also written (AUDIT_HEAD_FILE, AUTH_SECRET). */
  auditHead?: { file?: string; secret: string };
};

/**
 * Opens the database and brings its schema up to date. PGlite (embedded PostgreSQL) runs in
 * this process, the adapter's documented way; a `pglite` instance may be passed in so tests
 * create one and reuse it (it is then the caller's to close).
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<Database> {
  if (target.engine === "postgresql") {
    // pg waits forever for a connection by default: during an outage requests would hang
    // instead of failing fast with a 503 (server/db/database-unavailable.ts).
    const config = (url: string) => ({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // The server's own role may own nothing (ADR 046): migrations then run as the owner.
    const ownerUrl = target.migrationUrl ?? target.url;
    await migrate(new PrismaPg(config(ownerUrl)), options.logger);
    await installJobsSchema({ engine: "postgresql", url: ownerUrl }, options.logger);
    // Prisma's pool is also the hot path's raw statements' (direct-query.ts).
    const pool = new pg.Pool(config(target.url));
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const jobs = { engine: "postgresql" as const, url: target.url };
    // db.client.connection.* (docs/decisions/123): read at each export, dropped at close.
    const unobserve = observePool(POOL_NAME, () => ({
      used: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      pending: pool.waitingCount,
    }));
    const database = await connect("postgresql", adapter, jobs, options, async () => {
      unobserve();
    }).catch((error: unknown) => {
      unobserve();
      throw error;
    });
    registerPool(database.prisma, pool);
    return database;
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const pglite = target.pglite ?? createPGlite(target.dir ? { dataDir: target.dir } : {});
  const closeOwn = async () => {
    if (!target.pglite) await pglite.close();
  };
  try {
    const factory = new PrismaPGlite(pglite);
    await migrate(factory, options.logger);
    const jobs = { engine: "pglite" as const, pglite };
    await installJobsSchema(jobs, options.logger);
    return await connect("pglite", factory, jobs, options, closeOwn);
  } catch (error) {
    await closeOwn().catch(() => {});
    throw error;
  }
}

const CONNECT_TIMEOUT_MS = 5000;
/**
 * The pool's `db.client.connection.pool.name`. PGlite has none to report: one session in this
 * process, no connection to wait for.
 */
export const POOL_NAME = "groundwork";

async function connect(
  engine: Database["engine"],
  adapter: PrismaPg | PrismaPGlite,
  jobs: JobsConnection,
  options: OpenOptions,
  closeEngine: () => Promise<void>,
): Promise<Database> {
  const base = new PrismaClient({ adapter, log: QUERY_EVENTS });
  const auditHead = createHeadExporter({
    readHead: async () => (await base.$queryRawUnsafe<ChainHead[]>(HEAD_SQL))[0] ?? null,
    logger: options.logger ?? silentLogger,
    file: options.auditHead?.file,
    secret: options.auditHead?.secret ?? "",
  });
  await base.$connect();
  const appendListeners = new Set<(model?: string) => void>();
  return {
    // Audited writes carry their actor to the audit triggers and export the chain head once
    // committed (server/audit/audited-client.ts, docs/decisions/049).
    prisma: auditedClient(base, (model) => {
      auditHead.schedule();
      for (const listener of appendListeners) listener(model);
    }),
    engine,
    auditHead,
    jobs,
    onAuditAppend: (listener) => {
      appendListeners.add(listener);
      return () => appendListeners.delete(listener);
    },
    // A pending head export would reconnect a disconnected client: it goes first.
    close: async () => {
      await auditHead.idle();
      await base.$disconnect();
      await closeEngine();
    },
  };
}

// Query events are emitted (not printed) so tests can count the SQL a request runs
// (`prisma.$on("query", …)`); with no listener they cost nothing measurable.
const QUERY_EVENTS: [{ emit: "event"; level: "query" }] = [{ emit: "event", level: "query" }];

/** Calls `listener` for every SQL statement a client from `openDatabase` sends. */
export function onQuery(prisma: PrismaClient, listener: (event: Prisma.QueryEvent) => void) {
  (baseClient(prisma) as unknown as PrismaClient<"query">).$on("query", listener);
  onDirectQuery(prisma, listener);
}

async function migrate(factory: SqlMigrationAwareDriverAdapterFactory, logger?: Logger) {
  const log = logger && ((message: string) => logger.info({ component: "migrations" }, message));
  const { applied } = await applyMigrations(factory, { log });
  if (applied.length > 0) logger?.info({ applied }, "applied migrations");
}
