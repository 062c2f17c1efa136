import { randomUUID } from "node:crypto";
import { TestClock } from "pg-boss";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobQueue, type JobQueue } from "../../server/jobs/boss.ts";
import { expiredRowsJob } from "../../server/jobs/cleanup.ts";
import { defineJob, type JobRegistry } from "../../server/jobs/define.ts";
import { silentLogger } from "../../server/logger.ts";
import { jobRows, jobsConnection, until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The clean-ups on pg-boss's cron (docs/decisions/104): a schedule runs once per slot however
// many instances keep it, and the expired-rows job removes only rows that can no longer
// matter. Time is one TestClock shared by the instances: minutes pass without sleeping.

const T0 = Date.parse("2030-01-01T00:00:30Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let app: TestApp;
const queues: JobQueue<JobRegistry>[] = [];
const start = async <Registry extends JobRegistry>(registry: Registry, clock: TestClock) => {
  const queue = await startJobQueue({
    connection: jobsConnection(app),
    registry,
    prisma: app.prisma,
    logger: silentLogger,
    worker: true,
    services: { env: app.env, mailer: app.mailer },
    clock,
  });
  queues.push(queue as unknown as JobQueue<JobRegistry>);
  return queue;
};

beforeAll(async () => {
  app = await createTestApp({ WORKER: "off" });
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await app?.close();
});

describe("cron", () => {
  it("runs each minute's job once with two instances on one database", async () => {
    const runs: { instance: string; slot: number }[] = [];
    const clock = new TestClock(T0);
    const tick = (instance: string) =>
      defineJob({
        name: "test.tick",
        payload: z.object({}),
        retry: { retries: 0, delaySeconds: 0, backoff: false },
        timeoutSeconds: 60,
        cron: "* * * * *",
        handler: async (_payload, { now }) => {
          runs.push({ instance, slot: Math.floor(now().getTime() / MINUTE) });
        },
      });
    await start({ "test.tick": tick("a") }, clock);
    await start({ "test.tick": tick("b") }, clock);
    // Five minutes, in 10-second steps: each instance's cron and polling timers fire in turn.
    for (let step = 0; step < 30; step++) await clock.tick(10_000);
    await until(
      async () => (await jobRows(app, "test.tick")).every((row) => row.state === "completed"),
      "every tick job ran",
    );
    const jobs = await jobRows(app, "test.tick");
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    expect(runs).toHaveLength(jobs.length);
    const slots = runs.map((run) => run.slot);
    expect(new Set(slots).size).toBe(slots.length);
    // And by the database's account: one job created per cron minute.
    const minutes = await app.prisma.$queryRawUnsafe<{ minute: Date; n: bigint }[]>(
      `SELECT date_trunc('minute', created_on) AS minute, count(*) AS n FROM pgboss.job
        WHERE name = 'test.tick' GROUP BY 1`,
    );
    expect(minutes.map((row) => Number(row.n))).toEqual(minutes.map(() => 1));
  });

  it("removes at a worker's start a schedule the build no longer defines", async () => {
    const clock = new TestClock(T0);
    const job = (name: string, cron?: string) =>
      defineJob({
        name,
        payload: z.object({}),
        retry: { retries: 0, delaySeconds: 0, backoff: false },
        timeoutSeconds: 60,
        ...(cron ? { cron } : {}),
        handler: async () => {},
      });
    // An older build kept two schedules; the new one keeps the first and drops the cron of the
    // second, whose job it still runs.
    await start(
      {
        "test.kept": job("test.kept", "0 * * * *"),
        "test.retired": job("test.retired", "0 * * * *"),
      },
      clock,
    );
    const names = async () => (await queues[0]!.boss.getSchedules()).map((row) => row.name).sort();
    expect(await names()).toEqual(expect.arrayContaining(["test.kept", "test.retired"]));
    await start(
      { "test.kept": job("test.kept", "0 * * * *"), "test.retired": job("test.retired") },
      clock,
    );
    expect(await names()).toContain("test.kept");
    expect(await names()).not.toContain("test.retired");
  });
});

describe("two instances", () => {
  it("run each job exactly once when both send and work at the same time", async () => {
    const clock = new TestClock(T0);
    const runs = new Map<number, string[]>();
    const count = (instance: string) =>
      defineJob({
        name: "test.count",
        payload: z.object({ n: z.number().int() }),
        retry: { retries: 0, delaySeconds: 0, backoff: false },
        timeoutSeconds: 60,
        handler: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), instance]);
        },
      });
    const a = await start({ "test.count": count("a") }, clock);
    const b = await start({ "test.count": count("b") }, clock);
    const jobs = Array.from({ length: 60 }, (_, n) => n);
    // Sent from both instances at once, while both fetch.
    await Promise.all(jobs.map((n) => (n % 2 ? a : b).sendNow("test.count", { n })));
    const finished = async () =>
      (await jobRows(app, "test.count")).every((row) => row.state === "completed");
    for (let step = 0; step < 100 && !(await finished()); step++) await clock.tick(2000);
    await until(finished, "every job ran");
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(jobs);
    expect([...runs.values()].filter((instances) => instances.length !== 1)).toEqual([]);
    // Both took a share: the test is about two workers, not one.
    expect(new Set([...runs.values()].flat())).toEqual(new Set(["a", "b"]));
  });
});

describe("the expired-rows clean-up", () => {
  it("deletes expired sessions, codes, spent rate-limit rows, full budgets and old webhook deliveries, and keeps the rest", async () => {
    const now = Date.now();
    const user = await app.prisma.user.findFirstOrThrow({ where: { email: "user@example.com" } });
    const at = (offset: number) => new Date(now + offset);
    const session = (name: string, expiresAt: Date) => ({
      id: `${name}-${randomUUID()}`,
      token: randomUUID(),
      userId: user.id,
      expiresAt,
    });
    const sessions = [session("expired", at(-MINUTE)), session("live", at(HOUR))];
    await app.prisma.session.createMany({ data: sessions });
    const codes = [
      { id: `expired-${randomUUID()}`, identifier: "sign-in-otp-x", value: "1", expiresAt: at(-1) },
      {
        id: `live-${randomUUID()}`,
        identifier: "sign-in-otp-y",
        value: "2",
        expiresAt: at(MINUTE),
      },
    ];
    await app.prisma.verification.createMany({ data: codes });
    const ms = (offset: number) => BigInt(now + offset);
    const limits = [
      {
        id: `expired-${randomUUID()}`,
        key: `old-${randomUUID()}`,
        count: 3,
        lastRequest: ms(-2 * HOUR),
      },
      {
        id: `live-${randomUUID()}`,
        key: `new-${randomUUID()}`,
        count: 3,
        lastRequest: ms(-MINUTE),
      },
    ];
    await app.prisma.rateLimit.createMany({ data: limits });
    const emailLimits = [
      {
        id: `expired|${randomUUID()}`,
        count: 2,
        windowStart: ms(-3 * HOUR),
        lastAt: ms(-3 * HOUR),
      },
      // An old window, but a code sent from it 30 minutes ago may still be live.
      {
        id: `live|${randomUUID()}`,
        count: 9,
        windowStart: ms(-3 * HOUR),
        lastAt: ms(-30 * MINUTE),
      },
    ];
    await app.prisma.emailLimit.createMany({ data: emailLimits });
    // A budget untouched for an hour is full again: its row says nothing a new one would not.
    const budgets = [
      { id: `expired-${randomUUID()}`, updatedAt: at(-HOUR - MINUTE) },
      { id: `live-${randomUUID()}`, updatedAt: at(-MINUTE) },
    ];
    await app.prisma.rateBudget.createMany({
      data: budgets.map(({ id, updatedAt }) => ({
        subject: id,
        points: 1,
        updatedAt,
        lastCharge: 1,
      })),
    });

    // The webhook delivery log: 30 days (docs/decisions/107).
    const endpoint = await app.prisma.webhookEndpoint.create({
      data: { userId: user.id, url: "https://93.184.215.14/", events: [], secret: "v1.x" },
    });
    const deliveries = [
      { id: `expired-${randomUUID()}`, createdAt: at(-30 * 24 * HOUR - MINUTE) },
      { id: `live-${randomUUID()}`, createdAt: at(-30 * 24 * HOUR + MINUTE) },
    ];
    await app.prisma.webhookDelivery.createMany({
      data: deliveries.map(({ id, createdAt }) => ({
        id,
        createdAt,
        endpointId: endpoint.id,
        messageId: `msg_${id}`,
        eventType: "webhook.test",
        attempt: 1,
        status: "SUCCEEDED",
        payload: "{}",
      })),
    });

    const clock = new TestClock(now);
    const queue = await start({ [expiredRowsJob.name]: expiredRowsJob }, clock);
    const id = await queue.sendNow(expiredRowsJob.name, {});
    await clock.tick(5000);
    const done = async () =>
      (await jobRows(app, expiredRowsJob.name)).find((row) => row.id === id)?.state === "completed";
    await until(done, "the clean-up ran");

    // What is left of each pair, by the name its id starts with.
    const left = (rows: { id: string }[]) => rows.map((row) => row.id.split(/[-|]/)[0]);
    const where = (rows: { id: string }[]) => ({
      where: { id: { in: rows.map((row) => row.id) } },
      select: { id: true },
    });
    expect(left(await app.prisma.session.findMany(where(sessions)))).toEqual(["live"]);
    expect(left(await app.prisma.verification.findMany(where(codes)))).toEqual(["live"]);
    expect(left(await app.prisma.rateLimit.findMany(where(limits)))).toEqual(["live"]);
    expect(left(await app.prisma.emailLimit.findMany(where(emailLimits)))).toEqual(["live"]);
    const subjects = { subject: { in: budgets.map((row) => row.id) } };
    const budgetsLeft = await app.prisma.rateBudget.findMany({ where: subjects });
    expect(left(budgetsLeft.map((row) => ({ id: row.subject })))).toEqual(["live"]);
    expect(left(await app.prisma.webhookDelivery.findMany(where(deliveries)))).toEqual(["live"]);
  });
});
