import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { runWithAudit } from "../../server/audit/context.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { WEBHOOK_EVENTS } from "../../server/webhooks/event-types.ts";
import { until } from "../setup/jobs.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";
import {
  ACCEPT,
  caller,
  CREATE_ORG,
  DELETE_ORG,
  INVITE,
  UPDATE_ORG,
} from "./organizations-support.ts";
import { settledDeliveries } from "./webhooks-support.ts";

// An organization's webhook events (docs/decisions/112-organization-audit-and-webhooks.md): the
// outbox trigger copies each of the organization's audit events that an endpoint subscribes to,
// named by what changed ("member.added") and about the organization, in the change's own
// transaction; the dispatcher reads the organization as each endpoint's owner, so only its
// members' endpoints receive them. Time is pg-boss's TestClock.

const clock = new TestClock(Date.now());
let app: TestApp;
let receiver: WebhookReceiver;
let ownerId: string;
let owner: string;
let guest: string;
let guestId: string;
let guestEmail: string;
let outsiderId: string;

const ORGANIZATION_TYPES = WEBHOOK_EVENTS.filter((event) => event.nodeType === "Organization").map(
  (event) => event.type,
);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { jobsClock: clock });
  owner = await app.signIn("user@example.com");
  ownerId = (await app.prisma.user.findFirstOrThrow({ where: { email: "user@example.com" } })).id;
  const [other, stranger] = await app.prisma.user.findMany({
    where: { email: { notIn: ["user@example.com", "admin@example.com"] }, banned: { not: true } },
    orderBy: { email: "asc" },
    take: 2,
  });
  guestEmail = other!.email;
  guestId = other!.id;
  outsiderId = stranger!.id;
  guest = await app.signIn(guestEmail);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await app.prisma.webhookEndpoint.deleteMany({});
  receiver.received.length = 0;
  // An event of the test before, not yet dispatched, would reach this test's endpoints.
  await drained();
});

const subscribe = (userId: string, events: string[], url = `http://127.0.0.1:9/${randomUUID()}`) =>
  app.prisma.webhookEndpoint.create({
    data: {
      userId,
      url,
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

/** Until every event so far is dispatched: the next step's membership cannot change who reads it. */
const drained = () =>
  until(async () => {
    await app.jobs.webhooksIdle();
    return (await app.prisma.webhookOutbox.count()) === 0;
  }, "the outbox drained");

type Body = {
  type: string;
  data: { id: string; object?: Record<string, unknown>; subject?: { id: string } };
};

/** What an endpoint received, as message bodies in the order sent. */
const bodiesAt = (path: string) =>
  receiver.received
    .filter((entry) => entry.path === path)
    .map((entry) => JSON.parse(entry.body) as Body);

describe("delivery", () => {
  it("reaches an admin, who reads every organization (the manager), its deletion included", async () => {
    const call = caller(app);
    const adminId = (
      await app.prisma.user.findFirstOrThrow({ where: { email: "admin@example.com" } })
    ).id;
    const endpoint = await subscribe(
      adminId,
      ["member.added", "organization.deleted"],
      `${receiver.url}?admin`,
    );
    const created = await call<{ createOrganization: { organization: { id: string } } }>(
      CREATE_ORG,
      { input: { name: "Watched", slug: "watched-webhooks" } },
      { cookie: owner },
    );
    const organizationId = created.data!.createOrganization.organization.id;
    await drained();
    await call(DELETE_ORG, { input: { organizationId } }, { cookie: owner });
    const done = (rows: { status: string }[]) =>
      rows.length === 2 && rows.every((row) => row.status === "SUCCEEDED");
    await settledDeliveries(app, endpoint.id, done, "the admin's messages", clock);
    expect(bodiesAt("/hook?admin").map((body) => [body.type, body.data.id])).toEqual([
      ["member.added", organizationId],
      ["organization.deleted", organizationId],
    ]);
  });

  it("reaches the organization's members, as the organization they read; an outsider gets nothing", async () => {
    const call = caller(app);
    const events = [
      "organization.updated",
      "member.added",
      "invitation.created",
      "organization.deleted",
    ];
    const endpoints = {
      owner: await subscribe(ownerId, events, `${receiver.url}?owner`),
      guest: await subscribe(guestId, events, `${receiver.url}?guest`),
      outsider: await subscribe(outsiderId, events, `${receiver.url}?outsider`),
    };
    const created = await call<{ createOrganization: { organization: { id: string } } }>(
      CREATE_ORG,
      { input: { name: "Hooked", slug: "hooked-webhooks" } },
      { cookie: owner },
    );
    const organizationId = created.data!.createOrganization.organization.id;
    const invited = await call<{ inviteMember: { invitation: { id: string } } }>(
      INVITE,
      { input: { organizationId, email: guestEmail, role: "MEMBER" } },
      { cookie: owner },
    );
    expect(invited.code).toBeUndefined();
    await drained();
    const accepted = await call(
      ACCEPT,
      { input: { id: invited.data!.inviteMember.invitation.id } },
      { cookie: guest },
    );
    expect(accepted.code).toBeUndefined();
    await call(UPDATE_ORG, { input: { organizationId, name: "Hooked Inc" } }, { cookie: owner });
    // An invitation is read by admins, owners and its invitee: the guest, a plain member, hears
    // nothing of this one.
    const outsider = await app.prisma.user.findUniqueOrThrow({ where: { id: outsiderId } });
    const second = await call<{ inviteMember: { invitation: { id: string } } }>(
      INVITE,
      { input: { organizationId, email: outsider.email, role: "MEMBER" } },
      { cookie: owner },
    );
    expect(second.code).toBeUndefined();
    const done = (count: number) => (rows: { status: string }[]) =>
      rows.length === count && rows.every((row) => row.status === "SUCCEEDED");
    // The owner: their own membership at creation, the invitations, the guest's, the rename.
    await settledDeliveries(app, endpoints.owner.id, done(5), "the owner's messages", clock);
    // The guest: not the invitation (dispatched before they were a member), their own
    // membership (they read the organization by then), and the rename.
    await settledDeliveries(app, endpoints.guest.id, done(2), "the guest's messages", clock);
    expect(
      bodiesAt("/hook?owner")
        .map((body) => body.type)
        .sort(),
    ).toEqual([
      "invitation.created",
      "invitation.created",
      "member.added",
      "member.added",
      "organization.updated",
    ]);
    expect(
      bodiesAt("/hook?guest")
        .map((body) => body.type)
        .sort(),
    ).toEqual(["member.added", "organization.updated"]);
    const renamed = bodiesAt("/hook?guest").find((body) => body.type === "organization.updated");
    expect(renamed?.data).toMatchObject({
      id: organizationId,
      object: { id: organizationId, name: "Hooked Inc", slug: "hooked-webhooks" },
    });
    // What changed in it is named: the guest's membership, as the Member node's id.
    const membership = await app.prisma.member.findFirstOrThrow({ where: { userId: guestId } });
    const added = bodiesAt("/hook?guest").find((body) => body.type === "member.added");
    expect(added?.data.subject).toEqual({ id: encodeGlobalID("Member", membership.id) });
    const row = await app.prisma.organization.findUniqueOrThrow({
      where: { slug: "hooked-webhooks" },
    });
    expect(organizationId).toBe(encodeGlobalID("Organization", row.id));

    await call(DELETE_ORG, { input: { organizationId } }, { cookie: owner });
    // Those who were members when it was deleted hear of it, as an id alone.
    await settledDeliveries(app, endpoints.owner.id, done(6), "the owner's deletion", clock);
    await settledDeliveries(app, endpoints.guest.id, done(3), "the guest's deletion", clock);
    const deleted = bodiesAt("/hook?guest").find((body) => body.type === "organization.deleted");
    expect(deleted?.data).toEqual({ id: organizationId });
    // The outsider subscribed to every one of these types and received nothing.
    await app.jobs.webhooksIdle();
    expect(
      await app.prisma.webhookDelivery.count({ where: { endpointId: endpoints.outsider.id } }),
    ).toBe(0);
    expect(bodiesAt("/hook?outsider")).toEqual([]);
  });
});
