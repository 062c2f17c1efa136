import { context, ROOT_CONTEXT, trace, TraceFlags, type SpanContext } from "@opentelemetry/api";
import { TracerProvider } from "@opentelemetry/sdk-trace";
import { httpInstrumentationMiddleware } from "@hono/otel";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { useContextManager } from "../../tests/setup/otel-context.ts";
import { requestAttributes } from "./request-attributes.ts";
import { samplerOf } from "./sampler.ts";
import { underUnsampledRequest } from "./unsampled.ts";

// An unsampled request runs without its server span in context (docs/decisions/130), so
// instrumentation-pg (`requireParentSpan`) skips its statements; a span started in it is not
// sampled, and pg-boss's send, put back under the request's span, continues its trace, not
// sampled. A sampled request keeps its span.

useContextManager();

type Seen = {
  serverTraceId?: string;
  spanInHandler: boolean;
  /** A span started in the handler as it is, as any instrumentation would. */
  started?: { recording: boolean };
  /** A span started the way boss.ts sends a job. */
  send?: SpanContext & { recording: boolean };
};

/** A request through @hono/otel and requestAttributes, as server/app.ts stacks them. */
async function serve(sampled: boolean): Promise<Seen> {
  // The default sampler; the request arrives under a caller's span, sampled or not, as a
  // trusted gateway's traceparent makes it. A fresh root would be sampled.
  const tracer = new TracerProvider({ sampler: samplerOf("parentbased_always_on", 1) }).getTracer(
    "test",
  );
  const caller = trace.setSpanContext(ROOT_CONTEXT, {
    traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
    spanId: "00f067aa0ba902b7",
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
  });
  const seen: Seen = { spanInHandler: false };
  const app = new Hono();
  app.use(httpInstrumentationMiddleware({ tracer }));
  app.use(async (_c, next) => {
    seen.serverTraceId = trace.getActiveSpan()?.spanContext().traceId;
    await next();
  });
  app.use(requestAttributes());
  app.post("/graphql", async (c) => {
    await Promise.resolve();
    seen.spanInHandler = trace.getSpan(context.active()) !== undefined;
    const started = tracer.startSpan("anything");
    seen.started = { recording: started.isRecording() };
    const send = underUnsampledRequest(() => tracer.startSpan("send mail.send"));
    seen.send = { ...send.spanContext(), recording: send.isRecording() };
    return c.json({ data: null });
  });
  const response = await context.with(caller, () => app.request("/graphql", { method: "POST" }));
  expect(response.status).toBe(200);
  return seen;
}

describe("an unsampled request's context", () => {
  it("holds no span past requestAttributes; what it starts is not sampled, a job's send stays in its trace", async () => {
    const seen = await serve(false);
    expect(seen.spanInHandler).toBe(false);
    expect(seen.started).toEqual({ recording: false });
    expect(seen.serverTraceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(seen.send).toMatchObject({
      traceId: seen.serverTraceId,
      traceFlags: 0,
      recording: false,
    });
  });

  it("keeps a sampled request's server span, and a job's send is its sampled child", async () => {
    const seen = await serve(true);
    expect(seen.spanInHandler).toBe(true);
    expect(seen.started).toEqual({ recording: true });
    expect(seen.send).toMatchObject({
      traceId: seen.serverTraceId,
      traceFlags: 1,
      recording: true,
    });
  });
});
