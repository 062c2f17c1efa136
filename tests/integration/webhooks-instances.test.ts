import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";
import { createEndpoint } from "./webhooks-support.ts";

// Webhooks with several instances on one database (docs/decisions/107): under concurrent
// writes through both, each event is delivered once per attempt; and an instance stopped
// (SIGTERM) in the middle of deliveries loses nothing: after a restart every event arrives.

let owner: TestApp;
let receiver: WebhookReceiver;
let admin: string;
const clock = new TestClock(Date.now());
const started: TestApp[] = [];
const instance = async (variables: Record<string, string> = {}) => {
  const app = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE: "true", ...variables },
    { sameDatabaseAs: owner, webhookWorker: true, jobsClock: clock, webhookTimeoutMs: 5000 },
  );
  started.push(app);
  return app;
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Owns the database and works no webhook queue: the instances below do.
  owner = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE: "true" },
    { webhookWorker: false, jobsClock: clock },
  );
  admin = await owner.signIn("admin@example.com");
});
afterAll(async () => {
  for (const app of started) await app.close().catch(() => {});
  await owner?.close();
  await receiver?.close();
});

const CREATE = `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`;
const createRepository = (app: TestApp, name: string) =>
  app.graphql<{ createRepository: { repository: { id: string } } }>(CREATE, {
    cookie: admin,
    variables: { input: { name, link: "github.com/many/instances" } },
  });
const repositoryIdOf = (body: string) => (JSON.parse(body) as { data: { id: string } }).data.id;

describe("two instances on one database", () => {
  it("deliver each event once per attempt under concurrent writes", async () => {
    const [a, b] = [await instance(), await instance()];
    await owner.prisma.webhookEndpoint.deleteMany({});
    receiver.received.length = 0;
    receiver.answer({ status: 200 });
    const first = await createEndpoint(
      owner,
      { cookie: admin },
      {
        url: `${receiver.url}?one`,
        events: ["repository.created"],
      },
    );
    const second = await createEndpoint(
      owner,
      { cookie: admin },
      {
        url: `${receiver.url}?two`,
        events: ["repository.created"],
      },
    );
    const writes = Array.from({ length: 20 }, (_, i) =>
      createRepository(i % 2 ? a : b, `concurrent-${i}`),
    );
    const ids = (await Promise.all(writes)).map(
      ({ body }) => body.data!.createRepository.repository.id,
    );
    await until(
      async () => {
        // A worker slot fetches again after its poll interval: the clock moves a second a check.
        await clock.tick(1000);
        await Promise.all([a.jobs.webhooksIdle(), b.jobs.webhooksIdle()]);
        const done = await owner.prisma.webhookDelivery.count({ where: { status: "SUCCEEDED" } });
        return done === 40;
      },
      "40 deliveries succeeded",
      300,
    );
    const rows = await owner.prisma.webhookDelivery.findMany({});
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.attempt === 1)).toBe(true);
    for (const endpoint of [first, second]) {
      const mine = rows.filter((row) => row.endpointId === endpoint.rowId);
      expect(mine.map((row) => repositoryIdOf(row.payload)).sort()).toEqual([...ids].sort());
    }
    // The receiver saw each message once: 40 requests, 40 distinct webhook-ids.
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(40);
    expect(await owner.prisma.webhookOutbox.count()).toBe(0);
    await a.close();
    await b.close();
  });
});

describe("SIGTERM during deliveries", () => {
  it("loses nothing: after a restart every event is delivered", async () => {
    await owner.prisma.webhookEndpoint.deleteMany({});
    receiver.received.length = 0;
    // Answers are held: the deliveries are in flight when the instance stops.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver.answer({ status: 200, hold: held });
    const stopping = await instance({ SHUTDOWN_TIMEOUT_MS: "200", SHUTDOWN_GRACE_MS: "0" });
    await createEndpoint(
      owner,
      { cookie: admin },
      {
        url: receiver.url,
        events: ["repository.created"],
      },
    );
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await createRepository(stopping, `stopped-${i}`);
      ids.push(body.data!.createRepository.repository.id);
    }
    await until(async () => receiver.received.length >= 2, "deliveries are in flight");
    // What index.ts does on SIGTERM: readiness fails, workers stop taking jobs, then close.
    stopping.beginShutdown();
    await stopping.close();
    release();
    receiver.answer({ status: 200 });

    // A restarted worker (WORKER=on: its cron drains any outbox row the stop left).
    const restarted = await instance({ WORKER: "on" });
    await until(
      async () => {
        await clock.tick(15_000);
        const rows = await owner.prisma.webhookDelivery.findMany({
          where: { status: "SUCCEEDED" },
        });
        const delivered = new Set(rows.map((row) => repositoryIdOf(row.payload)));
        return ids.every((id) => delivered.has(id));
      },
      "every event delivered after the restart",
      200,
    );
    // No attempt was recorded as the endpoint's failure: the interrupted ones were sent again.
    const rows = await owner.prisma.webhookDelivery.findMany({});
    expect(rows.filter((row) => row.status === "FAILED")).toEqual([]);
    const received = new Set(receiver.received.map((r) => repositoryIdOf(r.body)));
    expect(ids.every((id) => received.has(id))).toBe(true);
    await restarted.close();
  });
});
