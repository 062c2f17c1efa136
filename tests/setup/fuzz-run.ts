import fc from "fast-check";

// One runner for both fuzz families. Fixed seeds keep `npm test` deterministic in what it
// sends; FUZZ_SEED / FUZZ_RUNS / FUZZ_PATH (fast-check's replay path, printed on failure)
// override them. `npm test` sends DEFAULT_RUNS cases per family from the fixed seeds; CI's
// PostgreSQL run sends ten times as many (FUZZ_RUNS=10000 in .ci/run; docs/decisions/062).
// FUZZ_SURVEY=1 runs every case without stopping at the first failure and
// lists each kind of failure once, with a reproduction: the way to find all the holes at once.
// FUZZ_STATS=1 prints answers per route and status, with their time, and the CPU spent.

export type FuzzFamily = "graphql" | "rest";
const DEFAULT_SEEDS: Record<FuzzFamily, number> = { graphql: 20_261_123, rest: 20_261_124 };
const DEFAULT_RUNS = 1_000;
/** Requests between two health checks and fixture restores. */
const BATCH = 50;

/** A broken promise: `kind` groups failures of the same cause, `detail` reproduces one. */
export class Violation extends Error {
  constructor(
    readonly kind: string,
    readonly detail: string,
  ) {
    super(`${kind}\n${detail}`);
    this.name = "Violation";
  }
}

/** Per "label status": how many answers and the milliseconds they took. */
type Tally = Map<string, { count: number; ms: number }>;
export type FuzzReport = { runs: number; seconds: number; cpuSeconds: number; statuses: Tally };

export type FuzzOptions<Case> = {
  family: FuzzFamily;
  cases: fc.Arbitrary<Case>;
  /** Sends one case; throws a Violation when the answer breaks a promise. */
  send: (value: Case) => Promise<{ label: string; status: number }>;
  /** Between batches: put the fixtures back, then check that the server still answers. */
  betweenBatches: () => Promise<void>;
};

function setting(name: string): number | undefined {
  const text = process.env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${text}"`);
  return value;
}

/** How many cases a fuzz run sends: FUZZ_RUNS, else DEFAULT_RUNS. */
export function fuzzRuns(): number {
  return setting("FUZZ_RUNS") ?? DEFAULT_RUNS;
}

export async function fuzz<Case>(options: FuzzOptions<Case>): Promise<FuzzReport> {
  const seed = setting("FUZZ_SEED") ?? DEFAULT_SEEDS[options.family];
  const numRuns = fuzzRuns();
  const survey = process.env.FUZZ_SURVEY === "1";
  const statuses: Tally = new Map();
  const found = new Map<string, { count: number; detail: string }>();
  let sent = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();

  const property = fc.asyncProperty(options.cases, async (value) => {
    try {
      const start = performance.now();
      const { label, status } = await options.send(value);
      const entry = statuses.get(`${label} ${status}`) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - start;
      statuses.set(`${label} ${status}`, entry);
    } catch (error) {
      if (!survey || !(error instanceof Violation)) throw error;
      const entry = found.get(error.kind) ?? { count: 0, detail: error.detail };
      found.set(error.kind, { ...entry, count: entry.count + 1 });
    }
    if (++sent % BATCH === 0) await options.betweenBatches();
  });
  await fc.assert(property, {
    seed,
    numRuns,
    path: process.env.FUZZ_PATH || undefined,
    // The request and the answer in the message itself, not only in the error's cause.
    includeErrorInReport: true,
  });
  await options.betweenBatches();
  const { user, system } = process.cpuUsage(cpu);
  const report = {
    runs: sent,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (user + system) / 1e6,
    statuses,
  };
  if (process.env.FUZZ_STATS === "1") printStatuses(options.family, report);
  if (found.size > 0) {
    const lines = [...found].map(([kind, { count, detail }]) => `× ${count}  ${kind}\n${detail}`);
    throw new Error(`${found.size} kinds of failure (seed ${seed}):\n\n${lines.join("\n\n")}`);
  }
  return report;
}

function printStatuses(family: FuzzFamily, report: FuzzReport) {
  const rows = [...report.statuses].sort(([a], [b]) => a.localeCompare(b));
  console.log(
    `[fuzz ${family}] ${report.runs} requests in ${report.seconds.toFixed(1)} s ` +
      `(${report.cpuSeconds.toFixed(1)} s of CPU)\n` +
      rows
        .map(
          ([key, { count, ms }]) =>
            `${String(count).padStart(8)} ${(ms / count).toFixed(1).padStart(6)} ms  ${key}`,
        )
        .join("\n"),
  );
}

/** Gives a generated case a short description for fast-check's counterexample report. */
export function described<Case extends object>(
  value: Case,
  describe: (value: Case) => string,
): Case {
  return Object.assign(value, { [fc.toStringMethod]: () => describe(value) });
}
