import { TestClock } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { retryWindows } from "../../server/jobs/retry-policy.ts";
import { WEBHOOK_RETRY } from "../../server/webhooks/deliver-job.ts";
import { WEBHOOK_DELIVER_JOB, WEBHOOK_DISPATCH_JOB } from "../../server/webhooks/queue.ts";
import { jobRows, until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";
import { createEndpoint, deliveriesOf, settledDeliveries, verifies } from "./webhooks-support.ts";

// Outbound webhooks end to end (docs/decisions/107): an audited change writes the outbox in
// its own transaction, the dispatch job turns it into deliveries, the deliver job POSTs them
// signed to a receiver on loopback. Time is pg-boss's TestClock: retries and the 3-day
// auto-disable happen when the test moves it, never by waiting.

// Starts now: sign-in codes expire by the real clock (better-auth), their mail by this one.
const T0 = Date.now();
const clock = new TestClock(T0);
let app: TestApp;
let admin: string;
let receiver: WebhookReceiver;
let repositoryCount = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE: "true" },
    { jobsClock: clock, webhookTimeoutMs: 300 },
  );
  admin = await app.signIn("admin@example.com");
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await app.prisma.webhookEndpoint.deleteMany({});
  receiver.received.length = 0;
  receiver.answer({ status: 200, body: "ok" });
});

const createRepository = async () => {
  const { body } = await app.graphql<{ createRepository: { repository: { id: string } } }>(
    `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
    {
      cookie: admin,
      variables: { input: { name: `hooked-${++repositoryCount}`, link: "github.com/a/b" } },
    },
  );
  return body.data!.createRepository.repository.id;
};

/**
 * After a jump of the clock, once the endpoint's deliveries number `count` (the new one queued):
 * one second more, past the workers' backstop poll, as a wake-up may be lost (boss.ts).
 */
async function pollAfterJump(endpointId: string, count: number) {
  await settledDeliveries(app, endpointId, (rows) => rows.length >= count, "queued", clock);
  await clock.tick(1000);
}

describe("events from audited changes", () => {
  it("a rolled-back change leaves no outbox row and no job; a committed one one delivery per subscribed endpoint", async () => {
    const first = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    const second = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: `${receiver.url}?second`,
        events: ["repository.created", "repository.deleted"],
      },
    );
    const other = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: `${receiver.url}?other`,
        events: ["repository.deleted"],
      },
    );
    const jobsBefore = (await jobRows(app, WEBHOOK_DISPATCH_JOB)).length;

    await expect(
      auditedTransaction(app.prisma, async (tx) => {
        await tx.repository.create({ data: { name: "rolled-back", link: "github.com/x/y" } });
        // The trigger wrote the outbox inside the transaction…
        expect(await tx.webhookOutbox.count()).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    // …and it went with it: no row, no job, no delivery.
    expect(await app.prisma.webhookOutbox.count()).toBe(0);
    await app.jobs.webhooksIdle();
    expect((await jobRows(app, WEBHOOK_DISPATCH_JOB)).length).toBe(jobsBefore);
    expect(await app.prisma.webhookDelivery.count()).toBe(0);

    const repositoryId = await createRepository();
    const delivered = (id: string) =>
      settledDeliveries(
        app,
        id,
        (rows) => rows.some((row) => row.status === "SUCCEEDED"),
        "delivered",
        clock,
      );
    const [a] = await delivered(first.rowId);
    const [b] = await delivered(second.rowId);
    expect(await deliveriesOf(app, first.rowId)).toHaveLength(1);
    expect(await deliveriesOf(app, second.rowId)).toHaveLength(1);
    expect(await deliveriesOf(app, other.rowId)).toHaveLength(0);
    expect(await app.prisma.webhookOutbox.count()).toBe(0);
    expect(a).toMatchObject({ eventType: "repository.created", attempt: 1, responseStatus: 200 });
    expect(a!.messageId).toMatch(/^msg_/);
    expect(a!.messageId).not.toBe(b!.messageId);
    expect(receiver.received).toHaveLength(2);
    const body = JSON.parse(receiver.received[0]!.body) as {
      type: string;
      timestamp: string;
      data: { id: string; object: { id: string; name: string; link: string } };
    };
    expect(body.type).toBe("repository.created");
    expect(body.data.id).toBe(repositoryId);
    expect(body.data.object).toMatchObject({ id: repositoryId, link: "github.com/a/b" });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it("signs with the endpoint's secret (the standardwebhooks library verifies it)", async () => {
    const { secret, rowId } = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.updated"],
      },
    );
    expect(secret).toMatch(/^whsec_/);
    // Sealed at rest: the secret is nowhere in the row.
    const row = await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: rowId } });
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const id = await createRepository();
    await app.prisma.repository
      .update({ where: { id: id.split(":").pop() ?? id }, data: {} })
      .catch(() => {});
    await app.graphql(
      `mutation ($input: UpdateRepositoryInput!) { updateRepository(input: $input) { repository { id } } }`,
      { cookie: admin, variables: { input: { id, description: "signed" } } },
    );
    await settledDeliveries(
      app,
      rowId,
      (rows) => rows[0]?.status === "SUCCEEDED",
      "delivered",
      clock,
    );
    const [received] = receiver.received;
    expect(received!.headers["webhook-id"]).toMatch(/^msg_/);
    expect(received!.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(verifies(secret, received!)).toBe(true);
    expect(verifies(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, received!)).toBe(false);
    const tampered = { ...received!, body: received!.body.replace("signed", "forged") };
    expect(verifies(secret, tampered)).toBe(false);
  });
});

describe("secret rotation", () => {
  it("signs with both secrets for 24 hours, then with the new one only", async () => {
    const {
      secret: old,
      id,
      rowId,
    } = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    const { body } = await app.graphql<{
      rotateWebhookSecret: { secret: string; webhookEndpoint: { previousSecretExpiresAt: string } };
    }>(
      `mutation ($input: RotateWebhookSecretInput!) {
        rotateWebhookSecret(input: $input) { secret webhookEndpoint { previousSecretExpiresAt } }
      }`,
      { cookie: admin, variables: { input: { id } } },
    );
    const fresh = body.data!.rotateWebhookSecret.secret;
    const rotatedAt = clock.now();
    expect(Date.parse(body.data!.rotateWebhookSecret.webhookEndpoint.previousSecretExpiresAt)).toBe(
      rotatedAt + 24 * 3600_000,
    );
    await createRepository();
    await settledDeliveries(
      app,
      rowId,
      (rows) => rows[0]?.status === "SUCCEEDED",
      "delivered",
      clock,
    );
    const within = receiver.received[0]!;
    expect(String(within.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifies(fresh, within)).toBe(true);
    expect(verifies(old, within)).toBe(true);

    await clock.setTime(rotatedAt + 24 * 3600_000 + 1000);
    await createRepository();
    await pollAfterJump(rowId, 2);
    await settledDeliveries(
      app,
      rowId,
      (rows) => rows.length === 2 && rows.every((row) => row.status === "SUCCEEDED"),
      "delivered twice",
      clock,
    );
    const after = receiver.received[1]!;
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verifies(fresh, after)).toBe(true);
    expect(verifies(old, after)).toBe(false);
  });
});

describe("failures, retries and auto-disable", () => {
  it("retries an event with growing delays, each attempt logged; a success ends it", async () => {
    receiver.answer({ status: 500, body: "down for maintenance" });
    const { rowId } = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    await createRepository();
    const windows = retryWindows(WEBHOOK_RETRY);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const rows = await settledDeliveries(
        app,
        rowId,
        (found) => found.length === attempt + 1 && found[attempt - 1]?.status === "FAILED",
        `attempt ${attempt} failed and the next is queued`,
        clock,
      );
      const failed = rows[attempt - 1]!;
      const next = rows[attempt]!;
      expect(failed).toMatchObject({
        attempt,
        status: "FAILED",
        error: "HTTP_STATUS",
        responseStatus: 500,
        responseBody: "down for maintenance",
      });
      expect(failed.durationMs).toBeGreaterThanOrEqual(0);
      expect(next).toMatchObject({
        attempt: attempt + 1,
        status: "PENDING",
        messageId: failed.messageId,
      });
      // The next attempt's job starts within pg-boss's backoff window for this retry.
      const [job] = await app.prisma.$queryRaw<{ start_after: Date }[]>`
        SELECT start_after FROM pgboss.job WHERE name = ${WEBHOOK_DELIVER_JOB}
        AND data->>'deliveryId' = ${next.id}`;
      const delay = job!.start_after.getTime() - next.createdAt.getTime();
      expect(delay).toBeGreaterThanOrEqual(windows[attempt - 1]!.min * 1000);
      expect(delay).toBeLessThanOrEqual(windows[attempt - 1]!.max * 1000);
      // Not before its time: nothing more reaches the receiver until the clock moves.
      expect(receiver.received).toHaveLength(attempt);
      if (attempt === 3) receiver.answer({ status: 204 });
      await clock.setTime(job!.start_after.getTime() + 1000);
      // Past the worker's backstop poll.
      await clock.tick(2000);
    }
    const rows = await settledDeliveries(
      app,
      rowId,
      (found) => found[3]?.status === "SUCCEEDED",
      "the fourth attempt succeeded",
      clock,
    );
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({ attempt: 4, responseStatus: 204, error: null });
    const endpoint = await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: rowId } });
    expect(endpoint.failingSince).toBeNull();
    // The spread of the whole schedule: about a day.
    const total = windows.reduce((sum, window) => sum + window.min, 0);
    expect(total / 3600).toBeGreaterThan(12);
    expect(windows.reduce((sum, window) => sum + window.max, 0) / 3600).toBeLessThan(48);
  });

  it("disables an endpoint failing for 3 days and e-mails its owner in their language", async () => {
    receiver.answer({ status: 503 });
    const { rowId, id } = await createEndpoint(
      app,
      { cookie: admin, headers: { "accept-language": "fr" } },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    await createRepository();
    await settledDeliveries(app, rowId, (rows) => rows[0]?.status === "FAILED", "failed", clock);
    const start = await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: rowId } });
    expect(start.failingSince).not.toBeNull();
    // Three days later, still failing: the next failure disables it.
    await clock.setTime(start.failingSince!.getTime() + 3 * 24 * 3600_000 + 1000);
    await createRepository();
    await pollAfterJump(rowId, 2);
    await until(async () => {
      await app.jobs.webhooksIdle();
      const row = await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: rowId } });
      return !row.enabled;
    }, "the endpoint was disabled");
    const { body } = await app.graphql<{ node: { enabled: boolean; disabledReason: string } }>(
      `query ($id: ID!) { node(id: $id) { ... on WebhookEndpoint { enabled disabledReason } } }`,
      { cookie: admin, variables: { id } },
    );
    expect(body.data?.node).toEqual({ enabled: false, disabledReason: "FAILING" });
    const [mail] = await app.mails(
      (m) => m.to === "admin@example.com" && m.text.includes(receiver.url),
    );
    expect(mail!.subject).toBe("Votre point de terminaison webhook a été désactivé");
    // Nothing new reaches it; queued attempts are dropped when their time comes.
    const seen = receiver.received.length;
    await createRepository();
    await clock.setTime(clock.now() + 24 * 3600_000);
    await clock.tick(2000);
    await until(async () => {
      await app.jobs.webhooksIdle();
      return (
        (await app.prisma.webhookDelivery.count({
          where: { endpointId: rowId, status: "PENDING" },
        })) === 0
      );
    }, "the queued attempts were dropped");
    expect(receiver.received.length).toBe(seen);

    // Enabled again: the failing streak is forgotten.
    const enabled = await app.graphql<{
      setWebhookEndpointEnabled: {
        webhookEndpoint: {
          enabled: boolean;
          failingSince: string | null;
          disabledReason: string | null;
        };
      };
    }>(
      `mutation ($input: SetWebhookEndpointEnabledInput!) {
        setWebhookEndpointEnabled(input: $input) { webhookEndpoint { enabled failingSince disabledReason } }
      }`,
      { cookie: admin, variables: { input: { id, enabled: true } } },
    );
    expect(enabled.body.data?.setWebhookEndpointEnabled.webhookEndpoint).toEqual({
      enabled: true,
      failingSince: null,
      disabledReason: null,
    });
  });

  it("follows no redirect, bounds the wait, and keeps 4 kB of the answer cut on a character", async () => {
    const { rowId, id } = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    const send = async () => {
      const { body } = await app.graphql<{
        sendTestWebhook: {
          delivery: { id: string; status: string; eventType: string; attempt: number };
        };
      }>(
        `mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { delivery { id status eventType attempt } } }`,
        { cookie: admin, variables: { input: { id } } },
      );
      return body.data!.sendTestWebhook.delivery;
    };
    const last = (rows: Awaited<ReturnType<typeof deliveriesOf>>) =>
      [...rows]
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id))
        .at(-1);
    const settle = () =>
      settledDeliveries(
        app,
        rowId,
        (rows) => rows.length > 0 && rows.every((row) => row.status !== "PENDING"),
        "settled",
        clock,
      );

    receiver.answer({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    expect(await send()).toMatchObject({
      status: "PENDING",
      eventType: "webhook.test",
      attempt: 1,
    });
    const redirected = last(await settle())!;
    expect(redirected).toMatchObject({
      status: "FAILED",
      error: "REDIRECT_NOT_FOLLOWED",
      responseStatus: 302,
    });
    expect(receiver.received.map((r) => r.path)).toEqual(["/hook"]);
    // A test is tried once: no retry was queued.
    expect(await deliveriesOf(app, rowId)).toHaveLength(1);

    let release = () => {};
    receiver.answer({ status: 200, hold: new Promise<void>((resolve) => (release = resolve)) });
    await send();
    const timedOut = last(await settle())!;
    release();
    expect(timedOut).toMatchObject({ status: "FAILED", error: "TIMEOUT", responseStatus: null });

    // 4095 ASCII bytes, then "é" (2 bytes) straddles the 4 kB cut: it is left out whole.
    receiver.answer({ status: 200, body: `${"a".repeat(4095)}é${"b".repeat(100)}` });
    await send();
    const long = last(await settle())!;
    expect(long.status).toBe("SUCCEEDED");
    expect(long.responseBody).toBe("a".repeat(4095));
    receiver.answer({ status: 200, body: `${"é".repeat(3000)}` });
    await send();
    const wide = last(await settle())!;
    expect(Buffer.byteLength(wide.responseBody!)).toBe(4096);
    expect(wide.responseBody).toBe("é".repeat(2048));
  });

  it("redelivers the same message as a new attempt, with the same id and body", async () => {
    receiver.answer({ status: 500 });
    const { rowId } = await createEndpoint(
      app,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    await createRepository();
    const [failed] = await settledDeliveries(
      app,
      rowId,
      (rows) => rows[0]?.status === "FAILED",
      "failed",
      clock,
    );
    receiver.answer({ status: 200 });
    const { body } = await app.graphql<{
      redeliverWebhook: {
        delivery: { id: string; messageId: string; attempt: number; endpoint: { url: string } };
      };
    }>(
      `mutation ($input: RedeliverWebhookInput!) {
        redeliverWebhook(input: $input) { delivery { id messageId attempt endpoint { url } } }
      }`,
      {
        cookie: admin,
        variables: {
          input: { deliveryId: Buffer.from(`WebhookDelivery:${failed!.id}`).toString("base64") },
        },
      },
    );
    const redelivery = body.data!.redeliverWebhook.delivery;
    expect(redelivery.messageId).toBe(failed!.messageId);
    // Attempt 2 is the automatic retry (queued), so the redelivery is attempt 3.
    expect(redelivery.attempt).toBe(3);
    const rows = await settledDeliveries(
      app,
      rowId,
      (found) => found.some((row) => row.attempt === 3 && row.status === "SUCCEEDED"),
      "redelivered",
      clock,
    );
    expect(rows.find((row) => row.attempt === 3)?.payload).toBe(failed!.payload);
    const bodies = receiver.received.map((r) => r.body);
    expect(bodies.at(-1)).toBe(bodies[0]);
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(failed!.messageId);
  });
});
