import { spawn, spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The worker-only process (`npm run worker`, server/worker.ts, docs/decisions/104): it refuses
// PGlite in one line, and on PostgreSQL it keeps the cron schedules and stops cleanly on SIGTERM.

const ROOT = new URL("../../", import.meta.url);
/** Catches a hang, not slowness: tsx compiles the server first, slow on a busy machine. */
const HANG_GUARD = 300_000;
const env = (variables: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  // Vite's own BASE_URL ("/") is in the test runner's environment.
  BASE_URL: "http://127.0.0.1:3000",
  AUTH_SECRET: "worker-test-secret-0123456789abcdefghijklmnop",
  DATABASE_URL: "",
  LOG_LEVEL: "info",
  ...variables,
});
const args = ["--import", "tsx", "server/worker.ts"];

describe("the worker process", () => {
  it("refuses PGlite in one line", () => {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, env: env({}), encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "npm run worker needs DATABASE_URL (PostgreSQL): with PGlite the server runs the jobs itself",
    ]);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ WORKER: "off" });
    });
    afterAll(() => app?.close());

    it(
      "keeps the cron schedules, and exits 0 on SIGTERM",
      async () => {
        if (app.database.engine !== "postgresql") throw new Error("PostgreSQL only");
        expect(await app.jobs.boss.getSchedules()).toEqual([]);
        const child = spawn(process.execPath, args, {
          cwd: ROOT,
          env: env({ DATABASE_URL: app.database.url, SHUTDOWN_TIMEOUT_MS: "2000" }),
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        await new Promise<void>((resolve, reject) => {
          child.stdout.on("data", () => output.includes("worker is running") && resolve());
          child.once("exit", (code) => reject(new Error(`worker exited ${code}: ${output}`)));
        });
        const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
        expect(output).toContain('"msg":"stopped"');
        const names = (await app.jobs.boss.getSchedules()).map((schedule) => schedule.name);
        expect(names.sort()).toEqual([
          "cleanup.audit-retention",
          "cleanup.expired-rows",
          "webhook.dispatch",
        ]);
      },
      HANG_GUARD,
    );
  });
});
