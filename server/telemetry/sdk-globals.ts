import {
  context,
  diag,
  metrics,
  propagation,
  trace,
  TraceFlags,
  type Span,
} from "@opentelemetry/api";

/**
 * A span's ids for a log line, when the span was sampled: an unsampled one was never
 * exported, and its trace id would lead to nothing (docs/decisions/126).
 */
export function sampledIds(span: Span | undefined) {
  if (!span) return undefined;
  const { traceId, spanId, traceFlags } = span.spanContext();
  if ((traceFlags & TraceFlags.SAMPLED) === 0) return undefined;
  return { trace_id: traceId, span_id: spanId };
}

/**
 * NodeSDK's shutdown stops its providers but leaves them registered with the API, which
 * refuses a second registration: a later start in the same process (tests) recorded nothing.
 * The API's documented `disable()` calls free the slots.
 */
export function unregisterGlobals(): void {
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
  diag.disable();
}
