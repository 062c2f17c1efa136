import { context, propagation, trace } from "@opentelemetry/api";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { afterEach, describe, expect, it } from "vitest";
import { startOtlpSink } from "../bench/otlp-sink.ts";

// The bench's OTLP receiver (tests/bench/otlp-sink.ts) decides whether `npm run bench` calls
// tracing active: fed by the real OTLP exporter, in both of its encodings, it must count every
// span and tell roots from children.

const SDK_VARIABLES = [
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL",
  "OTEL_METRICS_EXPORTER",
  "OTEL_LOGS_EXPORTER",
];
const saved = Object.fromEntries(SDK_VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  // The SDK registers itself globally and a second registration is refused: each test its own.
  trace.disable();
  context.disable();
  propagation.disable();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("the bench's OTLP sink", () => {
  for (const protocol of ["http/protobuf", "http/json"]) {
    it(`counts the spans and traces the exporter sends as ${protocol}`, async () => {
      const sink = await startOtlpSink();
      try {
        Object.assign(process.env, {
          OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
          OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol,
          OTEL_METRICS_EXPORTER: "none",
          OTEL_LOGS_EXPORTER: "none",
        });
        const sdk = new NodeSDK({ serviceName: "sink-test" });
        sdk.start();
        const tracer = trace.getTracer("sink-test");
        for (let i = 0; i < 3; i++) {
          tracer.startActiveSpan("POST /graphql", (root) => {
            tracer.startSpan("graphql.execute").end();
            tracer.startSpan("prisma:client:operation").end();
            root.end();
          });
        }
        // Shutdown flushes the batch: everything has reached the sink when it resolves.
        await sdk.shutdown();
        const counts = sink.counts();
        expect(counts.spans).toBe(9);
        expect(counts.traces).toBe(3);
        expect(Object.fromEntries(counts.names)).toEqual({
          "POST /graphql": 3,
          "graphql.execute": 3,
          "prisma:client:operation": 3,
        });
        expect(counts.bytes.traces).toBeGreaterThan(0);
        sink.reset();
        expect(sink.counts().spans).toBe(0);
      } finally {
        await sink.close();
      }
    });
  }
});
