import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { databaseTarget } from "../../server/db/db.ts";
import { EnvError, parseEnv } from "../../server/env.ts";

// PGlite is for development, tests and the demo (docs/decisions/048): a production server
// without DATABASE_URL refuses to start and says why in one line, before it opens anything.

const ROOT = new URL("../../", import.meta.url);
const production = {
  NODE_ENV: "production",
  BASE_URL: "https://app.example.com",
  AUTH_SECRET: "production-database-test-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:9",
};

describe("the database in production", () => {
  it("is PostgreSQL: PGlite only for the demo, development and tests", () => {
    expect(() => databaseTarget(parseEnv(production))).toThrow(EnvError);
    const url = "postgresql://app@db.example.com/app";
    expect(databaseTarget(parseEnv({ ...production, DATABASE_URL: url }))).toMatchObject({
      engine: "postgresql",
      url,
    });
    for (const source of [
      { ...production, DEMO_MODE: "true" },
      { NODE_ENV: "development" },
      { NODE_ENV: "test" },
    ]) {
      expect(databaseTarget(parseEnv(source, { dataDir: ".data" })).engine).toBe("pglite");
    }
  });

  it("without DATABASE_URL, the server exits 1 with one line saying so", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...production, DATABASE_URL: "", DEMO_MODE: "", PORT: "9" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^DATABASE_URL is required in production: PGlite is for development/),
    ]);
  }, 120_000);
});
