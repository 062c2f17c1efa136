import { TestClock } from "pg-boss";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { startJobQueue, type JobQueue } from "../../server/jobs/boss.ts";
import { defineJob } from "../../server/jobs/define.ts";
import { NO_RETRY, retryWindows, type RetryPolicy } from "../../server/jobs/retry-policy.ts";
import { silentLogger } from "../../server/logger.ts";
import { jobRows, jobsConnection, until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The job queue's contract (docs/decisions/104), on PGlite and on PostgreSQL: jobs commit or
// roll back with the change that causes them, payloads are checked on both sides, retries land
// in their policy's windows (pg-boss's TestClock moves JavaScript's and the database's time
// together: nothing sleeps), and a stop gives unfinished jobs back to the queue.

const T0 = Date.parse("2030-01-01T00:00:00Z");
const backoff: RetryPolicy = { retries: 4, delaySeconds: 60, backoff: true, maxDelaySeconds: 600 };
const handled: string[] = [];

const note = defineJob({
  name: "test.note",
  payload: z.object({ repositoryId: z.string().min(1) }),
  retry: backoff,
  timeoutSeconds: 60,
  handler: async ({ repositoryId }) => {
    handled.push(repositoryId);
  },
});
const slow = defineJob({
  name: "test.slow",
  payload: z.object({}),
  retry: { retries: 3, delaySeconds: 0, backoff: false },
  timeoutSeconds: 600,
  // Runs until its signal aborts: the stop's timeout, as a handler that outlives it.
  handler: async (_payload, { signal }) => {
    handled.push("slow started");
    await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
  },
});
let release = () => {};
const released = new Promise<void>((resolve) => (release = resolve));
const gate = defineJob({
  name: "test.gate",
  payload: z.object({}),
  retry: { retries: 3, delaySeconds: 0, backoff: false },
  timeoutSeconds: 600,
  // Finishes when the test says: a job that ends within the stop's timeout.
  handler: async () => {
    handled.push("gate started");
    await released;
  },
});
// As `slow`, on its one and only attempt.
const final = defineJob({
  name: "test.final",
  payload: z.object({}),
  retry: NO_RETRY,
  timeoutSeconds: 600,
  handler: async (_payload, { signal }) => {
    handled.push("final started");
    await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
  },
});
const registry = { [note.name]: note, [slow.name]: slow, [gate.name]: gate, [final.name]: final };

let app: TestApp;
const queues: JobQueue<typeof registry>[] = [];
const queue = async (options: { worker: boolean; clock?: TestClock }) => {
  const started = await startJobQueue({
    connection: jobsConnection(app),
    registry,
    prisma: app.prisma,
    logger: silentLogger,
    services: { env: app.env, mailer: app.mailer },
    ...options,
  });
  queues.push(started);
  return started;
};

beforeAll(async () => {
  // Web-only: only the queues this file starts work its jobs.
  app = await createTestApp({ WORKER: "off" });
});
afterAll(async () => {
  for (const started of queues) await started.close();
  await app?.close();
});

describe("the job queue", () => {
  it("writes a job in the caller's transaction: a rolled-back change leaves no job", async () => {
    const jobs = await queue({ worker: false });
    const create = (name: string, fail: boolean) =>
      auditedTransaction(app.prisma, async (tx) => {
        const repository = await tx.repository.create({
          data: { name, link: "https://example.com/jobs" },
        });
        await jobs.send("test.note", { repositoryId: repository.id }, { tx });
        if (fail) throw new Error("rolled back on purpose");
        return repository;
      });
    await expect(create("jobs-rolled-back", true)).rejects.toThrow("rolled back on purpose");
    const kept = await create("jobs-committed", false);
    const rows = await jobRows(app, "test.note");
    expect(rows.map((row) => row.data)).toEqual([{ repositoryId: kept.id }]);
    expect(await app.prisma.repository.count({ where: { name: "jobs-rolled-back" } })).toBe(0);
  });

  it("sends in a transaction only when given one: without, it is sendNow, named so", async () => {
    const jobs = await queue({ worker: false });
    const before = (await jobRows(app, "test.note")).length;
    // @ts-expect-error: send takes the caller's transaction.
    await expect(jobs.send("test.note", { repositoryId: "no-tx" })).rejects.toThrow(/sendNow/);
    expect(await jobRows(app, "test.note")).toHaveLength(before);
    const id = await jobs.sendNow("test.note", { repositoryId: "now" });
    expect(await jobRows(app, "test.note")).toHaveLength(before + 1);
    // The tests below count on the queue as the first test left it.
    await jobs.boss.deleteJob("test.note", id!);
  });

  it("refuses a payload that does not match the job's schema, on send and on work", async () => {
    const clock = new TestClock(T0);
    const jobs = await queue({ worker: true, clock });
    const before = (await jobRows(app, "test.note")).length;
    await expect(jobs.sendNow("test.note", { repositoryId: "" })).rejects.toThrow(z.ZodError);
    expect(await jobRows(app, "test.note")).toHaveLength(before);
    // Written past the registry (an older build, by hand): the worker refuses it too.
    const id = await jobs.boss.send("test.note", { repositoryId: 42 }, { retryLimit: 0 });
    handled.length = 0;
    await clock.tick(5000);
    await until(
      async () =>
        (await jobRows(app, "test.note")).some((r) => r.id === id && r.state === "failed"),
      "the bad job failed",
    );
    expect(handled).toEqual([]);
  });

  it("retries a failed job inside its policy's windows, on an injected clock", async () => {
    const clock = new TestClock(T0);
    const jobs = await queue({ worker: false, clock });
    const id = await jobs.sendNow("test.note", { repositoryId: "retried" });
    const windows = retryWindows(backoff);
    for (const [attempt, window] of windows.entries()) {
      const [job] = await jobs.boss.fetch("test.note");
      expect(job?.id, `attempt ${attempt + 1}`).toBe(id);
      await jobs.boss.fail("test.note", job!.id, { message: "503" });
      const [row] = await jobs.boss.findJobs("test.note", { id: id! });
      expect(row?.state).toBe("retry");
      const due = row!.startAfter.getTime();
      const delay = (due - clock.now()) / 1000;
      expect(delay).toBeGreaterThanOrEqual(window.min - 1);
      expect(delay).toBeLessThanOrEqual(window.max + 1);
      await clock.setTime(due - 1000);
      expect(await jobs.boss.fetch("test.note")).toEqual([]);
      // start_after has microseconds, a Date milliseconds, and fetch wants start_after < now.
      await clock.setTime(due + 1);
    }
    const [last] = await jobs.boss.fetch("test.note");
    await jobs.boss.fail("test.note", last!.id, { message: "503" });
    const [row] = await jobs.boss.findJobs("test.note", { id: id! });
    expect(row?.state).toBe("failed");
    expect(row?.retryCount).toBe(windows.length);
  });

  it("on stop, takes no new job, lets running ones finish and gives back the rest", async () => {
    const jobs = await queue({ worker: true });
    handled.length = 0;
    const slowId = await jobs.sendNow("test.slow", {});
    const gateId = await jobs.sendNow("test.gate", {});
    await until(
      async () => handled.includes("slow started") && handled.includes("gate started"),
      "both jobs started",
    );
    jobs.beginStop(1000);
    const lateId = await jobs.sendNow("test.note", { repositoryId: "sent while stopping" });
    release();
    await jobs.close();
    const state = async (name: string, id: string | null) =>
      (await jobRows(app, name)).find((row) => row.id === id)?.state;
    expect(await state("test.gate", gateId)).toBe("completed");
    // Failed back as a retry (its attempt counts), and the next worker takes it again.
    expect(await state("test.slow", slowId)).toBe("retry");
    expect(await state("test.note", lateId)).toBe("created");
    const next = await queue({ worker: false });
    expect((await next.boss.fetch("test.slow")).map((job) => job.id)).toEqual([slowId]);
  });

  it("gives back a job on its last attempt that the stop failed", async () => {
    const jobs = await queue({ worker: true });
    handled.length = 0;
    const id = await jobs.sendNow("test.final", {});
    await until(async () => handled.includes("final started"), "the job started");
    jobs.beginStop(1000);
    await jobs.close();
    const [row] = (await jobRows(app, "test.final")).filter((job) => job.id === id);
    // Failed by the stop on its one attempt, and given one more: the next worker takes it.
    expect(row?.state).toBe("retry");
    const next = await queue({ worker: false });
    expect((await next.boss.fetch("test.final")).map((job) => job.id)).toEqual([id]);
  });
});
