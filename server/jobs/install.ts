import pg from "pg";
import { PgBoss } from "pg-boss";
import type { Logger } from "../logger.ts";
import { connectionOptions, JOBS_SCHEMA, type JobsConnection } from "./connection.ts";

/**
 * Installs or upgrades pg-boss's tables, as the migrating role, after the Prisma migrations
 * (which created the schema and the server role's default rights: *_jobs_schema). pg-boss's
 * upgrades build indexes CONCURRENTLY, so they cannot be one migration script
 * (docs/decisions/104). The server's own instance never migrates (`migrate: false`).
 */
export async function installJobsSchema(connection: JobsConnection, logger?: Logger) {
  const owner = await ownerSession(connection);
  let before: number | null;
  try {
    before = await installedVersion(owner);
    if (before !== null) {
      // An upgrade runs statements built from the queue table, which the server's role
      // writes, and BAM's commands as this role: both made safe before pg-boss starts.
      await refuseForeignQueueTables(owner);
      await owner.exec(OWNER_ONLY);
    }
  } catch (error) {
    await owner.close();
    throw error;
  }
  const installer = new PgBoss({
    ...connectionOptions(connection, 1),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  const errors: Error[] = [];
  installer.on("error", (error) => errors.push(error));
  try {
    await installer.start();
    // An upgrade's index builds are BAM commands, claimed by a poll start() queues with
    // setImmediate (pg-boss's bam.js): wait for that turn, then for the pass to end, before the
    // stop below would skip it. A pass another installer claimed in the last minute
    // (bamIntervalSeconds) runs there instead.
    await new Promise((resolve) => setImmediate(resolve));
    while (installer.isBamWorking()) await new Promise((resolve) => setTimeout(resolve, 20));
    await owner.exec(OWNER_ONLY);
    const after = await installedVersion(owner);
    if (after !== before) logger?.info({ from: before, to: after }, "installed the jobs schema");
  } finally {
    // PGlite: the instance is the database's, it stays open.
    await installer.stop({ graceful: false, close: connection.engine === "postgresql" });
    await owner.close();
  }
  if (errors.length > 0) throw errors[0];
}

/**
 * What the server's role may not write in pgboss, though the default privileges of
 * *_jobs_schema give it rows of every table pg-boss creates. `bam` holds SQL pg-boss runs as
 * the migrating role; `version` tells the installer which upgrade to run. Of `version`, the
 * server's instance only stamps its interval claims: cron (timekeeper), dependency flow
 * (navigator) and the queue-stats vacuum backoff (pg-boss's plans.js trySetTimestamp and
 * setMonitorBackoff); `bam_on` and `reindex_on` are for migrating and reindexing instances.
 */
const OWNER_ONLY = `
  BEGIN;
  -- Instances starting together would otherwise update the same catalog rows at once.
  SELECT pg_advisory_xact_lock(hashtext('groundwork.jobs-schema-rights'));
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${JOBS_SCHEMA}.bam FROM groundwork_app;
  REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${JOBS_SCHEMA}.version FROM groundwork_app;
  GRANT UPDATE (cron_on, flow_on, monitor_backoff_on) ON ${JOBS_SCHEMA}.version TO groundwork_app;
  COMMIT;
`;

/**
 * pg-boss formats a queue's table name into index names unquoted when it migrates (its
 * job_table_format). This app keeps every queue in the shared table (no partitioned queues:
 * ADR 104), so any other name was written by something else: no upgrade runs with it.
 */
async function refuseForeignQueueTables(owner: OwnerSession) {
  const rows = await owner.query<{ name: string }>(
    `SELECT name FROM ${JOBS_SCHEMA}.queue WHERE partition OR table_name <> 'job_common'`,
  );
  if (rows.length > 0) {
    throw new Error(
      `Job queues with their own table, which this app never creates: ${rows.map((row) => row.name).join(", ")}. Check pgboss.queue before migrating.`,
    );
  }
}

async function installedVersion(owner: OwnerSession): Promise<number | null> {
  const [table] = await owner.query<{ name: string | null }>(
    `SELECT to_regclass('${JOBS_SCHEMA}.version')::text AS name`,
  );
  if (!table?.name) return null;
  const [row] = await owner.query<{ version: number }>(
    `SELECT version FROM ${JOBS_SCHEMA}.version`,
  );
  return row?.version ?? null;
}

type OwnerSession = {
  query: <Row>(sql: string) => Promise<Row[]>;
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A session as the migrating role, beside pg-boss's (whose pool opens only in start()). */
async function ownerSession(connection: JobsConnection): Promise<OwnerSession> {
  if (connection.engine === "pglite") {
    const { pglite } = connection;
    return {
      query: async <Row>(sql: string) => (await pglite.query<Row>(sql)).rows,
      exec: async (sql) => void (await pglite.exec(sql)),
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: connection.url, connectionTimeoutMillis: 5000 });
  await client.connect();
  return {
    query: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
    exec: async (sql) => void (await client.query(sql)),
    close: () => client.end(),
  };
}
