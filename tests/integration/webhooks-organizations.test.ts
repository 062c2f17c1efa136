import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { runWithAudit } from "../../server/audit/context.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { WEBHOOK_EVENTS } from "../../server/webhooks/event-types.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";

// An organization's webhook events (docs/decisions/112-organization-audit-and-webhooks.md): the
// outbox trigger copies each of the organization's audit events that an endpoint subscribes to,
// named by what changed ("member.added") and about the organization, in the change's own
// transaction.

let app: TestApp;
let ownerId: string;
let owner: string;

const ORGANIZATION_TYPES = WEBHOOK_EVENTS.filter((event) => event.nodeType === "Organization").map(
  (event) => event.type,
);

beforeAll(async () => {
  app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
  owner = await app.signIn("user@example.com");
  ownerId = (await app.prisma.user.findFirstOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(() => app?.close());

const subscribe = (userId: string, events: string[]) =>
  app.prisma.webhookEndpoint.create({
    data: {
      userId,
      url: `http://127.0.0.1:9/${randomUUID()}`,
      events,
      secret: sealSecret(TEST_AUTH_SECRET, "whsec_b3JnYW5pemF0aW9ub3Jn"),
    },
  });

/** The outbox rows a write leaves, read inside its transaction, which is then rolled back. */
async function outboxOf(
  write: (tx: Parameters<Parameters<typeof auditedTransaction>[1]>[0]) => Promise<unknown>,
) {
  const rolledBack = new Error("rolled back");
  let rows: { eventType: string; targetType: string; targetId: string }[] = [];
  await auditedTransaction(app.prisma, async (tx) => {
    await write(tx);
    rows = await tx.webhookOutbox.findMany({
      select: { eventType: true, targetType: true, targetId: true },
      orderBy: { seq: "asc" },
    });
    throw rolledBack;
  }).catch((error: unknown) => {
    if (error !== rolledBack) throw error;
  });
  return rows;
}

describe("the outbox", () => {
  it("holds a subscribed organization event as the organization's, named by what changed", async () => {
    const organization = await runWithAudit({}, () =>
      app.auth.api.createOrganization({
        headers: new Headers({ cookie: owner }),
        body: { name: "Outbox", slug: "outbox-webhooks" },
      }),
    );
    const endpoint = await subscribe(ownerId, ["member.updated", "team.created"]);
    try {
      const member = await app.prisma.member.findFirstOrThrow({
        where: { organizationId: organization.id },
      });
      const rows = await outboxOf(async (tx) => {
        await tx.member.update({ where: { id: member.id }, data: { role: "admin" } });
        await tx.team.create({
          data: {
            id: randomUUID(),
            name: "Ops",
            organizationId: organization.id,
            createdAt: new Date(),
          },
        });
        // Not subscribed: no row.
        await tx.organization.update({ where: { id: organization.id }, data: { name: "Renamed" } });
      });
      expect(rows).toEqual([
        { eventType: "member.updated", targetType: "Organization", targetId: organization.id },
        { eventType: "team.created", targetType: "Organization", targetId: organization.id },
      ]);
    } finally {
      await app.prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });

  it("names every organization action's event as the server lists it", () => {
    expect(ORGANIZATION_TYPES).toEqual([
      "organization.created",
      "organization.updated",
      "organization.deleted",
      "member.added",
      "member.updated",
      "member.removed",
      "invitation.created",
      "invitation.updated",
      "invitation.canceled",
      "invitation.accepted",
      "invitation.rejected",
      "team.created",
      "team.updated",
      "team.deleted",
      "team.member_added",
      "team.member_removed",
    ]);
  });
});
