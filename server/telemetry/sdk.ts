import { context, createNoopMeter, metrics, trace } from "@opentelemetry/api";
import { globalErrorHandler } from "@opentelemetry/core";
import { OTLPMetricExporter as JsonMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPMetricExporter as ProtoMetricExporter } from "@opentelemetry/exporter-metrics-otlp-proto";
import { OTLPTraceExporter as JsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtoTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { NodeSDK } from "@opentelemetry/sdk-node";
import {
  createDenyListAttributesProcessor,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import { BatchSpanProcessor } from "@opentelemetry/sdk-trace";
import { createOpenTelemetryWrapper } from "@pothos/tracing-opentelemetry";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { httpInstrumentationMiddleware } from "@hono/otel";
import type { Logger } from "../logger.ts";
import type { TelemetryConfig } from "./config.ts";
import { setDiagLogger } from "./diag.ts";
import { useGraphQLTracing } from "./graphql-tracing.ts";
import { requestAttributes } from "./request-attributes.ts";
import { httpPropagator, jobPropagator } from "./propagators.ts";
import { resourceAttributes, version } from "./resource.ts";
import { samplerOf } from "./sampler.ts";
import { ScrubErrors } from "./scrub-errors.ts";
import { ScrubUrls } from "./scrub-urls.ts";
import { underUnsampledRequest } from "./unsampled.ts";
import { sampledIds, unregisterGlobals } from "./sdk-globals.ts";
import type { Tracing } from "./telemetry.ts";

// Every OpenTelemetry import of the server is here or in the modules only this one imports,
// loaded by telemetry.ts when OTLP is configured (docs/decisions/122). Everything the SDK would
// read from process.env is passed explicitly, from server/env.ts.

/**
 * No attribute value longer than this: an operation name or an alias is the client's, up to the
 * body limit, and Pothos copies the path of aliases onto every resolver span.
 */
const ATTRIBUTE_VALUE_LIMIT = 1024;
/** Export calls give up after this, so an unreachable collector delays nothing for long. */
const EXPORT_TIMEOUT_MS = 10_000;

export async function startSdk(config: TelemetryConfig, logger?: Logger): Promise<Tracing> {
  const json = config.protocol === "http/json";
  const timeoutMillis = EXPORT_TIMEOUT_MS;
  const traces = { headers: config.tracesHeaders, timeoutMillis, url: config.tracesUrl };
  const metricsOptions = { headers: config.metricsHeaders, timeoutMillis, url: config.metricsUrl };
  const traceExporter = json ? new JsonTraceExporter(traces) : new ProtoTraceExporter(traces);
  const metricExporter = json
    ? new JsonMetricExporter(metricsOptions)
    : new ProtoMetricExporter(metricsOptions);
  const spans = new BatchSpanProcessor({
    // Errors' messages and status texts stay home (scrub-errors.ts, docs/decisions/126).
    exporter: new ScrubErrors(traceExporter),
    exportTimeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const pg = await pgInstrumentation();
  const instrumentations = [
    // fetch and undici (webhook deliveries, OIDC): diagnostics_channel, so ESM needs no hook.
    new UndiciInstrumentation({ requireParentforSpans: true }),
    // Prisma 7's own spans (operation, serialize, db_query with the parameterised SQL). On
    // PostgreSQL pg's span of the same statement is kept instead (ADR 126): one span each.
    new PrismaInstrumentation({
      ignoreSpanTypes: config.sqlSpans === "pg" ? ["prisma:client:db_query"] : [],
    }),
    ...pg,
  ];
  const metricReader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: config.metricExportIntervalMs,
    exportTimeoutMillis: Math.min(EXPORT_TIMEOUT_MS, config.metricExportIntervalMs),
  });
  const sdk = new NodeSDK({
    // Only what is set here: the resource from OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
    autoDetectResources: false,
    resource: resourceFromAttributes(resourceAttributes(config)),
    sampler: samplerOf(config.sampler, config.samplerRatio),
    spanLimits: { attributeValueLengthLimit: ATTRIBUTE_VALUE_LIMIT },
    // null (the default): a request's traceparent is ignored; whatever is set, none is sent.
    textMapPropagator: httpPropagator(config.propagators),
    // Logs go through pino; without this the SDK would make an OTLP log exporter from env.
    logRecordProcessors: [],
    // The scrubber first: the batch processor exports what it leaves.
    spanProcessors: [new ScrubUrls(), spans],
    metricReaders: [metricReader],
    // undici's client duration names the host called: for webhooks, each customer's, a series
    // each (and a list of them in the metrics store). The method and status stay.
    views: [
      {
        instrumentName: "http.client.request.duration",
        attributesProcessors: [
          createDenyListAttributesProcessor(["server.address", "server.port", "url.scheme"]),
        ],
      },
    ],
    instrumentations,
  });
  // After the SDK's constructor, which sets a console logger when OTEL_LOG_LEVEL is set.
  if (logger) setDiagLogger(logger, config.logLevel);
  sdk.start();
  // pg's own metrics are not ours to export (ADR 123 lists ours; the pool's are there): its
  // db.client.operation.duration, a record per statement sampled or not, was 3 of the 9 metric
  // records of every first page (ADR 128).
  for (const instrumentation of pg) instrumentation.setMeterProvider({ getMeter: createNoopMeter });

  // The app records through the OpenTelemetry-free signals module (docs/decisions/123); from
  // here its recorders write to the meter of the provider the SDK registered.
  const { installMetrics } = await import("./metrics.ts");
  const uninstallMetrics = installMetrics(metrics.getMeter("groundwork"));

  const tracer = trace.getTracer("groundwork", version);
  const bounded = async (work: () => Promise<unknown>, timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    // A refused or failed export reaches the log through the diag logger (diag.ts).
    await Promise.race([work().catch(globalErrorHandler), deadline]);
    clearTimeout(timer);
  };
  return {
    httpSpan: httpInstrumentationMiddleware({ tracer }),
    requestAttributes: requestAttributes(),
    graphql: useGraphQLTracing(tracer),
    sampled: () => trace.getActiveSpan()?.isRecording() === true,
    wrapResolver: createOpenTelemetryWrapper(tracer) as Tracing["wrapResolver"],
    // A job is ours from send to run: its trace context carries no client's choice, and
    // baggage is never stored (docs/decisions/127).
    jobPropagator: jobPropagator(),
    underRequestSpan: underUnsampledRequest,
    logFields: () => sampledIds(trace.getSpan(context.active())),
    flush: (timeoutMs) =>
      bounded(() => Promise.all([spans.forceFlush(), metricReader.forceFlush()]), timeoutMs),
    shutdown: (timeoutMs) =>
      bounded(async () => {
        for (const instrumentation of instrumentations) instrumentation.disable();
        uninstallMetrics();
        await sdk.shutdown();
        unregisterGlobals();
      }, timeoutMs),
  };
}

/**
 * pg's spans (connect, each query) need its module patched as it loads: under ESM that takes
 * import-in-the-middle's loader hook, registered before pg is imported. See ADR 122 for where
 * it works; Prisma's own db_query spans carry the SQL either way.
 */
async function pgInstrumentation() {
  const { register } = await import("node:module");
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, {
    data: { include: ["pg"] },
  });
  const { PgInstrumentation } = await import("@opentelemetry/instrumentation-pg");
  // No span in context, no work: pg-boss's polling, and unsampled requests, which run without
  // their span past requestAttributes (ADR 130).
  return [new PgInstrumentation({ requireParentSpan: true })];
}
