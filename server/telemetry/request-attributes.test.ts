import { context, defaultTextMapSetter, trace } from "@opentelemetry/api";
import { AlwaysOffSampler, AlwaysOnSampler, TracerProvider } from "@opentelemetry/sdk-trace";
import { httpInstrumentationMiddleware } from "@hono/otel";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { useContextManager } from "../../tests/setup/otel-context.ts";
import { jobPropagator } from "./propagators.ts";
import { requestAttributes } from "./request-attributes.ts";

// An unsampled request runs without its server span in context (docs/decisions/130), so
// instrumentation-pg (`requireParentSpan`) skips its statements, yet a job it sends still says
// "not sampled" under the request's trace id. A sampled request keeps its span.

useContextManager();

type Seen = { serverTraceId?: string; spanInHandler: boolean; job: Record<string, string> };

/** A request through @hono/otel and requestAttributes, as server/app.ts stacks them. */
async function serve(sampled: boolean): Promise<Seen> {
  const sampler = sampled ? new AlwaysOnSampler() : new AlwaysOffSampler();
  const tracer = new TracerProvider({ sampler }).getTracer("test");
  const seen: Seen = { spanInHandler: false, job: {} };
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
    jobPropagator().inject(context.active(), seen.job, defaultTextMapSetter);
    return c.json({ data: null });
  });
  const response = await app.request("/graphql", { method: "POST" });
  expect(response.status).toBe(200);
  return seen;
}

describe("an unsampled request's context", () => {
  it("holds no span past requestAttributes, and its jobs say not sampled under its trace id", async () => {
    const seen = await serve(false);
    expect(seen.spanInHandler).toBe(false);
    expect(seen.serverTraceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.job.traceparent).toMatch(new RegExp(`^00-${seen.serverTraceId}-[0-9a-f]{16}-00$`));
  });

  it("keeps a sampled request's server span, and its jobs say sampled", async () => {
    const seen = await serve(true);
    expect(seen.spanInHandler).toBe(true);
    expect(seen.job.traceparent).toMatch(new RegExp(`^00-${seen.serverTraceId}-[0-9a-f]{16}-01$`));
  });
});
