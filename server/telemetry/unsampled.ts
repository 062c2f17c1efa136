import {
  context,
  createContextKey,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanContext,
} from "@opentelemetry/api";

// An unsampled request runs without its span in context (docs/decisions/130): with no span
// there, instrumentation-pg's `requireParentSpan` skips each statement outright, where a
// non-recording parent made it build a span, attributes and promise wrappers all the same.
// The span's ids stay under a key of ours, for what must still continue the request's trace.

const UNSAMPLED = createContextKey("groundwork.unsampled-request");

/** `parent` without the unsampled request's span, which is kept aside. */
export function withoutUnsampledSpan(parent: Context, span: Span): Context {
  return trace.deleteSpan(parent).setValue(UNSAMPLED, span.spanContext());
}

/**
 * The unsampled request's ids, when `parent` is its context: without a span, or under one
 * started since that is not sampled either (better-auth's around each endpoint is a root,
 * with a trace id of its own, that the sampler below did not record).
 */
export function unsampledRequest(parent: Context): SpanContext | undefined {
  const span = trace.getSpanContext(parent);
  if (span && (span.traceFlags & TraceFlags.SAMPLED) !== 0) return undefined;
  return parent.getValue(UNSAMPLED) as SpanContext | undefined;
}

/**
 * Runs `work` with the unsampled request's span back in context: a span it starts (pg-boss's
 * send, which a job's trace context comes from) is then the request's child, in its trace and
 * not sampled, so the job is not sampled either (docs/decisions/127).
 */
export function underUnsampledRequest<T>(work: () => T): T {
  const active = context.active();
  const request = unsampledRequest(active);
  return request ? context.with(trace.setSpanContext(active, request), work) : work();
}
