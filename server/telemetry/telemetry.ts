import type { GraphQLFieldResolver } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";
import type { OpenTelemetryOptions } from "pg-boss";
import type { TelemetryConfig } from "./config.ts";

// The switch (docs/decisions/122): this module imports no OpenTelemetry package. Only when
// OTLP is configured does startTelemetry load ./sdk.ts, which holds every OTel import; the rest
// of the server asks this module for hooks that are absent (and cost nothing) when it is off.

/** What ./sdk.ts hands back once the SDK runs. */
export type Tracing = {
  /** @hono/otel's server span and http.server.* metrics: first, before the request log. */
  httpSpan: MiddlewareHandler;
  /** The request's id and user on that span: after the request log, which makes its context. */
  requestAttributes: MiddlewareHandler;
  /** The `graphql.execute` span and the operation's attributes (yoga plugin). */
  graphql: Plugin;
  /** Whether the request being served is sampled: Pothos wraps its resolvers only then. */
  sampled: () => boolean;
  /** Pothos' tracing wrapper (server/schema/builder.ts), or undefined when off. */
  wrapResolver: (
    resolver: GraphQLFieldResolver<unknown, unknown>,
  ) => GraphQLFieldResolver<unknown, unknown>;
  /**
   * What pg-boss stores on each job it sends and reads back to continue the sender's trace:
   * W3C trace context only, whatever OTEL_PROPAGATORS says (docs/decisions/127).
   */
  jobPropagator: NonNullable<OpenTelemetryOptions["propagator"]>;
  /**
   * Runs a job's send under the request's span, put back when the request is unsampled and
   * runs without it (docs/decisions/130): the job then carries the request's trace, unsampled.
   */
  underRequestSpan: <T>(send: () => T) => T;
  /** The active span's ids for log lines (server/logger.ts). */
  logFields: () => { trace_id: string; span_id: string } | undefined;
  /** Exports the buffered spans and the metrics now; bounded by `timeoutMs`, never throws. */
  flush: (timeoutMs: number) => Promise<void>;
  /** Flushes and stops the SDK and its instrumentations; bounded, never throws. */
  shutdown: (timeoutMs: number) => Promise<void>;
};

let active: Tracing | undefined;

/**
 * Starts the SDK when configured; call before the app, the database client or the schema is
 * imported (server/index.ts) so instrumentation is registered first. The SDK's own warnings
 * (an export refused, a collector unreachable) go to `logger`.
 */
export async function startTelemetry(
  config: TelemetryConfig | null,
  logger?: Logger,
): Promise<Tracing | undefined> {
  if (!config || active) return active;
  const { startSdk } = await import("./sdk.ts");
  active = await startSdk(config, logger);
  return active;
}

/** The running tracing, or undefined when telemetry is off. */
export function tracing(): Tracing | undefined {
  return active;
}

/**
 * Stops telemetry (graceful shutdown, tests) and frees the API's global slots, so a later
 * start in the same process registers and records afresh (its instrumentation of modules
 * already loaded, such as pg, does not come back).
 */
export async function stopTelemetry(timeoutMs: number): Promise<void> {
  const stopping = active;
  active = undefined;
  await stopping?.shutdown(timeoutMs);
}
