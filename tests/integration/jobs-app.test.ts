import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError } from "../../server/env.ts";
import { startJobQueue } from "../../server/jobs/boss.ts";
import { jobRegistry } from "../../server/jobs/registry.ts";
import { silentLogger } from "../../server/logger.ts";
import { jobRows, jobsConnection, until } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The app's own job queue (docs/decisions/104): readiness says when the queue cannot be
// reached or its schema is not this build's, and WORKER=off makes an instance that enqueues
// but never works a job nor keeps a schedule. Time is pg-boss's TestClock: nothing sleeps.

const T0 = Date.parse("2030-01-01T00:00:00Z");
let app: TestApp;
let webOnly: TestApp;
const workerClock = new TestClock(T0);
const webClock = new TestClock(T0);

beforeAll(async () => {
  app = await createTestApp({ WORKER: "on" }, { jobsClock: workerClock });
  webOnly = await createTestApp({ WORKER: "off" }, { sameDatabaseAs: app, jobsClock: webClock });
});
afterAll(async () => {
  await webOnly?.close();
  await app?.close();
});

const ready = async (target: TestApp) => {
  const response = await target.request("/api/health/ready");
  return { status: response.status, body: (await response.json()) as { reason?: string } };
};

describe("readiness and the job queue", () => {
  it("reports a queue that cannot be reached, and one whose schema is not this build's", async () => {
    expect((await ready(app)).status).toBe(200);
    await app.prisma.$executeRawUnsafe(`ALTER SCHEMA pgboss RENAME TO pgboss_away`);
    try {
      expect(await ready(app)).toMatchObject({
        status: 503,
        body: { reason: "queue_unavailable" },
      });
    } finally {
      await app.prisma.$executeRawUnsafe(`ALTER SCHEMA pgboss_away RENAME TO pgboss`);
    }
    await app.prisma.$executeRawUnsafe(`UPDATE pgboss.version SET version = version - 1`);
    try {
      expect(await ready(app)).toMatchObject({
        status: 503,
        body: { reason: "queue_migrations_pending" },
      });
    } finally {
      await app.prisma.$executeRawUnsafe(`UPDATE pgboss.version SET version = version + 1`);
    }
    expect((await ready(app)).status).toBe(200);
  });

  it("stays ready on a newer schema: the owner upgrades it before the old instances go", async () => {
    await app.prisma.$executeRawUnsafe(`UPDATE pgboss.version SET version = version + 1`);
    try {
      expect((await ready(app)).status).toBe(200);
    } finally {
      await app.prisma.$executeRawUnsafe(`UPDATE pgboss.version SET version = version - 1`);
    }
  });

  it("refuses to start on another schema in one line, and closes its connections", async () => {
    // Its own application_name (a URL's beats pg-boss's option): only its connections count.
    const name = `gw-start-${Date.now()}`;
    const connection = jobsConnection(app);
    if (connection.engine === "postgresql") {
      const url = new URL(connection.url);
      url.searchParams.set("application_name", name);
      connection.url = url.toString();
    }
    const backends = async () => {
      if (app.engine !== "postgresql") return 0;
      const [row] = await app.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`,
        name,
      );
      return row?.n ?? 0;
    };
    const start = () =>
      startJobQueue({
        connection,
        registry: jobRegistry,
        prisma: app.prisma,
        logger: silentLogger,
        worker: false,
        services: { env: app.env, mailer: app.mailer },
      }).then(
        async (queue) => (await queue.close(), undefined),
        (error: unknown) => error,
      );
    for (const [change, words] of [
      [
        +1,
        /^The jobs schema is version \d+, newer than this build's \d+: start the build that upgraded it$/,
      ],
      [
        -1,
        /^The jobs schema is version \d+, this build needs \d+: run the migrations \(npm run db:migrate\)$/,
      ],
    ] as const) {
      await app.prisma.$executeRawUnsafe(`UPDATE pgboss.version SET version = version + ${change}`);
      try {
        const error = await start();
        expect(error).toBeInstanceOf(EnvError);
        expect((error as Error).message).toMatch(words);
      } finally {
        await app.prisma.$executeRawUnsafe(
          `UPDATE pgboss.version SET version = version - ${change}`,
        );
      }
      // Closed, not left to the pool's 10 s idle timeout: a backend ends a moment after its socket.
      let open = await backends();
      for (let check = 0; check < 100 && open > 0; check++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        open = await backends();
      }
      expect(open).toBe(0);
    }
  });
});

describe("WORKER=off", () => {
  it("enqueues but works no job: a worker instance does", async () => {
    expect(webOnly.jobs.worker).toBe(false);
    const before = (await jobRows(app, "cleanup.expired-rows")).map((row) => row.id);
    const id = await webOnly.jobs.sendNow("cleanup.expired-rows", {});
    expect(id).toBeTruthy();
    // A minute of the web-only instance's time: every poll it would run, it runs.
    await webClock.tick(60_000);
    const state = async () => (await jobRows(app, "cleanup.expired-rows")).find((r) => r.id === id);
    expect((await state())?.state).toBe("created");
    expect(before).not.toContain(id);
    // The worker instance's next poll takes it.
    await workerClock.tick(5000);
    await until(async () => (await state())?.state === "completed", "the worker ran the job");
  });

  it("keeps no schedule and sends no job at start", async () => {
    // A test app's default: no test gets workers, cron or maintenance it did not ask for.
    const alone = await createTestApp();
    try {
      expect(alone.jobs.worker).toBe(false);
      expect(await alone.jobs.boss.getSchedules()).toEqual([]);
      expect(await jobRows(alone, "cleanup.audit-retention")).toEqual([]);
    } finally {
      await alone.close();
    }
    // A worker instance keeps the clean-ups' and the webhook dispatch's schedules and runs the retention at start.
    const names = (await app.jobs.boss.getSchedules()).map((schedule) => schedule.name);
    expect(names.sort()).toEqual([
      "cleanup.audit-retention",
      "cleanup.expired-rows",
      // Drains the webhook outbox each minute, for a dispatch a crash missed (ADR 107).
      "webhook.dispatch",
    ]);
    expect(await jobRows(app, "cleanup.audit-retention")).toHaveLength(1);
  });
});
