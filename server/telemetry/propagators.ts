import {
  createContextKey,
  trace,
  type Context,
  type Span,
  type SpanContext,
  type TextMapPropagator,
  type TextMapSetter,
} from "@opentelemetry/api";
import {
  CompositePropagator,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from "@opentelemetry/core";
import type { TelemetryConfig } from "./config.ts";

// Who may see our trace context (docs/decisions/126, 127). Every outbound HTTP call of the app
// goes to a third party: a customer's webhook receiver, an OIDC or GitHub endpoint. So context
// comes in (when OTEL_PROPAGATORS trusts a gateway) and never goes out: otherwise a receiver
// would get the trace id, and a client's `tracestate`, of whichever request queued its event.

/** Reads what the given propagator reads; writes nothing into outgoing requests. */
class ExtractOnly implements TextMapPropagator {
  constructor(private readonly inner: TextMapPropagator) {}
  inject(): void {}
  extract(context: Context, carrier: unknown, getter: Parameters<TextMapPropagator["extract"]>[2]) {
    return this.inner.extract(context, carrier, getter);
  }
  fields(): string[] {
    return [];
  }
}

/** OTEL_PROPAGATORS, extract-only; null (none, our default) leaves requests' headers unread. */
export function httpPropagator(names: TelemetryConfig["propagators"]): TextMapPropagator | null {
  if (names.length === 0) return null;
  const propagators = names.map((name) =>
    name === "tracecontext" ? new W3CTraceContextPropagator() : new W3CBaggagePropagator(),
  );
  return new ExtractOnly(new CompositePropagator({ propagators }));
}

const UNSAMPLED = createContextKey("groundwork.unsampled-request");

/**
 * An unsampled request's context without its span (docs/decisions/130): with no span in context,
 * instrumentation-pg's `requireParentSpan` skips each statement outright, where a non-recording
 * parent made it build a span, its attributes and promise wrappers all the same. The span's ids
 * stay under a key of ours, so a job the request sends still carries "not sampled".
 */
export function withoutUnsampledSpan(context: Context, span: Span): Context {
  return trace.deleteSpan(context).setValue(UNSAMPLED, span.spanContext());
}

/**
 * What a job stores of its sender's context: `traceparent` only. W3C's propagator also writes
 * `tracestate`, which under OTEL_PROPAGATORS=tracecontext is the client's own text. Sent from an
 * unsampled request, the job gets that request's ids and "not sampled", so a parent-based
 * sampler leaves the job untraced too (docs/decisions/127).
 */
class TraceparentOnly implements TextMapPropagator {
  private readonly inner = new W3CTraceContextPropagator();
  inject(context: Context, carrier: unknown, setter: TextMapSetter) {
    const unsampled = trace.getSpan(context)
      ? undefined
      : (context.getValue(UNSAMPLED) as SpanContext | undefined);
    const sender = unsampled ? trace.setSpanContext(context, unsampled) : context;
    this.inner.inject(sender, carrier, {
      set: (target, key, value) => {
        if (key === "traceparent") setter.set(target, key, value);
      },
    });
  }
  extract(context: Context, carrier: unknown, getter: Parameters<TextMapPropagator["extract"]>[2]) {
    return this.inner.extract(context, carrier, getter);
  }
  fields(): string[] {
    return ["traceparent"];
  }
}

export const jobPropagator = (): TextMapPropagator => new TraceparentOnly();
