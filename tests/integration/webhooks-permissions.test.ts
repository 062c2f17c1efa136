import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "#shared/audit/actions";
import { WEBHOOK_EVENTS } from "../../server/webhooks/event-types.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { WEBHOOK_DISPATCH_JOB } from "../../server/webhooks/queue.ts";
import { until } from "../setup/jobs.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";

// An endpoint only ever receives what its owner could read through the API at that moment
// (docs/decisions/107): the object is read by a node(id) query run as the owner, so user.*
// reaches admins only, and stops when the owner is no longer one; a deleted object reaches
// only those who could read it before.

let app: TestApp;
let receiver: WebhookReceiver;
const users: Record<string, string> = {};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
  for (const [name, role] of [
    ["admin", "admin"],
    ["second", "admin"],
    ["user", "user"],
    // A role this version does not know grants nothing: not even repositories.
    ["stranger", "auditor"],
    ["banned", "admin"],
  ] as const) {
    const user = await app.prisma.user.create({
      data: { id: randomUUID(), name, email: `${name}-${randomUUID()}@example.com`, role },
    });
    users[name] = user.id;
  }
  await app.prisma.user.update({ where: { id: users.banned }, data: { banned: true } });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await app.prisma.webhookEndpoint.deleteMany({});
  receiver.received.length = 0;
});

const ALL = [
  "user.created",
  "user.updated",
  "user.deleted",
  "repository.created",
  "repository.updated",
  "repository.deleted",
];

/** One endpoint per user, subscribed to everything (as if chosen when the role allowed it). */
async function subscribeEveryone() {
  const ids: Record<string, string> = {};
  for (const [name, userId] of Object.entries(users)) {
    const endpoint = await app.prisma.webhookEndpoint.create({
      data: {
        userId,
        url: `${receiver.url}?${name}`,
        events: ALL,
        secret: sealSecret(TEST_AUTH_SECRET, "whsec_cGVybWlzc2lvbnM="),
      },
    });
    ids[name] = endpoint.id;
  }
  return ids;
}

/** Every outbox row dispatched and every delivery sent. */
async function settled() {
  await until(async () => {
    await app.jobs.webhooksIdle();
    const [row] = await app.prisma.$queryRaw<{ outbox: number; jobs: number; pending: number }[]>`
      SELECT (SELECT count(*)::int FROM "webhookOutbox") AS outbox,
             (SELECT count(*)::int FROM pgboss.job WHERE name = ${WEBHOOK_DISPATCH_JOB}
                AND state IN ('created', 'retry', 'active')) AS jobs,
             (SELECT count(*)::int FROM "webhookDelivery" WHERE status = 'PENDING') AS pending`;
    return row?.outbox === 0 && row.jobs === 0 && row.pending === 0;
  }, "every event dispatched and delivered");
}

/** Who received which event types, by endpoint owner name. */
function receivedBy() {
  const byName: Record<
    string,
    { type: string; data: { id: string; object?: Record<string, unknown> } }[]
  > = {};
  for (const entry of receiver.received) {
    const name = entry.path.split("?")[1]!;
    (byName[name] ??= []).push(JSON.parse(entry.body));
  }
  return byName;
}

describe("permission filtering of events", () => {
  it("user events reach admins only, with the user as an admin reads it", async () => {
    await subscribeEveryone();
    const created = await app.prisma.user.create({
      data: { id: randomUUID(), name: "Newcomer", email: `new-${randomUUID()}@example.com` },
    });
    await settled();
    const got = receivedBy();
    expect(Object.keys(got).sort()).toEqual(["admin", "second"]);
    const [event] = got.admin!;
    expect(event!.type).toBe("user.created");
    expect(event!.data.object).toMatchObject({ email: created.email, name: "Newcomer" });
    expect(event!.data.id).toBe(Buffer.from(`User:${created.id}`).toString("base64"));

    receiver.received.length = 0;
    await app.prisma.user.delete({ where: { id: created.id } });
    await settled();
    const deleted = receivedBy();
    expect(Object.keys(deleted).sort()).toEqual(["admin", "second"]);
    // Gone: its id alone.
    expect(deleted.admin![0]!.data).toEqual({ id: event!.data.id });
  });

  it("stops user events to an admin who lost the role", async () => {
    await subscribeEveryone();
    await app.prisma.user.update({ where: { id: users.second }, data: { role: "user" } });
    try {
      await app.prisma.user.update({ where: { id: users.user }, data: { name: "Renamed" } });
      await settled();
      const got = receivedBy();
      // The demotion and the rename are user.updated events: to the remaining admin only.
      expect(Object.keys(got)).toEqual(["admin"]);
      expect(got.admin!.map((event) => event.type)).toEqual(["user.updated", "user.updated"]);
    } finally {
      await app.prisma.user.update({ where: { id: users.second }, data: { role: "admin" } });
    }
  });

  it("repository events reach those who may read repositories, and nobody else", async () => {
    await subscribeEveryone();
    const repository = await app.prisma.repository.create({
      data: { name: `perm-${randomUUID()}`, link: "github.com/perm/x" },
    });
    // Dispatched before it goes: an object already deleted when its creation is dispatched
    // cannot be read, and only its deletion is sent (ADR 107).
    await settled();
    await app.prisma.repository.delete({ where: { id: repository.id } });
    await settled();
    const got = receivedBy();
    // The unknown role reads no repository, and a banned owner reads nothing at all.
    expect(Object.keys(got).sort()).toEqual(["admin", "second", "user"]);
    expect(got.user!.map((event) => event.type)).toEqual([
      "repository.created",
      "repository.deleted",
    ]);
    expect(got.user![0]!.data.object).toMatchObject({
      name: repository.name,
      link: "github.com/perm/x",
    });
  });

  it("sends nothing to a disabled endpoint, and no outbox row when nobody subscribes", async () => {
    const ids = await subscribeEveryone();
    await app.prisma.webhookEndpoint.updateMany({
      where: { id: { in: Object.values(ids) } },
      data: { enabled: false, disabledReason: "MANUAL" },
    });
    await app.prisma.repository.create({
      data: { name: `quiet-${randomUUID()}`, link: "github.com/q/x" },
    });
    // The trigger found no enabled subscriber: it wrote nothing.
    expect(await app.prisma.webhookOutbox.count()).toBe(0);
    await settled();
    expect(receiver.received).toEqual([]);
  });
});

describe("event types: the trigger and the server agree", () => {
  const sqlType = async (action: string, targetType: string, changes: object = {}) => {
    const [row] = await app.prisma.$queryRaw<{ type: string | null }[]>`
      SELECT audit.webhook_event_type(${action}, ${targetType}, ${JSON.stringify(changes)}::jsonb) AS type`;
    return row?.type ?? null;
  };

  it("names every event the server offers as the trigger does, a scaffolded model's too", async () => {
    for (const event of WEBHOOK_EVENTS) {
      // The server names the action it derived each type from; the trigger sees that action on
      // that target type (an organization's events: all on the organization, ADR 112).
      expect(AUDIT_ACTIONS).toContain(event.action);
      expect(await sqlType(event.action, event.nodeType)).toBe(event.type);
    }
    // Every organization action is an event, none named as its target's create or update.
    expect(WEBHOOK_EVENTS.filter((event) => event.nodeType === "Organization")).toHaveLength(16);
    expect(await sqlType("TEAM_CREATE", "Organization")).toBe("team.created");
    expect(await sqlType("MEMBER_ROLE_CHANGE", "Organization")).toBe("member.updated");
    // A model the scaffold would add ("BlogPost", prefix BLOG_POST): no migration needed.
    expect(await sqlType("BLOG_POST_CREATE", "BlogPost")).toBe("blogPost.created");
    expect(await sqlType("BLOG_POST_DELETE", "BlogPost")).toBe("blogPost.deleted");
    // Role, ban and admin changes are updates of the user; the CLI's new admin a creation.
    expect(await sqlType("USER_BAN", "User")).toBe("user.updated");
    expect(await sqlType("ADMIN_GRANT", "User", { after: {} })).toBe("user.created");
    expect(await sqlType("ADMIN_GRANT", "User", { role: {} })).toBe("user.updated");
    // Not an object's change: no event.
    expect(await sqlType("SIGN_IN", "User")).toBeNull();
    expect(await sqlType("AUDIT_RETENTION", "")).toBeNull();
  });
});
