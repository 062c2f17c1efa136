import {
  MeterProvider,
  MetricReader,
  type DataPoint,
  type MetricData,
} from "@opentelemetry/sdk-metrics";
import { installMetrics } from "../../server/telemetry/metrics.ts";

// The app's metrics read in process (docs/decisions/123): a MeterProvider whose reader is
// collected by the test when it wants, never on a timer.

class ManualReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

type Point = { attributes: Record<string, unknown>; value: unknown };

export type MetricsProbe = {
  /** Every data point of the metric named, cumulative since the install. */
  points: (name: string) => Promise<Point[]>;
  /** The metric's descriptor (unit) and points, or undefined when nothing was recorded. */
  metric: (name: string) => Promise<MetricData | undefined>;
  close: () => Promise<void>;
};

export function installTestMetrics(): MetricsProbe {
  const reader = new ManualReader();
  const provider = new MeterProvider({ readers: [reader] });
  const uninstall = installMetrics(provider.getMeter("groundwork-test"));
  const metric = async (name: string) => {
    const { resourceMetrics, errors } = await reader.collect();
    if (errors.length > 0) throw new Error(`collecting failed: ${String(errors[0])}`);
    return resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((data) => data.descriptor.name === name);
  };
  return {
    metric,
    points: async (name) =>
      ((await metric(name))?.dataPoints ?? []).map((point: DataPoint<unknown>) => ({
        attributes: { ...point.attributes },
        value: point.value,
      })),
    close: async () => {
      uninstall();
      await provider.shutdown();
    },
  };
}

/** A counter's or gauge's value at these exact attributes (0 when absent). */
export function valueAt(points: Point[], attributes: Record<string, unknown>): number {
  const key = JSON.stringify(Object.entries(attributes).sort());
  const point = points.find(
    (candidate) => JSON.stringify(Object.entries(candidate.attributes).sort()) === key,
  );
  return typeof point?.value === "number" ? point.value : 0;
}

/** A histogram's count of records at these exact attributes (0 when absent). */
export function countAt(points: Point[], attributes: Record<string, unknown>): number {
  const key = JSON.stringify(Object.entries(attributes).sort());
  const point = points.find(
    (candidate) => JSON.stringify(Object.entries(candidate.attributes).sort()) === key,
  );
  return (point?.value as { count?: number } | undefined)?.count ?? 0;
}

/** A histogram's sum at these exact attributes (0 when absent). */
export function sumAt(points: Point[], attributes: Record<string, unknown>): number {
  const key = JSON.stringify(Object.entries(attributes).sort());
  const point = points.find(
    (candidate) => JSON.stringify(Object.entries(candidate.attributes).sort()) === key,
  );
  return (point?.value as { sum?: number } | undefined)?.sum ?? 0;
}
