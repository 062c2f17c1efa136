import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env.ts";

// The OTEL_* variables (docs/decisions/122), read with the rest of the environment.

const telemetry = (variables: Record<string, string>) =>
  parseEnv({ AUTH_SECRET: "x".repeat(32), ...variables }).telemetry;

describe("the OTEL_* variables", () => {
  it("leave telemetry off without an endpoint, or when the SDK is disabled", () => {
    expect(telemetry({})).toBeNull();
    expect(telemetry({ OTEL_SERVICE_NAME: "shop", OTEL_TRACES_SAMPLER: "always_on" })).toBeNull();
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(telemetry({ ...endpoint, OTEL_SDK_DISABLED: "true" })).toBeNull();
    expect(telemetry({ ...endpoint, OTEL_SDK_DISABLED: "false" })).not.toBeNull();
  });

  it("derive each signal's URL from the base endpoint, or take the signal's own", () => {
    expect(telemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" })).toMatchObject({
      tracesUrl: "http://collector:4318/v1/traces",
      metricsUrl: "http://collector:4318/v1/metrics",
      protocol: "http/protobuf",
      serviceName: "groundwork",
      sampler: "parentbased_always_on",
      samplerRatio: 1,
      metricExportIntervalMs: 60_000,
      propagators: [],
    });
    expect(
      telemetry({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/otlp/v1/traces" }),
    ).toMatchObject({
      tracesUrl: "https://traces.example/otlp/v1/traces",
      metricsUrl: "https://traces.example/otlp/v1/metrics",
    });
  });

  it("read headers, resource attributes and the sampler as the specification writes them", () => {
    const config = telemetry({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_HEADERS: "authorization=Bearer%20abc, x-team = ops",
      OTEL_RESOURCE_ATTRIBUTES: "deployment.environment.name=production",
      OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
      OTEL_TRACES_SAMPLER_ARG: "0.1",
      OTEL_METRIC_EXPORT_INTERVAL: "15000",
      OTEL_PROPAGATORS: "tracecontext, baggage",
    });
    expect(config).toMatchObject({
      tracesHeaders: { authorization: "Bearer abc", "x-team": "ops" },
      resourceAttributes: { "deployment.environment.name": "production" },
      sampler: "parentbased_traceidratio",
      samplerRatio: 0.1,
      metricExportIntervalMs: 15_000,
      propagators: ["tracecontext", "baggage"],
    });
  });

  it("refuse a bad value with the variable's name", () => {
    for (const [name, value] of [
      ["OTEL_TRACES_SAMPLER", "sometimes"],
      ["OTEL_TRACES_SAMPLER_ARG", "2"],
      ["OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"],
      ["OTEL_EXPORTER_OTLP_ENDPOINT", "collector:4318"],
      ["OTEL_EXPORTER_OTLP_HEADERS", "no-equals-sign"],
      ["OTEL_PROPAGATORS", "tracecontext,b3"],
    ] as const) {
      expect(() => telemetry({ [name]: value }), name).toThrow(EnvError);
      expect(() => telemetry({ [name]: value }), name).toThrow(name);
    }
  });

  it("refuse a header HTTP would refuse, naming the variable and not the secret", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    for (const name of [
      "OTEL_EXPORTER_OTLP_HEADERS",
      "OTEL_EXPORTER_OTLP_TRACES_HEADERS",
      "OTEL_EXPORTER_OTLP_METRICS_HEADERS",
    ]) {
      for (const value of [
        "authorization=Bearer s3cret-value\r\nx-evil: 1",
        "authorization=Bearer%20s3cret-value%0D%0Ax-evil:%201",
        "x-key=s3cret-value%00",
        "x-ke\ny=s3cret-value",
        // The exporters decode names too; a space or a character past U+00FF fails each export.
        "x%0As3cret-value=1",
        "bad s3cret-value=1",
        "authorization=Bearer%20s3cret-value%E2%80%A6",
      ]) {
        const parse = () => telemetry({ ...endpoint, [name]: value });
        expect(parse, `${name}=${JSON.stringify(value)}`).toThrow(EnvError);
        const message = (() => {
          try {
            parse();
          } catch (error) {
            return (error as Error).message;
          }
        })();
        expect(message).toContain(name);
        expect(message).toContain("a character HTTP refuses");
        expect(message).not.toContain("s3cret-value");
      }
    }
  });

  it("accept the headers collectors ask for", () => {
    const parsed = telemetry({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_EXPORTER_OTLP_HEADERS: "authorization=Basic%20dXNlcjpwYXNz,x-scope-orgid=tenant-1",
    });
    expect(parsed?.tracesHeaders).toEqual({
      authorization: "Basic dXNlcjpwYXNz",
      "x-scope-orgid": "tenant-1",
    });
  });

  it("give each signal its own headers over the common ones", () => {
    expect(
      telemetry({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_HEADERS: "x-team=ops,authorization=common",
        OTEL_EXPORTER_OTLP_TRACES_HEADERS: "authorization=traces",
      }),
    ).toMatchObject({
      tracesHeaders: { "x-team": "ops", authorization: "traces" },
      metricsHeaders: { "x-team": "ops", authorization: "common" },
    });
  });

  it("read OTEL_LOG_LEVEL in any case, warn by default", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(telemetry(endpoint)?.logLevel).toBe("warn");
    expect(telemetry({ ...endpoint, OTEL_LOG_LEVEL: "DEBUG" })?.logLevel).toBe("debug");
    expect(() => telemetry({ ...endpoint, OTEL_LOG_LEVEL: "loud" })).toThrow("OTEL_LOG_LEVEL");
  });
});
