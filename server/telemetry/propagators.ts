import type { Context, TextMapPropagator, TextMapSetter } from "@opentelemetry/api";
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

/**
 * What a job stores of its sender's context: `traceparent` only. W3C's propagator also writes
 * `tracestate`, which under OTEL_PROPAGATORS=tracecontext is the client's own text.
 */
class TraceparentOnly implements TextMapPropagator {
  private readonly inner = new W3CTraceContextPropagator();
  inject(context: Context, carrier: unknown, setter: TextMapSetter) {
    this.inner.inject(context, carrier, {
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
