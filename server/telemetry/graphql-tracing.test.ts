import { describe, expect, it, vi } from "vitest";
import { context, trace } from "@opentelemetry/api";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type Sampler,
} from "@opentelemetry/sdk-trace";
import { useContextManager } from "../../tests/setup/otel-context.ts";
import { useGraphQLTracing } from "./graphql-tracing.ts";

// The graphql.execute span exists on sampled requests only (docs/decisions/128): an unsampled
// request runs its execution in the server span's context as it is, no span started.

useContextManager();

function executeUnder(sampler: Sampler) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    sampler,
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer("test");
  const started = vi.spyOn(tracer, "startActiveSpan");
  const execute = useGraphQLTracing(tracer).instrumentation?.execute;
  const server = tracer.startSpan("POST /graphql");
  let executed = false;
  context.with(trace.setSpan(context.active(), server), () =>
    execute?.({ context: {} } as never, () => {
      executed = true;
    }),
  );
  server.end();
  return { executed, started: started.mock.calls.length, spans: exporter.getFinishedSpans() };
}

describe("the graphql.execute span", () => {
  it("is made under a sampled request's span, as its child", () => {
    const { executed, started, spans } = executeUnder(new AlwaysOnSampler());
    expect(executed).toBe(true);
    expect(started).toBe(1);
    const server = spans.find((span) => span.name === "POST /graphql");
    const execute = spans.find((span) => span.name === "graphql.execute");
    expect(execute?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
  });

  it("is not started under an unsampled one, whose execution still runs", () => {
    const { executed, started, spans } = executeUnder(new AlwaysOffSampler());
    expect(executed).toBe(true);
    expect(started).toBe(0);
    expect(spans).toEqual([]);
  });
});
