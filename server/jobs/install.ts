import { PgBoss } from "pg-boss";
import type { Logger } from "../logger.ts";
import { connectionOptions, type JobsConnection } from "./connection.ts";

/**
 * Installs or upgrades pg-boss's tables, as the migrating role, after the Prisma migrations
 * (which created the schema and the server role's default rights: *_jobs_schema). pg-boss's
 * upgrades build indexes CONCURRENTLY, so they cannot be one migration script
 * (docs/decisions/104). The server's own instance never migrates (`migrate: false`).
 */
export async function installJobsSchema(connection: JobsConnection, logger?: Logger) {
  const installer = new PgBoss({
    ...connectionOptions(connection, 1),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  const errors: Error[] = [];
  installer.on("error", (error) => errors.push(error));
  const before = await installer.schemaVersion().catch(() => null);
  await installer.start();
  try {
    // Background steps of an upgrade (index builds) run after start() returns.
    while (installer.isBamWorking()) await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await installer.schemaVersion();
    if (after !== before) logger?.info({ from: before, to: after }, "installed the jobs schema");
  } finally {
    // PGlite: the instance is the database's, it stays open.
    await installer.stop({ graceful: false, close: connection.engine === "postgresql" });
  }
  if (errors.length > 0) throw errors[0];
}
