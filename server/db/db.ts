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
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | { engine: "postgresql"; url: string }
  | { engine: "pglite"; dir: string | undefined; pglite?: PGlite };

/** `DATABASE_URL` when set, otherwise the embedded PGlite data directory. */
export function databaseTarget(env: Env): DatabaseTarget {
  return env.databaseUrl
    ? { engine: "postgresql", url: env.databaseUrl }
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
  options: { logger?: Logger; maintain?: boolean } = {},
): Promise<Database> {
  if (target.engine === "postgresql") {
    const factory = new PrismaPg({
      connectionString: target.url,
      // pg waits forever for a connection by default: during an outage requests would hang
      // instead of failing fast with a 503 (server/db/database-unavailable.ts).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    await migrate(factory, options.logger);
    const prisma = await prismaClient(factory);
    return { prisma, engine: "postgresql", close: () => prisma.$disconnect() };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const logger = options.logger ?? silentLogger;
  if (!target.pglite) return openPGliteThread(target.dir, options.maintain ?? true, logger);
  // An instance handed in (tests) stays on the caller's thread, where the caller uses it too.
  const pglite = target.pglite;
  const factory = new PrismaPGlite(pglite);
  await migrate(factory, options.logger);
  const prisma = await prismaClient(factory);
  const maintenance = options.maintain ? startPGliteMaintenance(pglite, logger) : undefined;
  return {
    prisma,
    engine: "pglite",
    maintenance,
    close: async () => {
      await maintenance?.stop();
      await prisma.$disconnect();
    },
  };
}

// A database this call opens runs in a worker thread (./pglite-thread.ts).
async function openPGliteThread(
  dir: string | undefined,
  maintain: boolean,
  logger: Logger,
): Promise<Database> {
  const thread = startPGliteThread({ dataDir: dir }, logger);
  try {
    await migrate(thread.factory, logger);
    const prisma = await prismaClient(thread.factory);
    const maintenance = maintain ? thread.startMaintenance() : undefined;
    return {
      prisma,
      engine: "pglite",
      maintenance,
      lost: thread.lost,
      close: async () => {
        await maintenance?.stop();
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

async function prismaClient(factory: SqlDriverAdapterFactory): Promise<PrismaClient> {
  // Audited writes carry their actor into the audit triggers (docs/decisions/033-*); the hot
  // path's raw reads reach the same adapter without the client (server/db/direct-query.ts).
  const direct = directFactory(auditedFactory(factory));
  const prisma = new PrismaClient({ adapter: direct.factory, log: QUERY_EVENTS });
  direct.register(prisma);
  await prisma.$connect();
  return prisma;
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
