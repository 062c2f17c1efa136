import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { Env } from "../env.ts";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";
import { silentLogger, type Logger } from "../logger.ts";
import { applyMigrations } from "./migrations.ts";
import { auditedFactory } from "../audit/audited-adapter.ts";
import {
  createHeadExporter,
  HEAD_SQL,
  type ChainHead,
  type HeadExporter,
} from "../audit/head-export.ts";
import { directFactory, onDirectQuery } from "./direct-query.ts";
import { startPGliteMaintenance, type PGliteMaintenance } from "./pglite-maintenance.ts";
import { startPGliteThread } from "./pglite-thread.ts";

export type Database = {
  prisma: PrismaClient;
  engine: "pglite" | "postgresql";
  /** PGlite's stand-in for autovacuum, which it does not have (./pglite-maintenance.ts). */
  maintenance?: PGliteMaintenance;
  /** Settles if the database stops for good while open (PGlite's thread, ./pglite-thread.ts). */
  lost?: Promise<Error>;
  /** Exports the audit chain head after appends (docs/decisions/046-audit-log-roles.md). */
  auditHead: HeadExporter;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  /** `migrationUrl`: the owner role migrations run as, when the server's role is not it. */
  | { engine: "postgresql"; url: string; migrationUrl?: string }
  | { engine: "pglite"; dir: string | undefined; pglite?: PGlite };

/** `DATABASE_URL` when set, otherwise the embedded PGlite data directory. */
export function databaseTarget(env: Env): DatabaseTarget {
  return env.databaseUrl
    ? { engine: "postgresql", url: env.databaseUrl, migrationUrl: env.migrationDatabaseUrl }
    : { engine: "pglite", dir: env.pgliteDir };
}

/**
 * Opens the database and brings its schema up to date. PGlite (embedded PostgreSQL) is
 * the default so `npm start` needs no server; see docs/decisions/001-embedded-pglite-by-default.md.
 * A `pglite` instance may be passed in so tests create one and reuse it. `maintain` runs
 * autovacuum's job on a PGlite database; by default, when this call opened the instance.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<Database> {
  if (target.engine === "postgresql") {
    // pg waits forever for a connection by default: during an outage requests would hang
    // instead of failing fast with a 503 (server/db/database-unavailable.ts).
    const pool = (url: string) =>
      new PrismaPg({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // The server's own role may own nothing (ADR 046): migrations then run as the owner.
    await migrate(pool(target.migrationUrl ?? target.url), options.logger);
    const { prisma, auditHead } = await prismaClient(pool(target.url), options);
    return {
      prisma,
      engine: "postgresql",
      auditHead,
      // A pending head export would reconnect a disconnected client: it goes first.
      close: async () => {
        await auditHead.idle();
        await prisma.$disconnect();
      },
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const logger = options.logger ?? silentLogger;
  if (!target.pglite) return openPGliteThread(target.dir, options.maintain ?? true, options);
  // An instance handed in (tests) stays on the caller's thread, where the caller uses it too.
  const pglite = target.pglite;
  const factory = new PrismaPGlite(pglite);
  await migrate(factory, options.logger);
  const { prisma, auditHead } = await prismaClient(factory, options);
  const maintenance = options.maintain ? startPGliteMaintenance(pglite, logger) : undefined;
  return {
    prisma,
    engine: "pglite",
    maintenance,
    auditHead,
    close: async () => {
      await maintenance?.stop();
      await auditHead.idle();
      await prisma.$disconnect();
    },
  };
}

type OpenOptions = {
  logger?: Logger;
  maintain?: boolean;
  /** Where and with which key the chain head is also written (AUDIT_HEAD_FILE, AUTH_SECRET). */
  auditHead?: { file?: string; secret: string };
};

// A database this call opens runs in a worker thread (./pglite-thread.ts).
async function openPGliteThread(
  dir: string | undefined,
  maintain: boolean,
  options: OpenOptions,
): Promise<Database> {
  const logger = options.logger ?? silentLogger;
  const thread = startPGliteThread({ dataDir: dir }, logger);
  try {
    await migrate(thread.factory, logger);
    const { prisma, auditHead } = await prismaClient(thread.factory, options);
    const maintenance = maintain ? thread.startMaintenance() : undefined;
    return {
      prisma,
      engine: "pglite",
      maintenance,
      auditHead,
      lost: thread.lost,
      close: async () => {
        await maintenance?.stop();
        await auditHead.idle();
        await prisma.$disconnect();
        await thread.close();
      },
    };
  } catch (error) {
    await thread.close().catch(() => {});
    throw error;
  }
}

const CONNECT_TIMEOUT_MS = 5000;

async function prismaClient(
  factory: SqlDriverAdapterFactory,
  options: OpenOptions,
): Promise<{ prisma: PrismaClient; auditHead: HeadExporter }> {
  // Only called after a write, so once `prisma` below exists.
  const auditHead = createHeadExporter({
    readHead: async () => (await prisma.$queryRawUnsafe<ChainHead[]>(HEAD_SQL))[0] ?? null,
    logger: options.logger ?? silentLogger,
    file: options.auditHead?.file,
    secret: options.auditHead?.secret ?? "",
  });
  // Audited writes carry their actor into the audit triggers (docs/decisions/033-*) and export
  // the chain head once committed (046); the hot path's raw reads reach the same adapter
  // without the client (server/db/direct-query.ts).
  const direct = directFactory(auditedFactory(factory, auditHead.schedule));
  const prisma = new PrismaClient({ adapter: direct.factory, log: QUERY_EVENTS });
  direct.register(prisma);
  await prisma.$connect();
  return { prisma, auditHead };
}

// Query events are emitted (not printed) so tests can count the SQL a request runs
// (`prisma.$on("query", …)`); with no listener they cost nothing measurable.
const QUERY_EVENTS: [{ emit: "event"; level: "query" }] = [{ emit: "event", level: "query" }];

/** Calls `listener` for every SQL statement a client from `openDatabase` sends. */
export function onQuery(prisma: PrismaClient, listener: (event: Prisma.QueryEvent) => void) {
  (prisma as unknown as PrismaClient<"query">).$on("query", listener);
  onDirectQuery(prisma, listener);
}

async function migrate(factory: Parameters<typeof applyMigrations>[0], logger?: Logger) {
  const log = logger && ((message: string) => logger.info({ component: "migrations" }, message));
  const { applied } = await applyMigrations(factory, { log });
  if (applied.length > 0) logger?.info({ applied }, "applied migrations");
}
