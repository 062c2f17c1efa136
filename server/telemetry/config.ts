import { z } from "zod";

// The standard OTEL_* variables the app honours (docs/decisions/122), validated with the rest
// of the environment (server/env.ts) and handed to the SDK's constructors explicitly.
// Nothing here loads OpenTelemetry: with tracing off no OTel module is ever imported.

const SAMPLERS = [
  "always_on",
  "always_off",
  "traceidratio",
  "parentbased_always_on",
  "parentbased_always_off",
  "parentbased_traceidratio",
] as const;

export type SamplerName = (typeof SAMPLERS)[number];

const PROPAGATORS = ["tracecontext", "baggage", "none"] as const;
export type Propagator = Exclude<(typeof PROPAGATORS)[number], "none">;

// A header Node's HTTP client refuses (a control character such as CR or LF, a space or a
// separator in a name, a character past U+00FF in a value), as written or percent-encoded,
// would fail every export; refused at start. The exporters decode names as well as values, so
// both are checked decoded. The message names the variable, never the value: a header is
// usually a secret.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\u0020-\u007e\u0080-\u00ff]*$/;

/** `key=value,key=value`, values percent-encoded (the OTel spec's format for both lists). */
const keyValueList = (name: string, options: { headers?: boolean } = {}) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const entries: Record<string, string> = {};
      for (const pair of (value ?? "").split(",")) {
        if (!pair.trim()) continue;
        const at = pair.indexOf("=");
        let key: string;
        let entry: string;
        try {
          key = at > 0 ? pair.slice(0, at).trim() : "";
          if (options.headers) key = decodeURIComponent(key);
          if (!key) throw new Error("no key");
          entry = decodeURIComponent(pair.slice(at + 1).trim());
        } catch {
          ctx.addIssue({ code: "custom", message: `${name}: each entry must be key=value` });
          return z.NEVER;
        }
        if (options.headers && !(HEADER_NAME.test(key) && HEADER_VALUE.test(entry))) {
          ctx.addIssue({
            code: "custom",
            message: "a header's name or value holds a character HTTP refuses (CR, LF…)",
          });
          return z.NEVER;
        }
        entries[key] = entry;
      }
      return entries;
    });

const headerList = (name: string) => keyValueList(name, { headers: true });

/** OTEL_LOG_LEVEL's names (any case), for the SDK's own diagnostics (server/telemetry/diag.ts). */
const LOG_LEVELS = ["none", "error", "warn", "info", "debug", "verbose", "all"] as const;
export type DiagLevel = (typeof LOG_LEVELS)[number];

const otlpUrl = z.url({ protocol: /^https?$/ }).optional();

export const telemetryVariables = {
  OTEL_SDK_DISABLED: z.stringbool().default(false),
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl,
  OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: otlpUrl,
  // gRPC is left out: its exporter pulls @grpc/grpc-js, and every collector takes OTLP/HTTP.
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .enum(["http/protobuf", "http/json"], { error: "must be http/protobuf or http/json" })
    .default("http/protobuf"),
  // The exporters also read the per-signal ones from the environment themselves: checked here.
  OTEL_EXPORTER_OTLP_HEADERS: headerList("OTEL_EXPORTER_OTLP_HEADERS"),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: headerList("OTEL_EXPORTER_OTLP_TRACES_HEADERS"),
  OTEL_EXPORTER_OTLP_METRICS_HEADERS: headerList("OTEL_EXPORTER_OTLP_METRICS_HEADERS"),
  OTEL_SERVICE_NAME: z.string().trim().min(1).optional(),
  OTEL_RESOURCE_ATTRIBUTES: keyValueList("OTEL_RESOURCE_ATTRIBUTES"),
  OTEL_TRACES_SAMPLER: z
    .enum(SAMPLERS, { error: `must be one of ${SAMPLERS.join(", ")}` })
    .default("parentbased_always_on"),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
  // The SDK's own warnings (an export refused, a collector unreachable) go to the app's log.
  OTEL_LOG_LEVEL: z
    .string()
    .default("warn")
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })),
  OTEL_METRIC_EXPORT_INTERVAL: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  // The spec's default is tracecontext,baggage; ours is none: a public client's traceparent would
  // choose its requests' sampling and trace ids, and its baggage would ride our outbound calls.
  // Set it when a proxy or gateway you trust writes the header (docs/observability.md).
  OTEL_PROPAGATORS: z
    .string()
    .default("none")
    .transform((value, ctx) => {
      const names = value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      const known = names.every((name) => (PROPAGATORS as readonly string[]).includes(name));
      if (!known) {
        ctx.addIssue({ code: "custom", message: `each must be one of ${PROPAGATORS.join(", ")}` });
        return z.NEVER;
      }
      return names.filter((name): name is Propagator => name !== "none");
    }),
};

type Parsed = z.output<z.ZodObject<typeof telemetryVariables>>;

export type TelemetryConfig = {
  /** Where spans go: the traces endpoint as given, else `<endpoint>/v1/traces` (OTel spec). */
  tracesUrl: string;
  metricsUrl: string;
  protocol: "http/protobuf" | "http/json";
  /** OTEL_EXPORTER_OTLP_HEADERS, with each signal's own (`_TRACES_`, `_METRICS_`) over it. */
  tracesHeaders: Record<string, string>;
  metricsHeaders: Record<string, string>;
  serviceName: string;
  resourceAttributes: Record<string, string>;
  sampler: SamplerName;
  /** The ratio of the *traceidratio samplers (OTEL_TRACES_SAMPLER_ARG, default 1). */
  samplerRatio: number;
  metricExportIntervalMs: number;
  /** Which incoming and outgoing context headers count (OTEL_PROPAGATORS); none by default. */
  propagators: Propagator[];
  /** OTEL_LOG_LEVEL: what of the SDK's own diagnostics reach the log; warn by default. */
  logLevel: DiagLevel;
  /**
   * Which instrumentation's span stands for an SQL statement: pg's on PostgreSQL (the hot
   * path's statements go to pg's pool, past Prisma), Prisma's `db_query` on PGlite (no pg).
   */
  sqlSpans: "pg" | "prisma";
};

const signalUrl = (base: string, path: string) => `${base.replace(/\/+$/, "")}/v1/${path}`;

/** Null, and nothing loaded, unless an OTLP endpoint is set and OTEL_SDK_DISABLED is not true. */
export function telemetryConfig(value: Parsed & { DATABASE_URL?: string }): TelemetryConfig | null {
  const base = value.OTEL_EXPORTER_OTLP_ENDPOINT;
  const traces = value.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base && signalUrl(base, "traces"));
  if (value.OTEL_SDK_DISABLED || !traces) return null;
  const metrics =
    value.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT ??
    (base ? signalUrl(base, "metrics") : traces.replace(/\/v1\/traces\/?$/, "/v1/metrics"));
  return {
    tracesUrl: traces,
    metricsUrl: metrics,
    protocol: value.OTEL_EXPORTER_OTLP_PROTOCOL,
    tracesHeaders: {
      ...value.OTEL_EXPORTER_OTLP_HEADERS,
      ...value.OTEL_EXPORTER_OTLP_TRACES_HEADERS,
    },
    metricsHeaders: {
      ...value.OTEL_EXPORTER_OTLP_HEADERS,
      ...value.OTEL_EXPORTER_OTLP_METRICS_HEADERS,
    },
    // The specification's order: OTEL_SERVICE_NAME, then a service.name among the attributes.
    serviceName:
      value.OTEL_SERVICE_NAME ?? value.OTEL_RESOURCE_ATTRIBUTES["service.name"] ?? "groundwork",
    resourceAttributes: value.OTEL_RESOURCE_ATTRIBUTES,
    sampler: value.OTEL_TRACES_SAMPLER,
    samplerRatio: value.OTEL_TRACES_SAMPLER_ARG ?? 1,
    metricExportIntervalMs: value.OTEL_METRIC_EXPORT_INTERVAL,
    propagators: value.OTEL_PROPAGATORS,
    logLevel: value.OTEL_LOG_LEVEL,
    sqlSpans: value.DATABASE_URL ? "pg" : "prisma",
  };
}
