import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  trace,
} from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { httpPropagator, jobPropagator } from "./propagators.ts";

// A request from a gateway the operator trusts (OTEL_PROPAGATORS=tracecontext), carrying a
// client's tracestate, as many proxies pass it through untouched.
const incoming = {
  traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
  tracestate: "client=a%40b.c-chosen",
};

describe("trace context propagation", () => {
  it("reads a trusted gateway's traceparent and writes none into outgoing requests", () => {
    const propagator = httpPropagator(["tracecontext", "baggage"]);
    if (!propagator) throw new Error("expected a propagator");
    const extracted = propagator.extract(ROOT_CONTEXT, incoming, defaultTextMapGetter);
    expect(trace.getSpanContext(extracted)?.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    const outgoing: Record<string, string> = {};
    propagator.inject(extracted, outgoing, defaultTextMapSetter);
    expect(outgoing).toEqual({});
  });

  it("stores a job's traceparent only, never the client's tracestate", () => {
    const extracted = httpPropagator(["tracecontext"])?.extract(
      ROOT_CONTEXT,
      incoming,
      defaultTextMapGetter,
    );
    const stored: Record<string, string> = {};
    jobPropagator().inject(extracted ?? context.active(), stored, defaultTextMapSetter);
    expect(stored).toEqual({ traceparent: incoming.traceparent });
    const continued = jobPropagator().extract(ROOT_CONTEXT, stored, defaultTextMapGetter);
    expect(trace.getSpanContext(continued)?.traceState).toBeUndefined();
  });

  it("reads no request header with OTEL_PROPAGATORS=none", () => {
    expect(httpPropagator([])).toBeNull();
  });
});
