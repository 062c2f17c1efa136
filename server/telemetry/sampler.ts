import { trace, TraceFlags, type Context } from "@opentelemetry/api";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type Sampler,
} from "@opentelemetry/sdk-trace";
import type { SamplerName } from "./config.ts";
import { unsampledRequest } from "./unsampled.ts";

// Prisma's spans and pg's (pg's own `requireParentSpan` covers only its own) outside any traced
// work: pg-boss's polling, the queue-depth gauge, retention and maintenance jobs' statements,
// the seed. Each would start a trace of its own, many a second, and bury the requests'.
const DATABASE_SPAN = /^(prisma:|pg\.|pg-pool\.)/;

/** A database span is recorded only under a sampled span: never as a root of its own. */
function underSampledParent(parent: Context) {
  const span = trace.getSpanContext(parent);
  return span !== undefined && (span.traceFlags & TraceFlags.SAMPLED) !== 0;
}

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, and no trace started by a database call. */
export function samplerOf(name: SamplerName, ratio: number): Sampler {
  const chosen = specified(name, ratio);
  return {
    shouldSample(parent, traceId, spanName, ...rest) {
      // Inside an unsampled request, which runs without its span (ADR 130), a span would be a
      // root, or a root's child, with a trace id of its own, and a ratio sampler would decide
      // afresh on it: it belongs to the request, so it is not sampled either.
      if (unsampledRequest(parent)) return { decision: SamplingDecision.NOT_RECORD };
      if (DATABASE_SPAN.test(spanName) && !underSampledParent(parent)) {
        return { decision: SamplingDecision.NOT_RECORD };
      }
      return chosen.shouldSample(parent, traceId, spanName, ...rest);
    },
    toString: () => `DatabaseUnderParent{${chosen.toString()}}`,
  };
}

/** The specification's samplers, by OTEL_TRACES_SAMPLER's names. */
function specified(name: SamplerName, ratio: number): Sampler {
  const root = {
    always_on: () => new AlwaysOnSampler(),
    always_off: () => new AlwaysOffSampler(),
    traceidratio: () => new TraceIdRatioBasedSampler(ratio),
  };
  switch (name) {
    case "always_on":
    case "always_off":
    case "traceidratio":
      return root[name]();
    case "parentbased_always_on":
      return new ParentBasedSampler({ root: root.always_on() });
    case "parentbased_always_off":
      return new ParentBasedSampler({ root: root.always_off() });
    case "parentbased_traceidratio":
      return new ParentBasedSampler({ root: root.traceidratio() });
  }
}
