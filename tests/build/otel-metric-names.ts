// The metrics the server exports over OTLP, with the names and units issue 39 fixed for them
// (docs/observability.md), and the names Prometheus stores them under, for the dashboard's
// test. Only a unit Prometheus spells as a word (s) changes a name; an annotation such as
// {attempt}, or no unit, adds nothing.

export type OtelMetric = {
  name: string;
  kind: "histogram" | "counter" | "up-down counter" | "gauge";
  unit: string;
};

export const GROUNDWORK_METRICS: OtelMetric[] = [
  { name: "http.server.request.duration", kind: "histogram", unit: "s" },
  { name: "http.server.active_requests", kind: "up-down counter", unit: "{request}" },
  { name: "groundwork.graphql.operation.duration", kind: "histogram", unit: "s" },
  { name: "groundwork.graphql.operation.cost", kind: "histogram", unit: "{point}" },
  { name: "groundwork.sign_in.attempts", kind: "counter", unit: "{attempt}" },
  { name: "groundwork.rate_limit.refusals", kind: "counter", unit: "{refusal}" },
  { name: "db.client.connection.count", kind: "up-down counter", unit: "{connection}" },
  { name: "db.client.connection.pending_requests", kind: "up-down counter", unit: "{request}" },
  { name: "groundwork.queue.depth", kind: "gauge", unit: "{job}" },
  { name: "groundwork.queue.oldest_job.age", kind: "gauge", unit: "s" },
  { name: "groundwork.webhook.deliveries", kind: "counter", unit: "{delivery}" },
];

// The units these metrics use, as Prometheus spells them; an annotation in braces ({job}) names
// no unit and adds nothing.
const UNIT_WORDS: Record<string, string> = { s: "seconds", ms: "milliseconds", By: "bytes" };

/**
 * The series names Prometheus 3's OTLP receiver stores a metric under with its default
 * `otlp.translation_strategy`, UnderscoreEscapingWithSuffixes (the one grafana/otel-lgtm
 * 0.31.0 runs): dots become underscores, the unit is appended as a word, a monotonic counter
 * gets `_total`, and a histogram is its `_bucket`, `_sum` and `_count` series. An up-down
 * counter is a Prometheus gauge: no `_total`.
 */
export function prometheusSeries(metric: OtelMetric): string[] {
  const unit = metric.unit.startsWith("{") ? undefined : UNIT_WORDS[metric.unit];
  if (metric.unit && !metric.unit.startsWith("{") && !unit) {
    throw new Error(`no Prometheus word for unit ${metric.unit} of ${metric.name}`);
  }
  const base = [metric.name.replaceAll(".", "_"), unit].filter(Boolean).join("_");
  if (metric.kind === "histogram") return ["_bucket", "_sum", "_count"].map((s) => base + s);
  if (metric.kind === "counter") return [`${base}_total`];
  return [base];
}

// Words of PromQL that are neither metrics nor functions (functions are followed by "(").
const KEYWORDS = new Set(
  "by without on ignoring group_left group_right bool and or unless offset atan2".split(" "),
);

/**
 * The metric names a PromQL expression selects. Label matchers, ranges, quoted strings and
 * grouping label lists are removed first; what is left that is a name and not a function call,
 * keyword or number is a metric. Enough for the dashboard's expressions, not a PromQL parser.
 */
export function promqlMetricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  const names = new Set<string>();
  for (const match of stripped.matchAll(/(?<![\w.$])[A-Za-z_:][\w:]*(?=\s*(\()?)/g)) {
    const [word, call] = [match[0], match[1]];
    if (call || KEYWORDS.has(word)) continue;
    names.add(word);
  }
  return [...names];
}
