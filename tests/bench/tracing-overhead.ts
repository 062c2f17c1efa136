import { loadavg } from "node:os";
import { join } from "node:path";
import { measureCase, type Case, type Measure } from "./measure.ts";
import { startOtlpSink, type OtlpSink, type SinkCounts } from "./otlp-sink.ts";
import { appTarget, type Database, type Running } from "./servers.ts";

// What tracing costs the signed-in first page (issue 39, docs/decisions/124 and 129): the app
// started four ways at once, each its own process and port: off twice (no OTEL_* variable: the
// SDK is never loaded; the second is the control, whose distance from the first is the
// bench's own noise) and exporting to an OTLP sink in this process at 10 % and at 100 %.
// Each round starts them fresh and measures them in short windows, one server at a time, so a
// burst of other work lands on neighbouring windows of every variant instead of on one
// variant's whole run. Who starts first, and each cycle's order, rotate: every variant takes
// every place and follows a different one each time (with a fixed order, the first-started
// server, always at an end and following itself, read 8.5 % faster than its twin; ADR 129).
// The sinks count the spans
// that arrived, so a run in which the app ignored the variables says so instead of printing a
// flattering ratio. The goal: at 10 % sampling, at most 10 % fewer requests per second than
// off, over all windows.

type Variant = { name: string; sampler?: Record<string, string> };
type Window = { variant: Variant; measure: Measure };
type Started = { variant: Variant; server: Running; port: number; sink?: OtlpSink };

const OFF = "off";
const CONTROL = "off again";
const VARIANTS: Variant[] = [
  { name: OFF },
  { name: CONTROL },
  {
    name: "10 %",
    sampler: { OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" },
  },
  { name: "100 %", sampler: { OTEL_TRACES_SAMPLER: "always_on" } },
];
const CASE: Case = { name: "first page", variables: { first: 20 }, connections: 10 };
const GOAL_FEWER_AT_10 = 0.1;

/** "tracing-off", "tracing-off-again", "tracing-10", "tracing-100": a profile folder each. */
const profileName = (variant: Variant) =>
  `tracing-${variant.name.replace(/ %$/, "").replace(/ /g, "-")}`;
const pad = (text: string | number, width: number) => String(text).padStart(width);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
/** "4.2 % fewer" or "3.1 % more": a noisy machine can make the traced run the faster one. */
const fewer = (ratio: number) =>
  ratio <= 1 ? `${percent(1 - ratio)} fewer` : `${percent(ratio - 1)} more`;
/** The list started at `by`: [a, b, c] by 1 is [b, c, a]. */
const rotate = <T>(list: T[], by: number) => list.map((_, i) => list[(i + by) % list.length]!);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function tracingOverhead(options: {
  port: number;
  database: Database;
  secret: string;
  logFile: string;
  seconds: number;
  rounds: number;
  /** Windows per variant in a round. */
  cycles: number;
  /** BENCH_PROFILE: each run under --cpu-prof, in <profileDir>/tracing-<variant>/. */
  profileDir?: string;
}): Promise<void> {
  console.log(
    `\ntracing overhead, signed-in first page @${CASE.connections} (tests/bench/tracing-overhead.ts): ${options.rounds} rounds of ${options.cycles} windows of ${options.seconds} s per variant`,
  );
  console.log(
    `${"round.window sampling".padEnd(22)} ${pad("req/s", 7)} ${pad("p50/99", 9)} ${pad("CPU", 6)} ${pad("load", 5)}`,
  );
  const windows: Window[][] = [];
  const counts = new Map<string, SinkCounts[]>();
  for (let round = 1; round <= options.rounds; round++) {
    const started = await startAll(options, round);
    try {
      for (let cycle = 1; cycle <= options.cycles; cycle++) {
        const order = rotate(started, cycle - 1);
        const cycleWindows: Window[] = [];
        for (const { variant, server, port } of order) {
          const measure = await measureCase({
            url: `http://127.0.0.1:${port}/graphql`,
            secret: options.secret,
            server,
            target: "app",
            item: CASE,
            seconds: options.seconds,
            first: cycle === 1,
          });
          cycleWindows.push({ variant, measure });
          console.log(row(`${round}.${cycle} ${variant.name}`, measure));
        }
        windows.push(cycleWindows);
      }
    } finally {
      // After stop: the SDK flushes what it holds when the server shuts down.
      await Promise.all(started.map(({ server }) => server.stop()));
      for (const { variant, sink } of started) {
        if (!sink) continue;
        counts.set(variant.name, [...(counts.get(variant.name) ?? []), sink.counts()]);
        await sink.close();
      }
    }
  }
  summary(windows, counts);
}

/** A round's four servers, on ports port, port+2, … (the app's SMTP address is port+9). */
async function startAll(
  options: Parameters<typeof tracingOverhead>[0],
  round: number,
): Promise<Started[]> {
  const started: Started[] = [];
  try {
    for (const [index, variant] of rotate(VARIANTS, round - 1).entries()) {
      const port = options.port + 2 * index;
      const sink = variant.sampler ? await startOtlpSink() : undefined;
      const server = await appTarget({
        ...options,
        port,
        nodeArgs: options.profileDir
          ? ["--cpu-prof", `--cpu-prof-dir=${join(options.profileDir, profileName(variant))}`]
          : [],
        env: sink
          ? {
              OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
              OTEL_SERVICE_NAME: `groundwork-bench-${round}`,
              ...variant.sampler,
            }
          : {},
      })
        .start()
        .catch(async (error: unknown) => {
          await sink?.close();
          throw error;
        });
      started.push({ variant, server, port, sink });
    }
  } catch (error) {
    await Promise.all(started.map(({ server }) => server.stop()));
    await Promise.all(started.map(({ sink }) => sink?.close()));
    throw error;
  }
  return started;
}

function row(label: string, measure: Measure): string {
  const failed = measure.failed > 0 ? `  FAILED ${measure.failed}` : "";
  return [
    label.padEnd(22),
    pad(Math.round(measure.rps), 7),
    pad(`${measure.p50}/${measure.p99}`, 9),
    pad(measure.cpuPerRequest.toFixed(2), 6),
    // Other work on the machine moves req/s more than tracing does: a row to discount.
    pad(loadavg()[0]!.toFixed(1), 5),
  ]
    .join(" ")
    .concat(failed);
}

function summary(windows: Window[][], counts: Map<string, SinkCounts[]>): void {
  const of = (name: string) =>
    windows.map((cycle) => cycle.find((window) => window.variant.name === name)!.measure);
  const off = of(OFF);
  // All windows have the same length, so the pooled req/s ratio is the ratio of the sums.
  const pooled = (name: string) => sum(of(name).map((m) => m.rps)) / sum(off.map((m) => m.rps));
  const cpu = (measures: Measure[]) =>
    sum(measures.map((m) => m.cpuPerRequest * m.rps)) / sum(measures.map((m) => m.rps));
  // Per cycle, against the same cycle's off window: spread that pooling smooths, shown as is.
  const perCycle = (name: string) => of(name).map((m, index) => m.rps / off[index]!.rps);
  console.log(
    `(req/s; latency ms; CPU ms per request of the app; load: the 1-minute load average at the end of the window)`,
  );
  for (const variant of VARIANTS.slice(1)) {
    const cycles = perCycle(variant.name);
    const sent = sum(of(variant.name).map((m) => m.sent));
    const received = counts.get(variant.name);
    const traced = received
      ? `; ${sum(received.map((c) => c.traces))} traces of ${sent} requests sent (${percent(sum(received.map((c) => c.traces)) / sent)}), ${(sum(received.map((c) => sum(Object.values(c.bytes)))) / 1024).toFixed(0)} KiB`
      : "";
    console.log(
      `${variant.name === CONTROL ? "control, off again" : `tracing at ${variant.name}`}: req/s ${fewer(pooled(variant.name))} than off over ${cycles.length} windows (median window ${fewer(median(cycles))}, range ${fewer(Math.max(...cycles))} to ${fewer(Math.min(...cycles))}); CPU per request ${(cpu(of(variant.name)) / cpu(off)).toFixed(2)}× off's${traced}`,
    );
  }
  const silent = [...counts].filter(([, rounds]) => rounds.some((c) => c.spans === 0));
  if (silent.length > 0) {
    console.log(
      `TRACING NOT ACTIVE: no span reached the OTLP sink in a round of ${silent.map(([name]) => name).join(", ")} (the app ignored OTEL_EXPORTER_OTLP_ENDPOINT): the ratios above compare untraced runs, and the goal is not evaluated`,
    );
    return;
  }
  const at10 = pooled("10 %");
  const noise = Math.abs(1 - pooled(CONTROL));
  console.log(
    `goal: tracing at 10 % sampling costs at most ${percent(GOAL_FEWER_AT_10)} of req/s over all windows: ${fewer(at10)} ${1 - at10 <= GOAL_FEWER_AT_10 ? "met" : "NOT met"} (the control's distance from off, the bench's own noise: ${percent(noise)})`,
  );
  const names = new Map<string, number>();
  for (const c of [...counts.values()].flat()) {
    for (const [name, count] of c.names) names.set(name, (names.get(name) ?? 0) + count);
  }
  const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(
    `spans received, by name: ${top.map(([name, count]) => `${name} ${count}`).join(", ")}`,
  );
}
