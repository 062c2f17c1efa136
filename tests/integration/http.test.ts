import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

describe("in development", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ENV_NAME: "Staging", ENV_EMOJI: "🚧" });
  });
  afterAll(() => app?.close());

  it("publishes the public configuration the web app needs", async () => {
    const response = await app.request("/api/config");
    expect(await response.json()).toEqual({
      productName: "Groundwork",
      devMailbox: true,
      demoMode: false,
      otpExpiresInMinutes: 5,
      signupEnabled: true,
      providers: [],
      seedAccounts: ["admin@example.com", "user@example.com"],
      env: { name: "Staging", emoji: "🚧", color: "plum" },
      // Off outside production (docs/decisions/117): the manager sends no admin to set one up.
      requireAdminMfa: false,
    });
  });

  it("shows login codes in the development mailbox", async () => {
    await app.request("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "user@example.com", type: "sign-in" }),
    });
    const code = await app.lastCode("user@example.com");
    const page = await app.request("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(code);
  });

  it("serves the GraphiQL playground to browsers on GET /graphql, with nothing to fetch elsewhere", async () => {
    const response = await app.request("/graphql", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Groundwork API</title>");
    // GraphiQL's script, its stylesheet and the editor's workers, inline.
    expect(html).toContain("YogaGraphiQL.renderYogaGraphiQL(");
    expect(html).toContain(".graphiql-container");
    expect(html).toContain("MonacoEnvironment");
    // Yoga's default page loads all of that from unpkg.com and its icon from GitHub.
    expect(html).not.toMatch(/unpkg\.com|jsdelivr\.net|cdnjs\.|githubusercontent\.com/);
    const external = /^\s*["']?(?:https?:)?\/\//;
    const tagUrls = [
      ...html.matchAll(
        /<(?:script|link|img|iframe)\b[^>]*?\b(?:src|href)=("[^"]*"|'[^']*'|[^\s>]+)/g,
      ),
    ];
    expect(tagUrls.map(([, url]) => url).filter((url) => external.test(url ?? ""))).toEqual([]);
    const cssUrls = [...html.matchAll(/(?:url\(|@import\s+)([^)\s;]*)/g)];
    expect(cssUrls.map(([, url]) => url).filter((url) => external.test(url ?? ""))).toEqual([]);
    // About 9 MB (2.4 MB gzipped) with render-graphiql 5.24.1, fonts and workers included.
    expect(new TextEncoder().encode(html).length).toBeLessThan(16_000_000);
  });

  it("answers HEAD /graphql like GET, without a body", async () => {
    const response = await app.request("/graphql", {
      method: "HEAD",
      headers: { accept: "text/html" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe("");
  });

  it("compresses text answers for clients that accept gzip", async () => {
    const response = await app.request("/graphql", {
      headers: { accept: "text/html", "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const compressed = new Uint8Array(await response.arrayBuffer());
    const html = await new Response(
      new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip")),
    ).text();
    expect(html).toContain("<title>Groundwork API</title>");
    expect(compressed.length).toBeLessThan(html.length / 2);
  });

  it("runs on the database engine the suite was asked for", async () => {
    const health = await (await app.request("/api/health")).json();
    expect(health).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgresql" : "pglite",
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.request("/api/nothing-here");
    expect(response.status).toBe(404);
  });
});

describe("in production", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => app?.close());

  it("has no development mailbox", async () => {
    const response = await app.request("/dev/mailbox");
    expect(response.status).toBe(404);
    const config = await (await app.request("/api/config")).json();
    expect(config.devMailbox).toBe(false);
    expect(config.seedAccounts).toEqual([]);
  });

  it("masks unexpected errors without stack traces", async () => {
    const { body } = await app.graphql(`{ viewer { id } repositories(first: "x") { totalCount } }`);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
