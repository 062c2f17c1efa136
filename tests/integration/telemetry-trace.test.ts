import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../setup/test-app.ts";
import type { LogLine } from "../setup/capturing-logger.ts";
import { startOtlpReceiver, type ReceivedSpan } from "../setup/otlp-receiver.ts";
import { startTracing } from "../setup/traced-modules.ts";

// Issue 39's proof: the trace of a signed-in GraphQL page reaches an OTLP receiver as
// `HTTP POST /graphql` → `graphql.execute` → resolvers → SQL, its access line carries the
// same trace id, and no span holds an e-mail address or a sign-in code (docs/decisions/122).
//
// The server project shares loaded modules between files (isolate: false) and builds the
// schema once: this file loads the server afresh after starting telemetry, as
// server/index.ts does, and leaves the registry fresh again for the next file.

const EMAIL = "user@example.com";
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let app: TestApp;
let lines: LogLine[];
let flush: () => Promise<void>;
let stop: () => Promise<void>;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const tracing = await startTracing(receiver.endpoint);
  const { otel } = tracing;
  ({ flush, stop } = tracing);
  const { capturingLogger } = await import("../setup/capturing-logger.ts");
  const { createTestApp } = await import("../setup/test-app.ts");
  const captured = capturingLogger();
  lines = captured.lines;
  app = await createTestApp(otel, { logger: captured.logger });
});

afterAll(async () => {
  await app?.close();
  await stop?.();
  await receiver?.close();
  vi.resetModules();
});

const PAGE = `query pageAppRepositoriesQuery($first: Int) {
  viewer { id }
  repositories(first: $first) { edges { node { id name } } }
}`;

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) =>
  spans.filter((span) => span.parentSpanId === parent.spanId && span.traceId === parent.traceId);

/** Every span under `root`, at any depth. */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  return childrenOf(spans, root).flatMap((child) => [child, ...descendants(spans, child)]);
}

describe("a signed-in GraphQL page's trace", () => {
  it("goes HTTP server span → graphql.execute → resolvers → SQL, with the request's attributes", async () => {
    const cookie = await app.signIn(EMAIL);
    const code = await app.lastCode(EMAIL);
    const { status, body } = await app.graphql(PAGE, { cookie, variables: { first: 5 } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    await flush();

    const spans = receiver.spans;
    const server = spans.find(
      (span) => span.name === "POST /graphql" && span.attributes["graphql.operation.name"],
    );
    expect(server, spans.map((span) => span.name).join(", ")).toBeDefined();
    if (!server) return;
    expect(server.parentSpanId).toBeUndefined();
    const viewerId = (await app.prisma.user.findUniqueOrThrow({ where: { email: EMAIL } })).id;
    expect(server.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/graphql",
      "http.response.status_code": 200,
      "graphql.operation.name": "pageAppRepositoriesQuery",
      "graphql.operation.type": "query",
      "enduser.id": viewerId,
      "groundwork.graphql.cost.requested": expect.any(Number),
      "groundwork.graphql.cost.actual": expect.any(Number),
      "groundwork.request.id": expect.any(String),
    });

    const [execute, ...others] = childrenOf(spans, server).filter(
      (span) => span.name === "graphql.execute",
    );
    expect(others).toEqual([]);
    expect(execute?.attributes).toMatchObject({
      "graphql.operation.name": "pageAppRepositoriesQuery",
      "graphql.operation.type": "query",
    });
    if (!execute) return;
    const resolvers = childrenOf(spans, execute).filter((span) => span.name === "graphql.resolve");
    expect(resolvers.map((span) => span.attributes["graphql.field.name"]).sort()).toEqual([
      "repositories",
      "viewer",
    ]);
    const repositories = resolvers.find(
      (span) => span.attributes["graphql.field.name"] === "repositories",
    );
    const sql = descendants(spans, repositories!).filter(
      (span) => typeof span.attributes["db.query.text"] === "string",
    );
    // On PostgreSQL the page's statements go straight to pg's pool (server/db/direct-query.ts),
    // traced by instrumentation-pg, which patches pg as it loads. server/index.ts starts
    // telemetry before anything imports pg; this suite's workers share loaded packages, so
    // another file may have loaded pg first, and then no pg span exists in the whole run (CI's
    // PostgreSQL stage saw it). On PGlite the statements are Prisma's, traced either way.
    const pgUnpatched =
      process.env.TEST_DATABASE_URL !== undefined &&
      !receiver.spans.some((span) => span.name.startsWith("pg."));
    if (!pgUnpatched) {
      expect(sql.length).toBeGreaterThan(0);
      expect(String(sql[0]?.attributes["db.query.text"])).toMatch(/SELECT/i);
    }

    // The access line was written inside the server span.
    const access = lines.find(
      (line) =>
        line.msg === "request" && line.requestId === server.attributes["groundwork.request.id"],
    );
    expect(access).toMatchObject({ trace_id: server.traceId, path: "/graphql", status: 200 });

    // Nothing personal or secret in any span of any trace: sign-in included.
    const leaks = spans.filter(
      (span) =>
        span.text.includes(EMAIL) ||
        span.text.includes(code) ||
        span.text.includes(cookie.split("=")[1]!.slice(0, 20)) ||
        /cookie|authorization/i.test(Object.keys(span.attributes).join(" ")),
    );
    expect(leaks.map((span) => span.name)).toEqual([]);
    // The metric reader is registered globally: @hono/otel's histogram went out too, and the
    // app's own metrics, which start recording once the SDK installs them (ADR 123).
    expect([...receiver.metricNames]).toEqual(
      expect.arrayContaining([
        "http.server.request.duration",
        "groundwork.graphql.operation.duration",
        "groundwork.graphql.operation.cost",
      ]),
    );
    // pg's own per-statement histogram stays in the process: it cost every request, sampled
    // or not (docs/decisions/128).
    expect([...receiver.metricNames]).not.toContain("db.client.operation.duration");
  });

  it("keeps query strings out of span attributes (they can hold codes and tokens)", async () => {
    const response = await app.request("/api/config?code=Q7X2PA&token=secret-token-value");
    expect(response.status).toBe(200);
    await flush();
    const server = receiver.spans.find(
      (span) => span.name === "GET /api/config" && span.kind === 2,
    );
    expect(server?.attributes["url.full"]).toBe("http://localhost:3000/api/config");
    const leaks = receiver.spans.filter((span) => /Q7X2PA|secret-token-value/.test(span.text));
    expect(leaks).toEqual([]);
  });

  it("names the API key that called, and records neither its secret nor variables' values", async () => {
    const cookie = await app.signIn(EMAIL);
    const name = "otel-variable-value-7Q";
    // Thirty days on, from the queue's clock (no test reads the wall clock).
    const expiresAt = new Date(app.jobs.now() + 30 * 86_400_000).toISOString();
    const created = await app.graphql<{ createApiKey: { secret: string } }>(
      `mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { cookie, variables: { input: { name, expiresAt } } },
    );
    expect(created.body.errors).toBeUndefined();
    const secret = created.body.data?.createApiKey.secret ?? "";
    const { body } = await app.graphql(`query KeyViewer { viewer { id } }`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(body.errors).toBeUndefined();
    await flush();

    const key = await app.prisma.apiKey.findFirstOrThrow({ where: { name } });
    const server = receiver.spans.find(
      (span) => span.kind === 2 && span.attributes["graphql.operation.name"] === "KeyViewer",
    );
    expect(server?.attributes).toMatchObject({
      "groundwork.api_key.id": key.id,
      "graphql.operation.type": "query",
    });
    const leaks = receiver.spans.filter(
      (span) => span.text.includes(secret) || span.text.includes(name),
    );
    expect(leaks.map((span) => span.name)).toEqual([]);
  });

  it("ignores a client's traceparent: the trace and its sampling stay the server's", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const response = await app.request("/api/config", {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(200);
    await flush();
    const servers = receiver.spans.filter((span) => span.name === "GET /api/config");
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.map((span) => span.traceId)).not.toContain(traceId);
  });

  it("cuts a client's operation name, and every attribute, to a bounded length", async () => {
    const cookie = await app.signIn(EMAIL);
    const name = `Long${"x".repeat(5000)}`;
    const { status } = await app.graphql(`query ${name} { viewer { id } }`, { cookie });
    expect(status).toBe(200);
    await flush();
    const execute = receiver.spans.find(
      (span) =>
        span.name === "graphql.execute" &&
        String(span.attributes["graphql.operation.name"]).startsWith("Longxxx"),
    );
    expect(String(execute?.attributes["graphql.operation.name"])).toHaveLength(100);
    const longest = Math.max(
      ...receiver.spans.flatMap((span) =>
        Object.values(span.attributes).map((value) => String(value).length),
      ),
    );
    expect(longest).toBeLessThanOrEqual(1024);
  });
});
