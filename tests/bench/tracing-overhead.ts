import { loadavg } from "node:os";
import { join } from "node:path";
import { measureCase, type Case, type Measure } from "./measure.ts";
import { startOtlpSink, type SinkCounts } from "./otlp-sink.ts";
import { appTarget, type Database } from "./servers.ts";

// What tracing costs the signed-in first page (issue 39, docs/decisions/124): the same app
// started three ways, off (no OTEL_* variable: the SDK is never loaded) and exporting to an
// OTLP sink in this process at 10 % and at 100 % of requests, interleaved over rounds in
// alternating order like the app/raw comparison. The sink counts the spans that arrived, so a
// run in which the app ignored the variables says so instead of printing a flattering ratio.
// Its goal: at 10 % sampling, at most 10 % fewer requests per second than off.

type Variant = { name: string; sampler?: Record<string, string> };
type Run = { variant: Variant; measure: Measure; counts: SinkCounts };

const VARIANTS: Variant[] = [
  { name: "off" },
  {
    name: "10 %",
    sampler: { OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.1" },
  },
  { name: "100 %", sampler: { OTEL_TRACES_SAMPLER: "always_on" } },
];
const CASE: Case = { name: "first page", variables: { first: 20 }, connections: 10 };
const GOAL_FEWER_AT_10 = 0.1;

/** "tracing-off", "tracing-10", "tracing-100": one profile folder per variant. */
const profileName = (variant: Variant) => `tracing-${variant.name.replace(/ %$/, "")}`;
const pad = (text: string | number, width: number) => String(text).padStart(width);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export async function tracingOverhead(options: {
  port: number;
  database: Database;
  secret: string;
  logFile: string;
  seconds: number;
  rounds: number;
  /** BENCH_PROFILE: each run under --cpu-prof, in <profileDir>/tracing-<off|10|100>/. */
  profileDir?: string;
}): Promise<void> {
  const sink = await startOtlpSink();
  const runs: Run[][] = [];
  console.log(
    `\ntracing overhead, signed-in first page @${CASE.connections} (tests/bench/tracing-overhead.ts; OTLP to ${sink.endpoint})`,
  );
  console.log(
    `${"round sampling".padEnd(16)} ${pad("req/s", 7)} ${pad("p50/99", 9)} ${pad("CPU", 6)} ${pad("spans", 8)} ${pad("traces", 7)} ${pad("traced", 8)} ${pad("KiB out", 8)} ${pad("load", 5)}`,
  );
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const order = round % 2 === 1 ? VARIANTS : [...VARIANTS].reverse();
      const measured: Run[] = [];
      for (const variant of order) {
        sink.reset();
        const server = await appTarget({
          ...options,
          nodeArgs: options.profileDir
            ? ["--cpu-prof", `--cpu-prof-dir=${join(options.profileDir, profileName(variant))}`]
            : [],
          env: variant.sampler
            ? {
                OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
                OTEL_SERVICE_NAME: "groundwork-bench",
                ...variant.sampler,
              }
            : {},
        }).start();
        let measure: Measure;
        try {
          measure = await measureCase({
            url: `http://127.0.0.1:${options.port}/graphql`,
            secret: options.secret,
            server,
            target: "app",
            item: CASE,
            seconds: options.seconds,
            first: true,
          });
        } finally {
          // After stop: the SDK flushes what it holds when the server shuts down.
          await server.stop();
        }
        const counts = sink.counts();
        measured.push({ variant, measure, counts });
        console.log(row(round, variant, measure, counts));
      }
      runs.push(measured);
    }
  } finally {
    await sink.close();
  }
  summary(runs);
}

function row(round: number, variant: Variant, measure: Measure, counts: SinkCounts): string {
  const kib = Object.values(counts.bytes).reduce((sum, bytes) => sum + bytes, 0) / 1024;
  const failed = measure.failed > 0 ? `  FAILED ${measure.failed}` : "";
  return [
    `${round} ${variant.name}`.padEnd(16),
    pad(Math.round(measure.rps), 7),
    pad(`${measure.p50}/${measure.p99}`, 9),
    pad(measure.cpuPerRequest.toFixed(2), 6),
    pad(counts.spans, 8),
    pad(counts.traces, 7),
    pad(percent(counts.traces / measure.sent), 8),
    pad(kib.toFixed(0), 8),
    // Other work on the machine moves req/s more than tracing does: a row to discount.
    pad(loadavg()[0]!.toFixed(1), 5),
  ]
    .join(" ")
    .concat(failed);
}

/** "4.2 % fewer" or "3.1 % more": a noisy machine can make the traced run the faster one. */
const fewer = (ratio: number) =>
  ratio <= 1 ? `${percent(1 - ratio)} fewer` : `${percent(ratio - 1)} more`;

function summary(runs: Run[][]): void {
  const find = (measured: Run[], name: string) =>
    measured.find((run) => run.variant.name === name)!;
  // Per round, traced ÷ off: the two ran minutes apart on the same machine, so drift cancels.
  const ratios = (name: string, of: (measure: Measure) => number) =>
    runs.map((measured) => of(find(measured, name).measure) / of(find(measured, "off").measure));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    '(req/s; latency ms; CPU ms per request of the app; "traced": root spans received ÷ requests sent, the sampler at work; KiB out: OTLP bytes the sink received; load: the 1-minute load average at the end of the run)',
  );
  for (const name of ["10 %", "100 %"]) {
    const rps = ratios(name, (measure) => measure.rps);
    const cpu = ratios(name, (measure) => measure.cpuPerRequest);
    console.log(
      `tracing at ${name}: req/s ${rps.map((ratio) => `${ratio.toFixed(2)}×`).join(", ")} off's, mean ${fewer(mean(rps))}, worst round ${fewer(Math.min(...rps))}; CPU per request ${cpu.map((ratio) => `${ratio.toFixed(2)}×`).join(", ")} off's`,
    );
  }
  const traced = runs.flat().filter((run) => run.variant.sampler);
  const silent = traced.filter((run) => run.counts.spans === 0);
  if (silent.length > 0) {
    console.log(
      `TRACING NOT ACTIVE: no span reached the OTLP sink in ${silent.length} of ${traced.length} traced runs (the app ignored OTEL_EXPORTER_OTLP_ENDPOINT): the ratios above compare untraced runs, and the goal is not evaluated`,
    );
    return;
  }
  // The goal on the worst round, as the app/raw goals are read (measure.ts).
  const worst = Math.min(...ratios("10 %", (measure) => measure.rps));
  console.log(
    `goal: tracing at 10 % sampling costs at most ${percent(GOAL_FEWER_AT_10)} of req/s: worst round ${fewer(worst)} ${1 - worst <= GOAL_FEWER_AT_10 ? "met" : "NOT met"}`,
  );
  const names = new Map<string, number>();
  for (const run of traced) {
    for (const [name, count] of run.counts.names) names.set(name, (names.get(name) ?? 0) + count);
  }
  const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(
    `spans received, by name: ${top.map(([name, count]) => `${name} ${count}`).join(", ")}`,
  );
}
