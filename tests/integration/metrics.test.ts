import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OPERATION_NAMES } from "../../server/graphql/operation-metrics.ts";
import { queueDepthReader } from "../../server/jobs/queue-depth.ts";
import { silentLogger } from "../../server/logger.ts";
import { PERSISTED_OPERATIONS_FILE } from "../../server/graphql/persisted-operations.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { until } from "../setup/jobs.ts";
import {
  installTestMetrics,
  countAt,
  sumAt,
  valueAt,
  type MetricsProbe,
} from "../setup/metrics-reader.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";
import { createKey, globalId } from "./graphql-support.ts";
import { createEndpoint, settledDeliveries } from "./webhooks-support.ts";

// The app's metrics (docs/decisions/123), read from an in-memory MeterProvider after driving
// the app through its fetch handler: names, units, attributes and values. The job queue runs
// on pg-boss's TestClock, so the oldest job's age is what the test moved the clock by.

const clock = new TestClock(Date.now());
let app: TestApp;
let metrics: MetricsProbe;
let user: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  metrics = installTestMetrics();
  receiver = await startWebhookReceiver();
  app = await createTestApp(
    // The smallest session budget, for its refusal: 25 requests of 100 points spend it.
    { WEBHOOK_ALLOW_PRIVATE: "true", SESSION_POINTS_PER_HOUR: "2500" },
    { jobsClock: clock, webhookTimeoutMs: 300 },
  );
  user = await app.signIn("user@example.com");
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await metrics?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const DURATION = "groundwork.graphql.operation.duration";
const COST = "groundwork.graphql.operation.cost";
const SIGN_INS = "groundwork.sign_in.attempts";
const REFUSALS = "groundwork.rate_limit.refusals";

/** The web app's stored operation of that name: its hash. */
function persistedHash(name: string): string {
  const stored = Object.entries(
    JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, "utf8")) as Record<string, string>,
  ).find(([, text]) => text.includes(`query ${name}`));
  if (!stored) throw new Error(`no persisted operation ${name}`);
  return stored[0];
}
const persistedBody = (name: string) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash(name) } },
});

const operation = (name: string, type: string, outcome: "ok" | "error") => ({
  "graphql.operation.name": name,
  "graphql.operation.type": type,
  "groundwork.outcome": outcome,
});
const refusals = async (limiter: string) =>
  valueAt(await metrics.points(REFUSALS), { "groundwork.rate_limit.name": limiter });

describe("GraphQL operations", () => {
  it("times each operation by name, type and outcome, and records its requested and actual cost", async () => {
    const ok = await app.graphql(`query MetricsViewer { viewer { id } }`, { cookie: user });
    expect(ok.body.errors).toBeUndefined();
    await app.graphql(`{ viewer { id } }`, { cookie: user });
    const invalid = await app.graphql(`query MetricsBroken { nope }`, { cookie: user });
    expect(invalid.body.errors).toHaveLength(1);

    const duration = await metrics.metric(DURATION);
    expect(duration?.descriptor.unit).toBe("s");
    const points = await metrics.points(DURATION);
    expect(countAt(points, operation("MetricsViewer", "query", "ok"))).toBe(1);
    expect(countAt(points, operation("anonymous", "query", "ok"))).toBe(1);
    // An invalid document's name is not taken: it neither names a series nor takes a slot.
    expect(countAt(points, operation("MetricsBroken", "query", "error"))).toBe(0);
    expect(countAt(points, operation("unknown", "query", "error"))).toBe(1);
    expect(sumAt(points, operation("MetricsViewer", "query", "ok"))).toBeGreaterThan(0);

    const cost = await metrics.metric(COST);
    expect(cost?.descriptor.unit).toBe("{point}");
    const costs = await metrics.points(COST);
    const viewer = { "graphql.operation.name": "MetricsViewer", "graphql.operation.type": "query" };
    expect(sumAt(costs, { ...viewer, "groundwork.cost.kind": "requested" })).toBe(1);
    expect(sumAt(costs, { ...viewer, "groundwork.cost.kind": "actual" })).toBe(1);
    // An invalid document is never priced nor executed.
    const broken = { "graphql.operation.name": "MetricsBroken", "graphql.operation.type": "query" };
    expect(countAt(costs, { ...broken, "groundwork.cost.kind": "requested" })).toBe(0);
  });

  it("takes no name from a caller whose credential is refused", async () => {
    const before = countAt(await metrics.points(DURATION), operation("unknown", "query", "error"));
    // A forged session cookie: the context refuses it, after the document was parsed.
    const forged = `${user.split("=")[0]}=junk`;
    for (const name of ["pageAppHomeQuery", "MetricsForged"]) {
      const refused = await app.graphql(`query ${name} { viewer { id } }`, { cookie: forged });
      expect(refused.status).toBe(401);
    }
    const points = await metrics.points(DURATION);
    const names = new Set(points.map((point) => point.attributes["graphql.operation.name"]));
    expect(names.has("MetricsForged")).toBe(false);
    expect(countAt(points, operation("pageAppHomeQuery", "query", "error"))).toBe(0);
    expect(countAt(points, operation("unknown", "query", "error"))).toBe(before + 2);
  });

  it("keeps a persisted operation's name and caps the names clients choose", async () => {
    for (let index = 0; index <= MAX_OPERATION_NAMES; index++) {
      await app.graphql(`query Named${index} { viewer { id } }`, { cookie: user });
    }
    const persisted = await post("/graphql", persistedBody("pageAppHomeQuery"), { cookie: user });
    expect(persisted.status).toBe(200);

    // An empty persistedQuery names no stored operation: the sent name is capped as any.
    await post(
      "/graphql",
      { query: `query NotStored { viewer { id } }`, extensions: { persistedQuery: {} } },
      { cookie: user },
    );

    const points = await metrics.points(DURATION);
    const names = new Set(points.map((point) => point.attributes["graphql.operation.name"]));
    // MetricsViewer took one of the slots; the invalid and the refused documents took none.
    expect(names.has(`Named${MAX_OPERATION_NAMES - 2}`)).toBe(true);
    expect(names.has(`Named${MAX_OPERATION_NAMES - 1}`)).toBe(false);
    expect(names.has("NotStored")).toBe(false);
    expect(countAt(points, operation("other", "query", "ok"))).toBe(3);
    expect(countAt(points, operation("pageAppHomeQuery", "query", "ok"))).toBe(1);
  });

  it("counts the refusals of the cost budgets, API keys' request rate and anonymous callers", async () => {
    const owner = await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } });
    const key = await createKey(app, owner.id);
    await app.prisma.rateBudget.create({
      data: { subject: `key:${key.row.id}`, points: 0, updatedAt: new Date(), lastCharge: 0 },
    });
    const bearer = { authorization: `Bearer ${key.secret}` };
    const spent = await post("/graphql", { query: `{ viewer { id } }` }, bearer);
    expect(spent.status).toBe(429);

    const busy = await createKey(app, owner.id);
    await app.prisma.apiKey.update({
      where: { id: busy.row.id },
      data: { rateWindowCount: 600, rateWindowStart: new Date() },
    });
    const tooMany = await post(
      "/graphql",
      { query: `{ viewer { id } }` },
      { authorization: `Bearer ${busy.secret}` },
    );
    expect(tooMany.status).toBe(429);

    const address = "198.51.100.77";
    await app.prisma.rateBudget.create({
      data: { subject: `ip:${address}`, points: 0, updatedAt: new Date(), lastCharge: 0 },
    });
    // Anonymous callers send the web app's stored operations only.
    const anonymous = await post("/graphql", persistedBody("pageAppHomeQuery"), {
      "x-forwarded-for": address,
    });
    expect(anonymous.status).toBe(429);

    expect(await refusals("api_key.points")).toBe(1);
    expect(await refusals("api_key.requests")).toBe(1);
    expect(await refusals("anonymous.points")).toBe(1);
    const points = await metrics.points(DURATION);
    expect(countAt(points, operation("anonymous", "query", "error"))).toBe(2);
    expect(countAt(points, operation("pageAppHomeQuery", "query", "error"))).toBe(1);
  });
  it("counts a browser session's spent budget once per refusal", async () => {
    const cookie = await app.signIn("metrics-session@example.com");
    const [repository] = await app.prisma.repository.findMany({ take: 1 });
    const ids = Array.from({ length: 100 }, () => globalId("Repository", repository!.id));
    const query = `query MetricsNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
    // Sequential until the first refusal: what the bucket restores meanwhile (0.7 points a
    // second) moves it by a request at most, whatever the machine's speed.
    let status = 200;
    for (let request = 0; request < 40 && status !== 429; request++) {
      ({ status } = await app.graphql(query, { cookie, variables: { ids } }));
    }
    expect(status).toBe(429);
    expect(await refusals("session.points")).toBe(1);
  });
});

describe("sign-in attempts", () => {
  it("counts e-mail code sign-ins by outcome, a spent code's guesses as rate limited", async () => {
    const signIn = { "groundwork.sign_in.method": "email_otp" };
    // beforeAll and the session budget test signed in.
    expect(
      valueAt(await metrics.points(SIGN_INS), { ...signIn, "groundwork.outcome": "success" }),
    ).toBe(2);
    const email = "metrics-guesses@example.com";
    const client = { "x-forwarded-for": "198.51.100.20" };
    const sent = await post(
      "/api/auth/email-otp/send-verification-otp",
      { email, type: "sign-in" },
      client,
    );
    expect(sent.status).toBe(200);
    for (const guess of ["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"]) {
      await post("/api/auth/sign-in/email-otp", { email, otp: guess }, client);
    }
    const points = await metrics.points(SIGN_INS);
    expect(valueAt(points, { ...signIn, "groundwork.outcome": "failure" })).toBe(3);
    expect(valueAt(points, { ...signIn, "groundwork.outcome": "rate_limited" })).toBe(1);
    expect(await refusals("code.guess")).toBe(1);
    // No address, code or other attribute than the two.
    for (const point of points) {
      expect(Object.keys(point.attributes).sort()).toEqual([
        "groundwork.outcome",
        "groundwork.sign_in.method",
      ]);
    }
  });

  it("counts the pacing of codes to one address and better-auth's per-address limiter", async () => {
    const email = "metrics-paced@example.com";
    const id = `send|${createHash("sha256").update(email).digest("base64url")}`;
    // Three codes sent, the last one "later" than any clock: the next must wait.
    const now = BigInt(Date.now());
    await app.prisma.$executeRaw`
      INSERT INTO "emailLimit" ("id", "count", "windowStart", "lastAt")
      VALUES (${id}, 3, ${now}, ${now + 3_600_000n})`;
    const paced = await post("/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    expect(paced.status).toBe(429);
    expect(await refusals("code.send")).toBe(1);

    // better-auth's default for /sign-in/*: 3 requests per 10 s per address, before any hook.
    const client = { "x-forwarded-for": "198.51.100.30" };
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await post("/api/auth/sign-in/social", { provider: "github" }, client);
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await refusals("auth.client_address")).toBe(1);
  });
});

describe("gauges", () => {
  it("reads each queue's waiting jobs and its oldest one's age on the queue's clock", async () => {
    // Not worked by this app (WORKER=off): it waits.
    await app.jobs.sendNow("cleanup.audit-retention", { days: 365 });
    await clock.tick(90_000);
    const depth = await metrics.metric("groundwork.queue.depth");
    expect(depth?.descriptor.unit).toBe("{job}");
    const queue = { "groundwork.queue.name": "cleanup.audit-retention" };
    expect(valueAt(await metrics.points("groundwork.queue.depth"), queue)).toBe(1);
    const age = valueAt(await metrics.points("groundwork.queue.oldest_job.age"), queue);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);
    // A queue with nothing waiting reads 0 and has no age.
    const idle = { "groundwork.queue.name": "cleanup.expired-rows" };
    expect(valueAt(await metrics.points("groundwork.queue.depth"), idle)).toBe(0);
    const ages = await metrics.points("groundwork.queue.oldest_job.age");
    expect(
      ages.some(
        (point) => point.attributes["groundwork.queue.name"] === idle["groundwork.queue.name"],
      ),
    ).toBe(false);
  });

  it("counts a queue's waiting jobs up to the cap, which then reads as at least that many", async () => {
    // The job the test above queued, and two more beside it (no singleton key: no conflict).
    const queue = "cleanup.audit-retention";
    await app.prisma.$executeRaw`
      INSERT INTO pgboss.job (name, data, policy, created_on)
      SELECT name, data, 'standard', created_on FROM pgboss.job
      WHERE name = ${queue} AND state = 'created'
      UNION ALL
      SELECT name, data, 'standard', created_on FROM pgboss.job
      WHERE name = ${queue} AND state = 'created'`;
    const read = queueDepthReader({
      prisma: app.prisma,
      queues: [queue],
      now: () => clock.now(),
      logger: silentLogger,
      cap: 2,
    });
    const [capped] = await read();
    expect(capped?.depth).toBe(2);
    expect(capped?.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    // The app's own reader, uncapped at this size.
    const points = await metrics.points("groundwork.queue.depth");
    expect(valueAt(points, { "groundwork.queue.name": queue })).toBe(3);
  });

  it("reads the PostgreSQL pool's connections by state; PGlite has no pool", async () => {
    const points = await metrics.points("db.client.connection.count");
    const pool = { "db.client.connection.pool.name": "groundwork" };
    if (app.engine === "pglite") {
      expect(points).toEqual([]);
      return;
    }
    const idle = valueAt(points, { ...pool, "db.client.connection.state": "idle" });
    const used = valueAt(points, { ...pool, "db.client.connection.state": "used" });
    expect(idle + used).toBeGreaterThan(0);
    const pending = await metrics.points("db.client.connection.pending_requests");
    expect(pending.map((point) => point.attributes)).toEqual([pool]);
  });
});

describe("webhook deliveries", () => {
  it("counts delivered and failed attempts by event type", async () => {
    const admin = await app.signIn("admin@example.com");
    const endpoint = await createEndpoint(
      app,
      { cookie: admin },
      { url: receiver.url, events: ["repository.created"] },
    );
    const create = (name: string) =>
      app.graphql(
        `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
        { cookie: admin, variables: { input: { name, link: "github.com/a/b" } } },
      );
    receiver.answer({ status: 200, body: "ok" });
    await create("metrics-delivered");
    await settledDeliveries(
      app,
      endpoint.rowId,
      (rows) => rows.some((row) => row.status === "SUCCEEDED"),
      "delivered",
      clock,
    );
    receiver.answer({ status: 500, body: "no" });
    await create("metrics-failed");
    await settledDeliveries(
      app,
      endpoint.rowId,
      (rows) => rows.some((row) => row.status === "FAILED"),
      "failed",
      clock,
    );
    const event = { "groundwork.webhook.event_type": "repository.created" };
    await until(async () => {
      const points = await metrics.points("groundwork.webhook.deliveries");
      return valueAt(points, { ...event, "groundwork.outcome": "failed" }) === 1;
    }, "the failure is counted");
    const points = await metrics.points("groundwork.webhook.deliveries");
    expect(valueAt(points, { ...event, "groundwork.outcome": "delivered" })).toBe(1);
    expect(valueAt(points, { ...event, "groundwork.outcome": "failed" })).toBe(1);
  });
});
