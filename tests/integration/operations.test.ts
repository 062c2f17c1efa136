import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { parseEnv } from "../../server/env.ts";
import { requestId } from "../../server/http/request-log.ts";
import { capturingLogger } from "../setup/capturing-logger.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Production operations (docs/decisions/025-*): seeding, readiness, request ids,
// the access line and what never reaches the log.

describe("seeding", () => {
  it("never happens on a production start, and does in development", async () => {
    const pglite = createPGlite({
      loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    });
    try {
      await pglite.exec(`TRUNCATE "user", repository CASCADE`);
      const database = { engine: "pglite" as const, dir: undefined, pglite };
      const base = { AUTH_SECRET: "x".repeat(40), SMTP_URL: "smtp://127.0.0.1:9" };
      const production = await createApp({
        env: parseEnv({ ...base, NODE_ENV: "production" }),
        database,
      });
      expect(await production.prisma.user.count()).toBe(0);
      expect(await production.prisma.repository.count()).toBe(0);
      await production.close();
      const development = await createApp({
        env: parseEnv({ ...base, NODE_ENV: "development" }),
        database,
      });
      expect(await development.prisma.user.count({ where: { email: "admin@example.com" } })).toBe(
        1,
      );
      await development.close();
    } finally {
      await pglite.close();
    }
  });
});

describe("health", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("answers readiness 200 once the database answers and every migration is applied", async () => {
    const response = await app.request("/api/health/ready");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ready" });
  });

  it("answers readiness 503 while a migration is missing", async () => {
    const [last] = await app.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    const name = last!.migration_name;
    await app.prisma
      .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${name}`;
    try {
      const response = await app.request("/api/health/ready");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        status: "unavailable",
        reason: "migrations_pending",
      });
    } finally {
      await app.prisma
        .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${name}`;
    }
  });

  it("answers readiness 503 once shutting down, while liveness stays 200", async () => {
    app.beginShutdown();
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "shutting_down" });
    expect((await app.request("/api/health")).status).toBe(200);
  });
});

describe("request ids", () => {
  it("takes a trusted proxy's well-formed id, otherwise makes one", () => {
    const headers = (value: string) => new Headers({ "x-request-id": value });
    expect(requestId(headers("edge-1f3a.42:7"), true)).toBe("edge-1f3a.42:7");
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestId(headers("edge-1f3a"), false)).toMatch(uuid);
    for (const bad of ["", "a b", "x".repeat(129), "id;fake=1", "<script>", "-leading", "é"]) {
      expect(requestId(headers(bad), true), bad).toMatch(uuid);
    }
    expect(requestId(new Headers(), true)).toMatch(uuid);
  });
});

describe("logs", () => {
  const { logger, lines } = capturingLogger();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { logger });
  });
  afterAll(() => app?.close());

  it("write one access line per request, and every line carries the request id", async () => {
    const cookie = await app.signIn("admin@example.com");
    const admin = await app.prisma.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
    lines.length = 0;
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-request-id": "lb-1234" },
      body: JSON.stringify({ query: "query Probe { viewer { id } }", operationName: "Probe" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("lb-1234");
    const access = lines.filter((line) => line.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/graphql",
        status: 200,
        durationMs: expect.any(Number),
        requestId: "lb-1234",
        userId: admin.id,
        operationName: "Probe",
      }),
    ]);
  });

  it("tie what a request causes later (the e-mail) to its id, and say who signed in", async () => {
    lines.length = 0;
    const sent = await app.request("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "user@example.com", type: "sign-in" }),
    });
    const id = sent.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await app.lastCode("user@example.com");
    expect(lines.find((line) => line.msg?.startsWith("mail kept"))?.requestId).toBe(id);
    const cookie = await app.signIn("user@example.com");
    const user = await app.prisma.user.findFirstOrThrow({ where: { email: "user@example.com" } });
    expect(cookie).not.toBe("");
    expect(lines.filter((line) => line.path === "/api/auth/sign-in/email-otp")).toEqual([
      expect.objectContaining({ status: 200, userId: user.id }),
    ]);
  });
});

describe("production logs", () => {
  it("never hold a login code", async () => {
    const { logger, lines } = capturingLogger();
    // The demo is the one production setup that keeps codes in memory (for /dev/mailbox).
    const app = await createTestApp({ NODE_ENV: "production", DEMO_MODE: "true" }, { logger });
    try {
      const sent = await app.request("/api/auth/email-otp/send-verification-otp", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@example.com", type: "sign-in" }),
      });
      expect(sent.status).toBe(200);
      const code = await app.lastCode("admin@example.com");
      const written = JSON.stringify(lines);
      expect(written).toContain("mail kept in the mailbox");
      expect(written).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});
