import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from "@opentelemetry/sdk-trace";
import type { SamplerName } from "./config.ts";

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG, as the specification names them. */
export function samplerOf(name: SamplerName, ratio: number): Sampler {
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
