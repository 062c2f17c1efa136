import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookDispatchJob } from "../../server/webhooks/dispatch-job.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";

// Review of the webhooks branch (FINDINGS.md): the outbox drains under load. One dispatch
// batch (50 outbox rows) is one interactive transaction with a 60 s timeout, and inside it every
// (row × subscribed endpoint) pair runs a GraphQL node query and inserts a delivery and a job
// (~10-17 ms each measured on PGlite). 50 events × 200 endpoints is ~10 000 pairs: past the
// timeout, the transaction rolls back, and every retry (and every minute's cron) takes the same
// 50 oldest rows again. The outbox never drains; nobody receives anything. Slow by nature.

let app: TestApp;
beforeAll(async () => {
  // No webhook worker: the test runs the dispatch handler itself, once.
  app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { webhookWorker: false });
});
afterAll(() => app?.close());

it("a burst of 50 events to 200 subscribed endpoints is dispatched (the batch fits its transaction)", async () => {
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
  for (let r = 0; r < 50; r++) {
    await app.prisma.repository.create({
      data: { name: `burst-${r}-${randomUUID()}`, link: "github.com/a/b" },
    });
  }
  expect(await app.prisma.webhookOutbox.count()).toBe(50);
  const services = {
    env: app.env,
    mailer: { send: async () => {} },
    jobs: { send: app.jobs.send },
  } as unknown as Parameters<typeof webhookDispatchJob.handler>[1]["services"];
  const started = performance.now();
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
  console.log(`dispatch of 50 × 200: ${Math.round(performance.now() - started)} ms`, outcome);
  expect(outcome).toEqual({ events: 50, deliveries: 10_000 });
  expect(await app.prisma.webhookOutbox.count()).toBe(0);
}, 240_000);

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
