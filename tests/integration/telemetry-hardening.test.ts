import { context, SpanStatusCode, trace, TraceFlags } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Logger } from "../../server/logger.ts";
import type * as Telemetry from "../../server/telemetry/telemetry.ts";
import type { LogLine } from "../setup/capturing-logger.ts";
import { startOtlpReceiver } from "../setup/otlp-receiver.ts";
import type { TestApp } from "../setup/test-app.ts";

// What leaves for the collector after the second review of tracing (docs/decisions/126): an
// error's message and status text stay home (they can echo an address or a value), the SDK's
// own failures reach the log, log lines name only traces that exist, one span per SQL
// statement, no trace started by a database call alone, the operator's service.version, and a
// second start in one process records. Set up as telemetry-trace.test.ts is.

const EMAIL = "user@example.com";
const postgres = process.env.TEST_DATABASE_URL;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let app: TestApp;
let lines: LogLine[];
let telemetry: typeof Telemetry;
let config: Parameters<typeof telemetry.startTelemetry>[0];
let logger: Logger;
const flush = () => telemetry.tracing()?.flush(10_000);

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  vi.resetModules();
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_RESOURCE_ATTRIBUTES: "service.version=9.9.9-operator",
  };
  const { parseEnv } = await import("../../server/env.ts");
  telemetry = await import("../../server/telemetry/telemetry.ts");
  // The engine decides which SQL spans are kept (pg's on PostgreSQL, Prisma's on PGlite).
  const database = postgres ? { DATABASE_URL: postgres } : {};
  config = parseEnv({
    NODE_ENV: "test",
    AUTH_SECRET: "x".repeat(32),
    ...otel,
    ...database,
  }).telemetry;
  const { capturingLogger } = await import("../setup/capturing-logger.ts");
  ({ logger, lines } = capturingLogger());
  if (!(await telemetry.startTelemetry(config, logger))) throw new Error("telemetry off");
  const { createTestApp } = await import("../setup/test-app.ts");
  app = await createTestApp(otel, { logger });
});

afterAll(async () => {
  await app?.close();
  await telemetry?.stopTelemetry(10_000);
  await receiver?.close();
  vi.resetModules();
});

const tracer = () => trace.getTracer("telemetry-hardening");

/** Runs `work` in a span of the test's, recording its error as instrumentations do. */
const inSpan = (name: string, work: () => Promise<unknown>) =>
  tracer().startActiveSpan(name, async (span) => {
    try {
      await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      return error as Error;
    } finally {
      span.end();
    }
  });

describe("tracing's exported spans", () => {
  it("keep an error's type, never its message, stack text or status message", async () => {
    // Real failing statements whose errors echo the input: a cast of the address (PostgreSQL
    // quotes the value), and a Prisma call it refuses (the message prints the arguments).
    const cast = await inSpan("hardening.cast", () => app.prisma.$queryRaw`SELECT ${EMAIL}::int`);
    const invalid = await inSpan("hardening.invalid", () =>
      app.prisma.user.findFirst({ where: { email: EMAIL, unknownField: 1 } as never }),
    );
    expect(cast?.message).toContain(EMAIL);
    expect(invalid?.message).toContain(EMAIL);
    await flush();

    expect(receiver.bodies.filter((body) => body.includes(EMAIL))).toEqual([]);
    for (const name of ["hardening.cast", "hardening.invalid"]) {
      const span = receiver.spans.find((received) => received.name === name);
      expect(span?.status).toEqual({ code: 2 });
      const exception = span?.events.find((event) => event.name === "exception");
      expect(exception?.attributes["exception.type"]).toEqual(expect.any(String));
      expect(exception?.attributes["exception.message"]).toBeUndefined();
      // The stack keeps its frames only (its first lines are the message), or goes when the
      // 1 024-character limit left none.
      const stack = exception?.attributes["exception.stacktrace"];
      if (stack !== undefined) {
        expect(
          String(stack)
            .split("\n")
            .filter((line) => !/^\s+at /.test(line)),
        ).toEqual([]);
      }
    }
    // pg's own span of the failed cast (PostgreSQL, once pg was patched): parameterised SQL.
    const pgCast = receiver.spans.find(
      (span) => span.name.startsWith("pg.query") && span.status.code === 2,
    );
    if (pgCast) {
      expect(pgCast.attributes["db.query.text"]).toMatch(/\$1::int/);
      expect(pgCast.status.message).toBeUndefined();
    }
  });

  it("carry the operator's service.version (OTEL_RESOURCE_ATTRIBUTES)", () => {
    expect(receiver.spans[0]?.resource["service.version"]).toBe("9.9.9-operator");
  });

  it("send each SQL statement once: pg's on PostgreSQL, Prisma's on PGlite", async () => {
    await inSpan("hardening.count", () => app.prisma.repository.count());
    await flush();
    const parent = receiver.spans.find((span) => span.name === "hardening.count");
    const inTrace = receiver.spans.filter((span) => span.traceId === parent?.traceId);
    const prismaQueries = inTrace.filter((span) => span.name === "prisma:client:db_query");
    const pgQueries = inTrace.filter((span) => span.name.startsWith("pg.query"));
    if (postgres) {
      expect(prismaQueries).toEqual([]);
      // pg's spans exist where pg loaded after telemetry started (telemetry-trace.test.ts).
      const pgPatched = receiver.spans.some((span) => span.name.startsWith("pg."));
      if (pgPatched) expect(pgQueries.length).toBe(1);
    } else {
      expect(prismaQueries.length).toBe(1);
      expect(pgQueries).toEqual([]);
    }
  });

  it("start no trace from database work outside traced work", async () => {
    await app.prisma.user.count();
    await app.request("/api/config");
    await flush();
    const databaseRoots = receiver.spans.filter(
      (span) => /^(prisma:|pg\.|pg-pool\.)/.test(span.name) && span.parentSpanId === undefined,
    );
    expect(databaseRoots.map((span) => span.name)).toEqual([]);
    expect(receiver.spans.some((span) => span.name === "GET /api/config")).toBe(true);
  });
});

describe("tracing's log lines", () => {
  const ids = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7" };
  const logIn = (traceFlags: TraceFlags, msg: string) => {
    const span = trace.wrapSpanContext({ ...ids, traceFlags });
    context.with(trace.setSpan(context.active(), span), () => logger.info(msg));
    return lines.find((line) => line.msg === msg);
  };

  it("carry the ids of a sampled span only: an unsampled trace was never exported", () => {
    expect(logIn(TraceFlags.SAMPLED, "sampled line")).toMatchObject({
      trace_id: ids.traceId,
      span_id: ids.spanId,
    });
    const unsampled = logIn(TraceFlags.NONE, "unsampled line");
    expect(unsampled).toBeDefined();
    expect(unsampled).not.toHaveProperty("trace_id");
    expect(unsampled).not.toHaveProperty("span_id");
  });

  it("report an export the collector refused (the SDK's diagnostics at WARN and above)", async () => {
    receiver.answer(400);
    try {
      await app.request("/api/config");
      await flush();
    } finally {
      receiver.answer(200);
    }
    const diagnostics = lines.filter(
      (line) => line.component === "opentelemetry" && Number(line.level) >= 40,
    );
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});

describe("a second start in one process", () => {
  it("records again once the first was stopped", async () => {
    await telemetry.stopTelemetry(10_000);
    const again = await telemetry.startTelemetry(config, logger);
    tracer().startSpan("hardening.second-start").end();
    await again?.flush(10_000);
    expect(receiver.spans.map((span) => span.name)).toContain("hardening.second-start");
  });
});
