import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, type ConstructorOptions } from "pg-boss";

/** pg-boss keeps its tables here (prisma/migrations/*_jobs_schema, docs/decisions/104). */
export const JOBS_SCHEMA = "pgboss";

/** Where pg-boss connects: the database's own PGlite instance, or a PostgreSQL URL. */
export type JobsConnection =
  { engine: "pglite"; pglite: PGlite } | { engine: "postgresql"; url: string };

/**
 * PGlite runs in this process with one session: pg-boss shares the instance Prisma uses,
 * through its documented PGlite backend. PostgreSQL: pg-boss keeps a small pool of its own.
 */
export function connectionOptions(connection: JobsConnection, max: number): ConstructorOptions {
  if (connection.engine === "pglite") {
    return { db: fromPglite(connection.pglite), backend: "pglite", schema: JOBS_SCHEMA };
  }
  return {
    connectionString: connection.url,
    schema: JOBS_SCHEMA,
    max,
    // As Prisma's pool (server/db/db.ts): fail fast during an outage instead of hanging.
    connectionTimeoutMillis: 5000,
    application_name: "groundwork-jobs",
  };
}
