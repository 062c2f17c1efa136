import { vi } from "vitest";

// The server project shares loaded modules between files (isolate: false) and builds the
// schema once: a tracing test starts telemetry on a fresh module registry, as server/index.ts
// starts it before importing the app, then imports the app itself (dynamically) afterwards.

/**
 * Telemetry exporting to `endpoint` over OTLP/JSON, with `more` OTEL_* variables; `otel` is the
 * env the app is given too.
 */
export async function startTracing(endpoint: string, more: Record<string, string> = {}) {
  vi.resetModules();
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    ...more,
  };
  const { parseEnv } = await import("../../server/env.ts");
  const telemetry = await import("../../server/telemetry/telemetry.ts");
  const config = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), ...otel }).telemetry;
  const started = await telemetry.startTelemetry(config);
  if (!started) throw new Error("telemetry did not start");
  return {
    otel,
    flush: () => started.flush(10_000),
    stop: () => telemetry.stopTelemetry(10_000),
  };
}
