import { AsyncLocalStorage } from "node:async_hooks";
import {
  context,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  trace,
  type Context,
  type ContextManager,
} from "@opentelemetry/api";
import { AlwaysOffSampler, AlwaysOnSampler, TracerProvider } from "@opentelemetry/sdk-trace";
import { httpInstrumentationMiddleware } from "@hono/otel";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobPropagator } from "./propagators.ts";
import { requestAttributes } from "./request-attributes.ts";

// An unsampled request runs without its server span in context (docs/decisions/130), so
// instrumentation-pg (`requireParentSpan`) skips its statements, yet a job it sends still says
// "not sampled" under the request's trace id. A sampled request keeps its span.

/** The SDK's context manager is AsyncLocalStorage too; this one is enough for a request. */
class StorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active = () => this.storage.getStore() ?? ROOT_CONTEXT;
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    next: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(next, () => fn.call(thisArg, ...args));
  }
  bind = <T>(_context: Context, target: T) => target;
  enable = () => this;
  disable = () => {
    this.storage.disable();
    return this;
  };
}

beforeAll(() => {
  context.setGlobalContextManager(new StorageContextManager());
});
afterAll(() => {
  context.disable();
});

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
