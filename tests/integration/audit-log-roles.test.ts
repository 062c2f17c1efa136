import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HeadArgumentError, readExpectedHead } from "../../server/audit/head-file.ts";
import { verifyAuditChain, type ExpectedHead } from "../../server/audit/verify.ts";
import { onQuery } from "../../server/db/db.ts";
import { capturingLogger, type LogLine } from "../setup/capturing-logger.ts";
import { until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Issue 32, finding 6 (docs/decisions/046-audit-log-roles.md): the server's database role owns
// nothing of the audit log, no session setting lets a DELETE through, hashes are checked in
// the application, and the chain head leaves the database after every append.
// On PostgreSQL the app connects as a LOGIN role that is only a member of groundwork_app
// (migrations as the test server's superuser). PGlite has one user, a superuser: there the
// statements the app role must not run are tried under SET LOCAL ROLE to such a role.

const adminUrl = process.env.TEST_DATABASE_URL;
const role = `gw_app_${randomBytes(4).toString("hex")}`;
const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
let app: TestApp;
let admin: string;
let headFile: string;
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
  headFile = path.join(await mkdtemp(path.join(tmpdir(), "gw-audit-head-")), "head.json");
  // Roles belong to the whole server: this one is created here (groundwork_app exists once
  // the test template is migrated) and dropped at the end.
  if (adminUrl) await onServer(`CREATE ROLE ${role} LOGIN IN ROLE groundwork_app`);
  app = await createTestApp(
    { AUDIT_HEAD_FILE: headFile },
    {
      logger,
      databaseUrl: (url) => {
        const asRole = new URL(url);
        asRole.username = role;
        return asRole.toString();
      },
    },
  );
  if (!adminUrl) await app.prisma.$executeRawUnsafe(`CREATE ROLE ${role} IN ROLE groundwork_app`);
  admin = await app.signIn("admin@example.com");
});
afterAll(async () => {
  await app?.close();
  if (adminUrl) await onServer(`DROP ROLE IF EXISTS ${role}`);
  if (headFile) await rm(path.dirname(headFile), { recursive: true, force: true });
});

/** Runs statements in one transaction as the server's role (SET ROLE to it on PGlite). */
function asAppRole(...statements: string[]): Promise<void> {
  return app.prisma.$transaction(async (tx) => {
    if (!adminUrl) await tx.$executeRawUnsafe(`SET LOCAL ROLE ${role}`);
    for (const sql of statements) await tx.$executeRawUnsafe(sql);
  });
}

/** Runs statements in one transaction as the superuser (the test server's user, or PGlite's). */
async function asSuperuser(...statements: string[]): Promise<void> {
  if (!adminUrl) {
    await app.prisma.$transaction(statements.map((sql) => app.prisma.$executeRawUnsafe(sql)));
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = new URL((app.database as { url: string }).url).pathname;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`BEGIN; ${statements.join(";\n")}; COMMIT`);
  } finally {
    await client.end();
  }
}

const CREATE = `mutation ($input: CreateRepositoryInput!) {
  createRepository(input: $input) { repository { id } }
}`;
const headLines = () => lines.filter((line: LogLine) => line.msg === "audit chain head");
const chainHead = async () => {
  const [head] = await app.prisma.auditChain.findMany();
  return { seq: String(head?.seq), hash: head?.hash ?? "" };
};

describe("the server's role owns nothing of the audit log", () => {
  it("runs the app: sign-in, writes and the audit screens, as a role that is no superuser", async () => {
    const [me] = await app.prisma.$queryRawUnsafe<{ superuser: boolean }[]>(
      `SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
    );
    expect(me?.superuser).toBe(!adminUrl);
    const created = await app.graphql(CREATE, {
      cookie: admin,
      variables: { input: { name: "by-app-role", link: "github.com/a/by-app-role" } },
    });
    expect(created.body.errors).toBeUndefined();
    const listed = await app.graphql<{ auditEvents: { totalCount: number } }>(
      `{ auditEvents(first: 5, action: REPOSITORY_CREATE) { totalCount } }`,
      { cookie: admin },
    );
    expect(listed.body.data?.auditEvents.totalCount).toBeGreaterThan(0);
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });

  it("the set_config escape hatch deletes nothing, for the app role and a superuser alike", async () => {
    const before = await app.prisma.auditEvent.count();
    const escape = [
      `SELECT set_config('groundwork.audit_prune', 'on', false)`,
      `DELETE FROM "auditEvent" WHERE "seq" <= 41`,
    ];
    await expect(asAppRole(...escape)).rejects.toThrow(/permission denied/);
    await expect(asSuperuser(...escape)).rejects.toThrow(/append-only/);
    expect(await app.prisma.auditEvent.count()).toBe(before);
  });

  it("the app role can neither write events, nor redefine the digest, nor disable the guard", async () => {
    const refused: [string, RegExp][] = [
      [`INSERT INTO "auditEvent" SELECT * FROM "auditEvent" LIMIT 1`, /permission denied/],
      [`UPDATE "auditEvent" SET "actorId" = 'someone-else'`, /permission denied/],
      [`UPDATE "auditChain" SET "seq" = 0`, /permission denied/],
      [`TRUNCATE "auditEvent"`, /permission denied/],
      [`ALTER TABLE "auditEvent" DISABLE TRIGGER USER`, /must be owner/],
      [
        `CREATE OR REPLACE FUNCTION audit.digest(e public."auditEvent") RETURNS text
         LANGUAGE sql STABLE AS $$ SELECT e."hash" $$`,
        /must be owner|permission denied/,
      ],
      [
        `CREATE FUNCTION audit.mine() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`,
        /permission denied/,
      ],
      [`SELECT audit.prune(0)`, /at least 30 days/],
      [`SELECT audit.prune(29)`, /at least 30 days/],
      [
        `SELECT audit.append('AUDIT_RETENTION', 'AuditLog', NULL, '{"throughSeq": 41}', '{}')`,
        /reserved/,
      ],
      [
        `SELECT audit.append_event('AUDIT_RETENTION', 'AuditLog', NULL, '{}', '{}')`,
        /permission denied/,
      ],
    ];
    for (const [sql, error] of refused) await expect(asAppRole(sql), sql).rejects.toThrow(error);
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });

  it("hashes in the application as the database does, whatever the changes hold", async () => {
    await asAppRole(
      `SELECT audit.append('DEMO_REFUSAL', 'Odd "type" \\', E'tab\\there\\u001fé', ` +
        `'{"bb": 1.50, "a": [1e-7, 12345678901234567890, {"zz": null, "y": "\\u2028"}]}', '{}')`,
    );
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });
});

describe("the webhook outbox under the audit log's roles (docs/decisions/107)", () => {
  it("the trigger, running as the events' owner, reads subscriptions and writes the outbox; the app drains it", async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    const endpoint = await app.prisma.webhookEndpoint.create({
      data: {
        userId: user.id,
        url: "https://93.184.215.14/hook",
        events: ["repository.created"],
        secret: "v1.sealed",
      },
    });
    try {
      const { body } = await app.graphql(
        `mutation { createRepository(input: { name: "outbox-roles", link: "github.com/o/r" }) { repository { id } } }`,
        { cookie: admin },
      );
      expect(body.errors).toBeUndefined();
      // Written by the trigger as groundwork_audit, then dispatched by the app's role.
      await until(
        async () =>
          (await app.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })) === 1,
        "the event was dispatched",
      );
      expect(await app.prisma.webhookOutbox.count()).toBe(0);
    } finally {
      await app.prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });
});

describe("the chain head leaves the database", () => {
  it("logs `audit chain head` after a write and signs it into AUDIT_HEAD_FILE", async () => {
    await app.graphql(CREATE, {
      cookie: admin,
      variables: { input: { name: "head-export", link: "github.com/a/head-export" } },
    });
    await app.auditHead.idle();
    const head = await chainHead();
    expect(headLines().at(-1)?.audit).toMatchObject(head);
    const exported = await readExpectedHead(headFile, secret);
    expect(exported).toMatchObject(head);
    expect((await verifyAuditChain(app.prisma, { head: exported })).firstBreak).toBeNull();

    const forged = JSON.parse(await readFile(headFile, "utf8")) as Record<string, string>;
    await writeFile(headFile, JSON.stringify({ ...forged, seq: "1" }));
    await expect(readExpectedHead(headFile, secret)).rejects.toBeInstanceOf(HeadArgumentError);
  });

  it("adds no statement to a signed-in read", async () => {
    await app.auditHead.idle();
    const logged = headLines().length;
    const statements: string[] = [];
    onQuery(app.prisma, (event) => statements.push(event.query));
    const { body } = await app.graphql(`{ viewer { id } }`, { cookie: admin });
    expect(body.errors).toBeUndefined();
    await app.auditHead.idle();
    expect(statements.filter((sql) => sql.includes("auditChain"))).toEqual([]);
    expect(headLines()).toHaveLength(logged);
  });
});

describe("verification a database owner cannot fool", () => {
  it("catches an edit made with the trigger disabled and the digest function replaced", async () => {
    const [victim] = await app.prisma.auditEvent.findMany({ orderBy: { seq: "asc" }, take: 1 });
    // The digest as the migrations left it, to put back afterwards.
    const [original] = await app.prisma.$queryRawUnsafe<{ definition: string }[]>(
      `SELECT pg_get_functiondef('audit.digest(public."auditEvent")'::regprocedure) AS definition`,
    );
    await asSuperuser(
      `CREATE OR REPLACE FUNCTION audit.digest(e public."auditEvent") RETURNS text
        LANGUAGE sql STABLE AS $$ SELECT e."hash" $$`,
      `ALTER TABLE "auditEvent" DISABLE TRIGGER USER`,
      `UPDATE "auditEvent" SET "actorId" = 'someone-else' WHERE "id" = '${victim?.id}'`,
      `ALTER TABLE "auditEvent" ENABLE TRIGGER USER`,
    );
    const [check] = await app.prisma.$queryRawUnsafe<{ ok: boolean }[]>(
      `SELECT audit.digest(e) = e."hash" AS ok FROM "auditEvent" e WHERE "id" = '${victim?.id}'`,
    );
    expect(check?.ok).toBe(true);
    expect((await verifyAuditChain(app.prisma)).firstBreak).toEqual({
      seq: String(victim?.seq),
      id: victim?.id,
      reason: "edited",
    });
    // Put back, so the next test starts from an intact chain and a working digest.
    await asSuperuser(
      original?.definition ?? "",
      `ALTER TABLE "auditEvent" DISABLE TRIGGER USER`,
      `UPDATE "auditEvent" SET "actorId" = ${victim?.actorId ? `'${victim.actorId}'` : "NULL"} WHERE "id" = '${victim?.id}'`,
      `ALTER TABLE "auditEvent" ENABLE TRIGGER USER`,
    );
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });

  it("reports a forged retention record against a head exported before it", async () => {
    await app.auditHead.idle();
    const line = headLines().at(-1)?.audit as ExpectedHead;
    // What finding 6 did: remove the newest events' prefix and claim it was retention.
    await asSuperuser(
      `ALTER TABLE "auditEvent" DISABLE TRIGGER USER`,
      `DELETE FROM "auditEvent" WHERE "seq" <= ${line.seq}`,
      `ALTER TABLE "auditEvent" ENABLE TRIGGER USER`,
      `SELECT audit.append_event('AUDIT_RETENTION', 'AuditLog', NULL,
        jsonb_build_object('removed', ${line.seq}, 'days', 365,
          'before', ((now() AT TIME ZONE 'UTC') - interval '365 days')::timestamp(3),
          'throughSeq', ${line.seq}, 'throughHash', '${line.hash}'),
        '{"actorId": null, "actorVia": null, "actorApiKeyId": null, "impersonatorId": null}')`,
    );
    // Alone, the chain is consistent: only what left the database can tell.
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
    const report = await verifyAuditChain(app.prisma, { head: line });
    expect(report.firstBreak?.reason).toBe("retention");
    // The same head without its time proves only its hash, which the forger copied.
    const bare = { seq: line.seq, hash: line.hash };
    expect((await verifyAuditChain(app.prisma, { head: bare })).firstBreak).toBeNull();
  });

  it("reports a retention the owner role forges with a recent cutoff, and events from the future", async () => {
    const created = await app.graphql(CREATE, {
      cookie: admin,
      variables: { input: { name: "before-owner-forgery", link: "github.com/a/owner" } },
    });
    expect(created.body.errors).toBeUndefined();
    await app.auditHead.idle();
    const line = headLines().at(-1)?.audit as ExpectedHead;
    // The schema owner may delete (the guard lets it) and append what it likes: everything
    // goes, replaced by a record that claims a routine 30-day removal up to now.
    await asSuperuser(
      `SET LOCAL ROLE groundwork_audit`,
      `DELETE FROM "auditEvent"`,
      `SELECT audit.append_event('AUDIT_RETENTION', 'AuditLog', NULL,
        jsonb_build_object('removed', ${line.seq}, 'days', 30,
          'before', (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3),
          'throughSeq', ${line.seq}, 'throughHash', '${line.hash}'),
        '{"actorId": null, "actorVia": null, "actorApiKeyId": null, "impersonatorId": null}')`,
    );
    const report = await verifyAuditChain(app.prisma, { head: line });
    expect(report.firstBreak?.reason).toBe("retention");
    // To claim a head less than 30 days old, a record must be dated 30 days after it: ahead
    // of the verifier's clock (here a clock a day behind the events).
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect((await verifyAuditChain(app.prisma, { now: yesterday })).firstBreak?.reason).toBe(
      "time",
    );
  });
});
