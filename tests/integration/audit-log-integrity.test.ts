import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneAuditEvents } from "../../server/audit/retention.ts";
import { verifyAuditChain } from "../../server/audit/verify.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The audit log's guarantees (docs/decisions/033-audit-log.md): same transaction as the
// change, append-only, and a hash chain that holds under concurrent writers.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const CREATE = `mutation ($input: CreateRepositoryInput!) {
  createRepository(input: $input) { repository { id } }
}`;
const events = (action: string, targetId?: string) =>
  app.prisma.auditEvent.findMany({ where: { action, ...(targetId ? { targetId } : {}) } });

describe("same transaction", () => {
  it("records a change and its event together", async () => {
    await app.graphql(CREATE, {
      cookie: admin,
      variables: { input: { name: "audited", link: "github.com/a/audited" } },
    });
    const { id } = await app.prisma.repository.findFirstOrThrow({ where: { name: "audited" } });
    expect(await events("REPOSITORY_CREATE", id)).toHaveLength(1);
  });

  it("leaves no event when the transaction rolls back", async () => {
    const rolledBack = app.prisma.$transaction(async (tx) => {
      await tx.repository.create({ data: { name: "rolled-back", link: "github.com/x/y" } });
      throw new Error("abort");
    });
    await expect(rolledBack).rejects.toThrow("abort");
    const all = await events("REPOSITORY_CREATE");
    expect(all.filter((event) => JSON.stringify(event.changes).includes("rolled-back"))).toEqual(
      [],
    );
  });

  it("leaves no event for a refused change (duplicate name)", async () => {
    const before = (await events("REPOSITORY_CREATE")).length;
    const { body } = await app.graphql(CREATE, {
      cookie: admin,
      variables: { input: { name: "audited", link: "github.com/a/other" } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("NAME_ALREADY_USED");
    expect(await events("REPOSITORY_CREATE")).toHaveLength(before);
  });

  it("rolls the change back when its event cannot be written", async () => {
    // A NOT NULL violation inside the trigger's insert: the whole statement must fail.
    await app.prisma.$executeRawUnsafe(
      `ALTER TABLE "auditEvent" ADD CONSTRAINT "test_no_repo" CHECK ("action" <> 'REPOSITORY_CREATE') NOT VALID`,
    );
    try {
      await expect(
        app.prisma.repository.create({ data: { name: "orphan", link: "github.com/o/o" } }),
      ).rejects.toThrow();
      expect(await app.prisma.repository.findFirst({ where: { name: "orphan" } })).toBeNull();
    } finally {
      await app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" DROP CONSTRAINT "test_no_repo"`);
    }
  });
});

describe("append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    for (const sql of [
      `UPDATE "auditEvent" SET "action" = 'USER_UPDATE'`,
      `DELETE FROM "auditEvent"`,
      `TRUNCATE "auditEvent"`,
    ]) {
      await expect(app.prisma.$executeRawUnsafe(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await app.prisma.auditEvent.count()).toBeGreaterThan(0);
  });
});

describe("hash chain", () => {
  it("holds under concurrent writers", async () => {
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        app.graphql(CREATE, {
          cookie: admin,
          variables: { input: { name: `parallel-${index}`, link: `github.com/p/${index}` } },
        }),
      ),
    );
    expect(results.every((result) => result.status === 200 && !result.body.errors)).toBe(true);
    const report = await verifyAuditChain(app.prisma);
    expect(report.firstBreak).toBeNull();
    const seqs = (await app.prisma.auditEvent.findMany({ select: { seq: true } })).map((row) =>
      Number(row.seq),
    );
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(Math.max(...seqs)).toBe(seqs.length);
  });

  it("keeps verifying after the retention job removed the oldest events", async () => {
    const oldest = await app.prisma.auditEvent.findMany({ orderBy: { seq: "asc" }, take: 5 });
    // Ages five events as a year of waiting would (bypassing the trigger like a superuser).
    await app.prisma.$transaction([
      app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" DISABLE TRIGGER USER`),
      app.prisma.$executeRawUnsafe(
        `UPDATE "auditEvent" SET "createdAt" = "createdAt" - interval '400 days' WHERE "seq" <= ${oldest.at(-1)?.seq}`,
      ),
      app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" ENABLE TRIGGER USER`),
    ]);
    expect(await pruneAuditEvents(app.prisma, 365)).toBe(5);
    expect(await pruneAuditEvents(app.prisma, 365)).toBe(0);
    const [retention] = await events("AUDIT_RETENTION");
    expect(retention?.changes).toMatchObject({ removed: 5, days: 365 });
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });

  it("audit:verify reports the first edited row", async () => {
    const [victim] = await app.prisma.auditEvent.findMany({
      where: { action: "REPOSITORY_CREATE" },
      orderBy: { seq: "asc" },
      skip: 3,
      take: 1,
    });
    await app.prisma.$transaction([
      app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" DISABLE TRIGGER USER`),
      app.prisma.$executeRawUnsafe(
        `UPDATE "auditEvent" SET "actorId" = 'someone-else' WHERE "id" = '${victim?.id}'`,
      ),
      app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" ENABLE TRIGGER USER`),
    ]);
    const report = await verifyAuditChain(app.prisma);
    expect(report.firstBreak).toEqual({
      seq: String(victim?.seq),
      id: victim?.id,
      reason: "edited",
    });
  });
});
