import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { tcpProxy } from "../setup/tcp-proxy.ts";

// PostgreSQL out of reach: GraphQL and the auth routes answer 503 with Retry-After
// and SERVICE_UNAVAILABLE (clients retry; load balancers can tell an outage from a bug),
// readiness says so, liveness does not, and service comes back by itself. PGlite lives in
// the process and cannot be cut, so this runs with TEST_DATABASE_URL only.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("database outage", () => {
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let cookie: string;
  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    app = await createTestApp(
      {},
      {
        databaseUrl: (url) => {
          const viaProxy = new URL(url);
          viaProxy.hostname = "127.0.0.1";
          viaProxy.port = String(proxy.port());
          return viaProxy.toString();
        },
      },
    );
    cookie = await app.signIn("admin@example.com");
  });
  afterAll(async () => {
    await proxy?.start();
    await app?.close();
    await proxy?.stop();
  });

  const viewer = () =>
    app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "accept-language": "fr" },
      body: JSON.stringify({ query: "{ viewer { id } repositories(first: 1) { totalCount } }" }),
    });
  const sendCode = () =>
    app.request("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "fr" },
      body: JSON.stringify({ email: "user@example.com", type: "sign-in" }),
    });

  it("answers 503 with Retry-After and a stable, translated code, then recovers alone", async () => {
    expect((await viewer()).status).toBe(200);
    await proxy.stop();

    const graphql = await viewer();
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get("retry-after")).toBe("5");
    const body = (await graphql.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.errors[0]?.message).toMatch(/momentanément indisponible/);

    for (const response of [
      await sendCode(),
      await app.request("/api/auth/get-session", { headers: { cookie } }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    }
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: "database_unavailable" });
    expect((await app.request("/api/health")).status).toBe(200);

    await proxy.start();
    const started = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - started < 5000) {
      status = (await viewer()).status;
    }
    expect(status).toBe(200);
    expect((await app.request("/api/health/ready")).status).toBe(200);
    expect((await sendCode()).status).toBe(200);
  });
});
