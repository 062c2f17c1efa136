import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobsConnection } from "../../server/jobs/connection.ts";
import { installJobsSchema } from "../../server/jobs/install.ts";
import { capturingLogger, type LogLine } from "../setup/capturing-logger.ts";
import { until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The jobs schema as the migrating role installs it (server/jobs/install.ts, docs/decisions/104).
// pg-boss runs `pgboss.bam`'s commands as that role and reads `pgboss.version` to pick an
// upgrade, so the server's role may write neither (beyond the interval claims its own instance
// stamps). As audit-log-roles.test.ts: on PostgreSQL the app connects as a LOGIN role that is
// only a member of groundwork_app; PGlite has one superuser, so there the statements are tried
// under SET LOCAL ROLE to such a role.

const adminUrl = process.env.TEST_DATABASE_URL;
const role = `gw_app_${randomBytes(4).toString("hex")}`;
const asRole = (url: string) => {
  const withRole = new URL(url);
  withRole.username = role;
  return withRole.toString();
};
let app: TestApp;
const { logger, lines } = capturingLogger();

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (adminUrl) await onServer(`CREATE ROLE ${role} LOGIN IN ROLE groundwork_app`);
  app = await createTestApp({}, { logger, databaseUrl: asRole });
  if (!adminUrl) await app.prisma.$executeRawUnsafe(`CREATE ROLE ${role} IN ROLE groundwork_app`);
});
afterAll(async () => {
  await app?.close();
  if (adminUrl) await onServer(`DROP ROLE IF EXISTS ${role}`);
});

/** The migrating role's connection to the test app's database. */
function ownerConnection(): JobsConnection {
  const { database } = app;
  if (database.engine === "pglite") return { engine: "pglite", pglite: database.pglite! };
  return { engine: "postgresql", url: database.migrationUrl! };
}

/** Runs statements in one transaction as the server's role (SET ROLE to it on PGlite). */
function asAppRole(...statements: string[]): Promise<void> {
  return app.prisma.$transaction(async (tx) => {
    if (!adminUrl) await tx.$executeRawUnsafe(`SET LOCAL ROLE ${role}`);
    for (const sql of statements) await tx.$executeRawUnsafe(sql);
  });
}

/** Runs a statement as the migrating role (the test server's user, or PGlite's). */
async function asOwner<Row>(sql: string): Promise<Row[]> {
  const connection = ownerConnection();
  if (connection.engine === "pglite") return (await connection.pglite.query<Row>(sql)).rows;
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

const queueErrors = () => lines.filter((line: LogLine) => line.msg === "job queue error");

describe("what the server's role may write in the jobs schema", () => {
  it("neither BAM's commands nor the schema version", async () => {
    const refused = [
      `INSERT INTO pgboss.bam (name, version, status, table_name, command)
        VALUES ('mine', 1, 'pending', 'job_common', 'SELECT 1')`,
      `UPDATE pgboss.bam SET status = 'pending', command = 'SELECT 1'`,
      `DELETE FROM pgboss.bam`,
      `SELECT pgboss.job_table_run_async('mine', 1, 'SELECT 1', 'job_common')`,
      `UPDATE pgboss.version SET version = version - 1`,
      `UPDATE pgboss.version SET bam_on = NULL`,
      `INSERT INTO pgboss.version (version) VALUES (1)`,
      `DELETE FROM pgboss.version`,
    ];
    for (const sql of refused) {
      await expect(asAppRole(sql), sql).rejects.toThrow(/permission denied/);
    }
    // What its own instance stamps: the cron, flow and vacuum-backoff claims.
    await asAppRole(
      `UPDATE pgboss.version SET cron_on = cron_on, flow_on = flow_on,
        monitor_backoff_on = monitor_backoff_on`,
    );
  });

  it("runs a worker, its cron and flow claims included, as that role", async () => {
    await asOwner(`UPDATE pgboss.version SET cron_on = NULL, flow_on = NULL`);
    const worker = await createTestApp({ WORKER: "on" }, { sameDatabaseAs: app, logger });
    try {
      await until(async () => {
        const [row] = await asOwner<{ cron: boolean; flow: boolean }>(
          `SELECT cron_on IS NOT NULL AS cron, flow_on IS NOT NULL AS flow FROM pgboss.version`,
        );
        return !!row?.cron && !!row.flow;
      }, "the worker stamped its claims");
      expect(queueErrors()).toEqual([]);
    } finally {
      await worker.close();
    }
  });

  it("puts the rights back at every migrate step", async () => {
    await asOwner(`GRANT INSERT, UPDATE ON pgboss.bam, pgboss.version TO groundwork_app`);
    await installJobsSchema(ownerConnection());
    await expect(asAppRole(`UPDATE pgboss.version SET version = version`)).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe("the migrate step", () => {
  it("runs pending background commands before it ends", async () => {
    // As an upgrade leaves them: a pending command, no BAM pass in the last minute.
    const [entry] = await asOwner<{ id: string }>(
      `INSERT INTO pgboss.bam (name, version, status, table_name, command)
        VALUES ('test-command', 1, 'pending', 'job_common', 'SELECT 1') RETURNING id::text`,
    );
    await asOwner(`UPDATE pgboss.version SET bam_on = NULL`);
    await installJobsSchema(ownerConnection());
    const [row] = await asOwner<{ status: string }>(
      `SELECT status FROM pgboss.bam WHERE id = '${entry?.id}'`,
    );
    expect(row?.status).toBe("completed");
    await asOwner(`DELETE FROM pgboss.bam WHERE id = '${entry?.id}'`);
  });

  it("says it installed the schema only when it did", async () => {
    const installed = () =>
      lines.filter((line: LogLine) => line.msg === "installed the jobs schema");
    // The app's own start ran the migrate step on an installed schema.
    expect(installed()).toEqual([]);
    await installJobsSchema(ownerConnection(), logger);
    expect(installed()).toEqual([]);
  });

  it("refuses to upgrade with a queue whose table this app never creates", async () => {
    await asOwner(`UPDATE pgboss.queue SET table_name = 'x_i1; SELECT 1; --'
      WHERE name = 'cleanup.expired-rows'`);
    try {
      await expect(installJobsSchema(ownerConnection())).rejects.toThrow(/cleanup\.expired-rows/);
    } finally {
      await asOwner(`UPDATE pgboss.queue SET table_name = 'job_common'
        WHERE name = 'cleanup.expired-rows'`);
    }
  });
});
