// Outbound webhooks' costs (docs/decisions/107), through the app's fetch handler:
// 1. the write overhead of createRepository without any endpoint (the outbox trigger's EXISTS
//    finds none) and with one subscribed endpoint (an outbox row, then a dispatch and a delivery
//    after the commit, in the same process), interleaved in rounds; then the insert alone in a
//    rolled-back transaction, which isolates the enqueueing from the work after the commit;
// 2. deliveries per second to a local receiver (node:http on loopback), against the same POSTs
//    sent straight with undici at the same concurrency: the queue's and signing's price.
// A benchmark, not a test: timings are too noisy to assert.
//   npx tsx tests/bench/webhook-overhead.ts                          (PGlite in memory)
//   BENCH_DATABASE_URL=postgresql://… npx tsx tests/bench/webhook-overhead.ts
// Knobs: BENCH_CREATES (400), BENCH_DELIVERIES (400). The database gets users, repositories,
// endpoints and jobs: use one you can spare. `npm run bench` runs it after the read cases.
import { createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { createApp } from "../../server/app.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { parseEnv } from "../../server/env.ts";
import { silentLogger } from "../../server/logger.ts";
import { eventBody, newMessageId, queueDelivery } from "../../server/webhooks/queue.ts";

const url = process.env.BENCH_DATABASE_URL;
const creates = Number(process.env.BENCH_CREATES ?? 400);
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 400);
const BASE_URL = "http://localhost:3000";

// The receiver: answers 200 at once and counts.
let received = 0;
let onReceived = () => {};
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    res.writeHead(200).end("ok");
    onReceived();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const env = parseEnv({
  NODE_ENV: "test",
  BASE_URL,
  AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth-0123456789",
  WEBHOOK_ALLOW_PRIVATE: "true",
});
const pglite = url ? undefined : createPGlite();
const app = await createApp({
  env,
  database: url
    ? { engine: "postgresql", url }
    : { engine: "pglite", dir: undefined, pglite: pglite! },
  logger: silentLogger,
  seed: false,
});
const userId = randomUUID();
const token = randomUUID().replaceAll("-", "");
await app.prisma.user.create({
  data: { id: userId, email: `bench-${userId}@example.com`, name: "Bench", role: "admin" },
});
await app.prisma.session.create({
  data: { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3_600_000) },
});
const signature = createHmac("sha256", env.authSecret).update(token).digest("base64");
const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
const graphql = async (query: string, variables: object) => {
  const response = await app.fetch(
    new Request(`${BASE_URL}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL, cookie },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
};
const CREATE = `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`;
let serial = 0;
const createOne = async () => {
  const started = performance.now();
  await graphql(CREATE, { input: { name: `wh-${userId}-${serial++}`, link: "github.com/w/h" } });
  return performance.now() - started;
};
await graphql(
  `
    mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        webhookEndpoint {
          id
        }
      }
    }
  `,
  { input: { url: hookUrl, events: ["repository.created"] } },
);
const subscribe = (on: boolean) =>
  app.prisma.webhookEndpoint.updateMany({
    data: { enabled: on, disabledReason: on ? null : "MANUAL" },
  });

// Every delivery so far sent: the receiver has all of them and nothing is pending.
const drained = async () => {
  for (;;) {
    await app.jobs.webhooksIdle();
    const [row] = await app.prisma.$queryRaw<{ n: number }[]>`
      SELECT ((SELECT count(*) FROM "webhookOutbox") +
              (SELECT count(*) FROM "webhookDelivery" WHERE status = 'PENDING'))::int AS n`;
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// 1. Write overhead, interleaved so machine load hits both alike.
for (let i = 0; i < 30; i++) await createOne();
const samples = { without: [] as number[], with: [] as number[] };
const rounds = 8;
for (let round = 0; round < rounds; round++) {
  for (const mode of ["without", "with"] as const) {
    await subscribe(mode === "with");
    for (let i = 0; i < creates / rounds; i++) samples[mode].push(await createOne());
    await drained();
  }
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
};
const without = stats(samples.without);
const withOne = stats(samples.with);
console.log(
  `engine: ${url ? "PostgreSQL" : "PGlite"}, ${creates} creates, ${deliveries} deliveries`,
);
console.log(
  `createRepository, no endpoint:         median ${without.median.toFixed(2)} ms, p95 ${without.p95.toFixed(2)} ms`,
);
console.log(
  `createRepository, 1 subscribed:        median ${withOne.median.toFixed(2)} ms, p95 ${withOne.p95.toFixed(2)} ms  (×${(withOne.median / without.median).toFixed(2)} median)`,
);

// 1b. The enqueueing alone: the insert and its triggers in a transaction that is rolled back,
// so no dispatch or delivery follows (the after-commit work above is the rest of the difference).
class Rollback extends Error {}
const insertOnly = async (name: string) => {
  const started = performance.now();
  await app.prisma
    .$transaction(async (tx) => {
      await tx.repository.create({ data: { name, link: "github.com/w/h" } });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return performance.now() - started;
};
const inserts = { without: [] as number[], with: [] as number[] };
for (let round = 0; round < rounds; round++) {
  for (const mode of ["without", "with"] as const) {
    await subscribe(mode === "with");
    for (let i = 0; i < creates / rounds; i++) {
      inserts[mode].push(await insertOnly(`wh-tx-${userId}-${serial++}`));
    }
  }
}
const insertWithout = stats(inserts.without);
const insertWith = stats(inserts.with);
console.log(`insert + triggers, no endpoint:        median ${insertWithout.median.toFixed(3)} ms`);
console.log(
  `insert + triggers + outbox row:        median ${insertWith.median.toFixed(3)} ms  (×${(insertWith.median / insertWithout.median).toFixed(2)} median)`,
);

// 2. Deliveries per second: test messages queued in one transaction, then the time until the
// receiver has them all.
await subscribe(true);
received = 0;
const all = new Promise<void>((resolve) => {
  onReceived = () => received >= deliveries && resolve();
});
const rowId = (await app.prisma.webhookEndpoint.findFirstOrThrow({ where: { userId } })).id;
const queuedAt = performance.now();
await app.prisma.$transaction(
  async (tx) => {
    for (let i = 0; i < deliveries; i++) {
      await queueDelivery(tx, app.jobs, {
        endpointId: rowId,
        messageId: newMessageId(),
        eventType: "webhook.test",
        attempt: 1,
        payload: eventBody("webhook.test", new Date(), { i }),
        autoRetry: false,
        at: new Date(),
      });
    }
  },
  { timeout: 120_000 },
);
const queued = performance.now() - queuedAt;
const sentAt = performance.now();
await all;
const appSeconds = (performance.now() - sentAt) / 1000;
await drained();

// The same number of POSTs straight from undici, 8 at a time (a worker's delivery slots).
const agent = new Agent();
received = 0;
const rawStarted = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next++ < deliveries) {
      const response = await request(hookUrl, { method: "POST", body: "{}", dispatcher: agent });
      await response.body.text();
    }
  }),
);
const rawSeconds = (performance.now() - rawStarted) / 1000;
console.log(
  `deliveries: ${deliveries} queued in one transaction (${Math.round(queued)} ms), all received ${appSeconds.toFixed(2)} s after its commit: ${(deliveries / appSeconds).toFixed(0)}/s`,
);
console.log(
  `raw undici POSTs (8 at a time): ${(deliveries / rawSeconds).toFixed(0)}/s  (the app delivers at ×${(rawSeconds / appSeconds).toFixed(3)} of it)`,
);

await agent.close();
await app.close();
await pglite?.close();
receiver.close();
