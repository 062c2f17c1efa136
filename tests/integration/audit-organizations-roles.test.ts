import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithAudit } from "../../server/audit/context.ts";
import { verifyAuditChain } from "../../server/audit/verify.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The organization triggers (docs/decisions/112) under the audit log's roles (ADR 046): the
// server's role runs them, and audit.append(), as the log's owner, reads the organization's name
// for the label. On PostgreSQL the app connects as a LOGIN role that is only a member of
// groundwork_app; PGlite has one superuser, so there every trigger path is also run in a
// transaction under SET LOCAL ROLE to such a role (as tests/integration/audit-log-roles.test.ts).

const adminUrl = process.env.TEST_DATABASE_URL;
const role = `gw_org_${randomBytes(4).toString("hex")}`;
let app: TestApp;
let owner: string;
let ownerId: string;

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
  app = await createTestApp(
    {},
    {
      databaseUrl: (url) => {
        const asRole = new URL(url);
        asRole.username = role;
        return asRole.toString();
      },
    },
  );
  if (!adminUrl) await app.prisma.$executeRawUnsafe(`CREATE ROLE ${role} IN ROLE groundwork_app`);
  owner = await app.signIn("user@example.com");
  ownerId = (await app.prisma.user.findFirstOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(async () => {
  await app?.close();
  if (adminUrl) await onServer(`DROP ROLE IF EXISTS ${role}`);
});

const eventsOf = (organizationId: string) =>
  app.prisma.auditEvent.findMany({
    where: { targetType: "Organization", targetId: organizationId },
    orderBy: { seq: "asc" },
    select: { action: true, actorId: true, targetLabel: true },
  });

describe("organization events as the server's role", () => {
  it("records and labels them through better-auth as a role that is no superuser", async () => {
    const headers = new Headers({ cookie: owner });
    const organization = await runWithAudit({}, async () => {
      const created = await app.auth.api.createOrganization({
        headers,
        body: { name: "Roles Inc", slug: "roles-inc" },
      });
      const team = await app.auth.api.createTeam({
        headers,
        body: { name: "Ops", organizationId: created.id },
      });
      await app.auth.api.addTeamMember({ headers, body: { teamId: team.id, userId: ownerId } });
      await app.auth.api.removeTeam({
        headers,
        body: { teamId: team.id, organizationId: created.id },
      });
      await app.auth.api.deleteOrganization({ headers, body: { organizationId: created.id } });
      return created;
    });
    const events = await eventsOf(organization.id);
    expect(events.map((event) => event.action)).toEqual([
      "ORGANIZATION_CREATE",
      "MEMBER_ADD",
      "TEAM_CREATE",
      "TEAM_MEMBER_ADD",
      "TEAM_DELETE",
      "ORGANIZATION_DELETE",
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ actorId: ownerId, targetLabel: "Roles Inc" });
    }
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });

  it.skipIf(Boolean(adminUrl))("runs every trigger path under the app role (PGlite)", async () => {
    const id = `org-${randomBytes(4).toString("hex")}`;
    const context = JSON.stringify({ actorId: ownerId, deleting: null });
    await app.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL ROLE ${role}`);
      await tx.$executeRaw`SELECT set_config('groundwork.audit', ${context}, true)`;
      await tx.$executeRaw`INSERT INTO "organization" ("id", "name", "slug", "createdAt")
        VALUES (${id}, 'Raw Org', ${id}, now())`;
      await tx.$executeRaw`INSERT INTO "member" ("id", "organizationId", "userId", "role", "createdAt")
        VALUES (${`${id}-m`}, ${id}, ${ownerId}, 'owner', now())`;
      await tx.$executeRaw`INSERT INTO "team" ("id", "name", "organizationId", "createdAt")
        VALUES (${`${id}-t`}, 'Raw Team', ${id}, now())`;
      await tx.$executeRaw`INSERT INTO "teamMember" ("id", "teamId", "userId", "createdAt")
        VALUES (${`${id}-tm`}, ${`${id}-t`}, ${ownerId}, now())`;
      await tx.$executeRaw`INSERT INTO "invitation" ("id", "organizationId", "email", "role", "status", "expiresAt", "inviterId")
        VALUES (${`${id}-i`}, ${id}, 'raw@example.com', 'member', 'pending', now() + interval '1 day', ${ownerId})`;
      await tx.$executeRaw`UPDATE "invitation" SET "status" = 'canceled' WHERE "id" = ${`${id}-i`}`;
      await tx.$executeRaw`UPDATE "member" SET "role" = 'admin' WHERE "id" = ${`${id}-m`}`;
      await tx.$executeRaw`UPDATE "team" SET "name" = 'Raw Team 2' WHERE "id" = ${`${id}-t`}`;
      await tx.$executeRaw`DELETE FROM "teamMember" WHERE "id" = ${`${id}-tm`}`;
      await tx.$executeRaw`DELETE FROM "member" WHERE "id" = ${`${id}-m`}`;
      await tx.$executeRaw`DELETE FROM "organization" WHERE "id" = ${id}`;
    });
    expect((await eventsOf(id)).map((event) => event.action)).toEqual([
      "ORGANIZATION_CREATE",
      "MEMBER_ADD",
      "TEAM_CREATE",
      "TEAM_MEMBER_ADD",
      "INVITATION_CREATE",
      "INVITATION_CANCEL",
      "MEMBER_ROLE_CHANGE",
      "TEAM_UPDATE",
      "TEAM_MEMBER_REMOVE",
      "MEMBER_REMOVE",
      "ORGANIZATION_DELETE",
    ]);
  });
});
