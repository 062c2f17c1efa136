// Scores of repeated Lighthouse runs of one page, reduced to their medians (Lighthouse's
// own advice for variable results: "run multiple times and use the median"). Each
// category and metric is the median of its own values, so one slow run moves nothing.

export const THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

export type Category = keyof typeof THRESHOLDS;

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  TTI: "interactive",
} as const;

/** The parts of a Lighthouse result (LH.Result) read here. */
export type RunResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

export type PageScores = {
  path: string;
  runs: number;
  /** Category id → median score, 0-100. */
  scores: Record<Category, number>;
  /** Metric abbreviation → median value (milliseconds; CLS unitless). */
  metrics: Record<keyof typeof METRICS, number>;
};

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

export function medianScores(path: string, results: RunResult[]): PageScores {
  const scores = Object.fromEntries(
    Object.keys(THRESHOLDS).map((id) => [
      id,
      median(results.map((result) => percent(result.categories[id]?.score))),
    ]),
  ) as PageScores["scores"];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [
      name,
      median(results.map((result) => result.audits[id]?.numericValue ?? Number.NaN)),
    ]),
  ) as PageScores["metrics"];
  return { path, runs: results.length, scores, metrics };
}

export function formatRun(path: string, run: number, result: RunResult): string {
  return `  ${path} run ${run}: ${formatValues(medianScores(path, [result]))}`;
}

function formatValues({ scores, metrics }: PageScores): string {
  const { FCP, LCP, TBT, CLS, TTI } = metrics;
  const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
  return (
    `performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
    `best practices ${scores["best-practices"]}, SEO ${scores.seo} · FCP ${ms(FCP)}, LCP ${ms(LCP)}, ` +
    `TBT ${Math.round(TBT)} ms, CLS ${CLS.toFixed(3)}, TTI ${ms(TTI)}`
  );
}

export function formatPage(page: PageScores): string {
  return `${page.path} (median of ${page.runs}): ${formatValues(page)}`;
}

/**
 * Every threshold a page misses among `categories` (the ones it is held to), as readable
 * lines; empty when all hold.
 */
export function thresholdFailures(page: PageScores, categories: readonly Category[]): string[] {
  return categories.flatMap((id) => {
    const score = page.scores[id];
    const minimum = THRESHOLDS[id];
    return score >= minimum ? [] : [`${page.path}: ${id} ${score} < ${minimum}`];
  });
}
