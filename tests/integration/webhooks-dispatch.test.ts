import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookDispatchJob } from "../../server/webhooks/dispatch-job.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";

// The outbox drains under load (ADR 107). A hostile review found one dispatch batch (50 outbox
// rows) running as one interactive transaction with a 60 s timeout, every (row × endpoint) pair
// reading and inserting inside it: 50 events × 200 endpoints went past the timeout on
// PostgreSQL, rolled back, and every retry took the same rows again. Now each event is its own
// transaction (the second test proves one event's failure leaves the others dispatched), and the
// object is read once per owner. The burst here is 10 events × 200 endpoints, a scale check kept
// small enough for every suite run (the review's 50 took 20-95 s).

let app: TestApp;
beforeAll(async () => {
  // No webhook worker: the test runs the dispatch handler itself, once.
  app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { webhookWorker: false });
});
afterAll(() => app?.close());

it("a burst of 10 events to 200 subscribed endpoints is dispatched, each event in its own transaction", async () => {
  for (let u = 0; u < 20; u++) {
    const user = await app.prisma.user.create({
      data: { id: randomUUID(), name: `u${u}`, email: `u${u}-${randomUUID()}@example.com` },
    });
    await app.prisma.webhookEndpoint.createMany({
      data: Array.from({ length: 10 }, (_, e) => ({
        userId: user.id,
        url: `https://hooks.example.test/${u}/${e}`,
        events: ["repository.created"],
        secret: sealSecret(TEST_AUTH_SECRET, "whsec_cmV2aWV3cmV2aWV3"),
      })),
    });
  }
  for (let r = 0; r < 10; r++) {
    await app.prisma.repository.create({
      data: { name: `burst-${r}-${randomUUID()}`, link: "github.com/a/b" },
    });
  }
  expect(await app.prisma.webhookOutbox.count()).toBe(10);
  const services = {
    env: app.env,
    mailer: { send: async () => {} },
    jobs: { send: app.jobs.send },
  } as unknown as Parameters<typeof webhookDispatchJob.handler>[1]["services"];
  let outcome: unknown;
  try {
    outcome = await webhookDispatchJob.handler(
      {},
      {
        prisma: app.prisma,
        logger: app.logger,
        signal: new AbortController().signal,
        now: () => new Date(),
        jobId: randomUUID(),
        retryCount: 0,
        services,
      },
    );
  } catch (error) {
    outcome = { threw: String(error).replace(/\s+/g, " ").slice(-400) };
  }
  expect(outcome).toEqual({ events: 10, deliveries: 2_000 });
  expect(await app.prisma.webhookOutbox.count()).toBe(0);
}, 120_000);

it("an outbox event that fails to dispatch is skipped with a logged error, not a poison pill for those behind it", async () => {
  await app.prisma.webhookEndpoint.deleteMany({});
  await app.prisma.webhookOutbox.deleteMany({});
  const user = await app.prisma.user.create({
    data: { id: randomUUID(), name: "pill", email: `pill-${randomUUID()}@example.com` },
  });
  await app.prisma.webhookEndpoint.create({
    data: {
      userId: user.id,
      url: "https://hooks.example.test/pill",
      events: ["repository.created"],
      secret: sealSecret(TEST_AUTH_SECRET, "whsec_cmV2aWV3cmV2aWV3"),
    },
  });
  for (const name of ["first", "second"]) {
    await app.prisma.repository.create({
      data: { name: `${name}-${randomUUID()}`, link: "x.y/z" },
    });
  }
  // The first event's job cannot be queued (as a broken row would fail): it alone rolls back.
  let sends = 0;
  const services = {
    env: app.env,
    mailer: { send: async () => {} },
    jobs: {
      send: (...args: Parameters<typeof app.jobs.send>) => {
        sends += 1;
        if (sends === 1) throw new Error("the first event cannot be queued");
        return app.jobs.send(...args);
      },
    },
  } as unknown as Parameters<typeof webhookDispatchJob.handler>[1]["services"];
  const errors: unknown[] = [];
  const logger = { ...app.logger, error: (...args: unknown[]) => errors.push(args) };
  const run = () =>
    webhookDispatchJob.handler(
      {},
      {
        prisma: app.prisma,
        logger: logger as typeof app.logger,
        signal: new AbortController().signal,
        now: () => new Date(),
        jobId: randomUUID(),
        retryCount: 0,
        services,
      },
    );
  expect(await run()).toEqual({ events: 1, deliveries: 1, skipped: 1 });
  expect(errors).toHaveLength(1);
  expect(await app.prisma.webhookOutbox.count()).toBe(1);
  // The next run takes it again.
  expect(await run()).toEqual({ events: 1, deliveries: 1 });
  expect(await app.prisma.webhookOutbox.count()).toBe(0);
});
