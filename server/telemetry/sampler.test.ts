import { ROOT_CONTEXT, trace, TraceFlags, type Context } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import type { SamplerName } from "./config.ts";
import { samplerOf } from "./sampler.ts";
import { withoutUnsampledSpan } from "./unsampled.ts";

// Database calls outside traced work (pg-boss's polling, the queue gauge, retention jobs) start
// no trace: their spans are kept only under a sampled parent. A job's own span (pg-boss's
// `process <queue>`) still starts one, and the job's statements nest under it.

function exportedNames(name: SamplerName) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    sampler: samplerOf(name, 1),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer("test");
  const start = (spanName: string, parent: Context, inner?: (context: Context) => void) => {
    const span = tracer.startSpan(spanName, {}, parent);
    inner?.(trace.setSpan(parent, span));
    span.end();
  };
  for (const root of ["prisma:client:operation", "pg.query:SELECT groundwork", "pg-pool.connect"]) {
    start(root, ROOT_CONTEXT, (inside) => start("prisma:client:db_query", inside));
  }
  start("process mail", ROOT_CONTEXT, (job) =>
    start("prisma:client:operation", job, (operation) => start("pg.query:SELECT", operation)),
  );
  return exporter.getFinishedSpans().map((span) => span.name);
}

describe("the sampler", () => {
  for (const name of ["parentbased_always_on", "always_on", "traceidratio"] as const) {
    it(`starts no trace from a database span (${name}), and keeps those under a job`, () => {
      expect(exportedNames(name).sort()).toEqual([
        "pg.query:SELECT",
        "prisma:client:operation",
        "process mail",
      ]);
    });
  }

  it("still samples nothing when told so", () => {
    expect(exportedNames("always_off")).toEqual([]);
  });

  // An unsampled request runs without its span (ADR 130): a span started in it (better-auth's
  // around an endpoint) and that span's children would each get a trace id of their own, which
  // a ratio sampler decides on afresh. At ratio 1 every fresh id would be sampled.
  for (const name of ["traceidratio", "parentbased_always_on", "always_on"] as const) {
    it(`samples nothing started inside an unsampled request (${name})`, () => {
      const exporter = new InMemorySpanExporter();
      const tracer = new TracerProvider({
        sampler: samplerOf(name, 1),
        spanProcessors: [new SimpleSpanProcessor({ exporter })],
      }).getTracer("test");
      const server = trace.wrapSpanContext({
        traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
        spanId: "00f067aa0ba902b7",
        traceFlags: TraceFlags.NONE,
      });
      const request = withoutUnsampledSpan(ROOT_CONTEXT, server);
      const endpoint = tracer.startSpan("POST /sign-in/email-otp", {}, request);
      tracer.startSpan("handler", {}, trace.setSpan(request, endpoint)).end();
      endpoint.end();
      expect(exporter.getFinishedSpans()).toEqual([]);
    });
  }
});
