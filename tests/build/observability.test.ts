import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { GROUNDWORK_METRICS, prometheusSeries, promqlMetricNames } from "./otel-metric-names.ts";

// The `observability` Compose profile and its dashboard (docs/observability.md,
// docs/decisions/124): no container runs here, so what can drift silently is checked on the
// files: a panel querying a name no metric is stored under shows "No data" and nothing fails.

const fromRoot = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));
const read = (relative: string) => readFileSync(fromRoot(relative), "utf8");

type Service = {
  profiles?: string[];
  image?: string;
  volumes?: string[];
  environment?: Record<string, string | null>;
};
type Compose = { services: Record<string, Service> };
type Target = { expr?: string };
type Panel = { title: string; type: string; targets?: Target[]; panels?: Panel[] };
type Dashboard = {
  uid: string;
  panels: Panel[];
  templating: { list: { query: { query: string } | string }[] };
};

// merge: the services share their environment through a YAML merge key (<<).
const compose = parse(read("docker-compose.yml"), { merge: true }) as Compose;
const dashboardFile = "observability/groundwork.json";
const dashboard = JSON.parse(read(dashboardFile)) as Dashboard;
const known = new Set(GROUNDWORK_METRICS.flatMap(prometheusSeries));

/** Every PromQL expression of the dashboard: panels' targets and template variables' queries. */
function expressions(): string[] {
  const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  const targets = panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
  const variables = dashboard.templating.list.map((variable) =>
    typeof variable.query === "string" ? variable.query : variable.query.query,
  );
  // label_values(metric, label): the second argument is a label, not a metric.
  return [...targets, ...variables.map((query) => query.replace(/,\s*\w+\s*\)$/, ")"))].filter(
    (expr): expr is string => Boolean(expr),
  );
}

describe("metric names as Prometheus stores them", () => {
  it("follow the OTLP translation: underscores, unit words, _total, histogram series", () => {
    expect(known).toContain("http_server_request_duration_seconds_bucket");
    expect(known).toContain("groundwork_sign_in_attempts_total");
    expect(known).toContain("groundwork_queue_oldest_job_age_seconds");
    expect(known).toContain("groundwork_graphql_operation_cost_count");
    expect(known).toContain("db_client_connection_count");
    expect(known).not.toContain("db_client_connection_count_total");
    expect(known).not.toContain("groundwork_queue_depth_job");
  });

  it("are read from PromQL without labels, functions, ranges or grouping", () => {
    expect(
      promqlMetricNames(
        'sum by (le, http_route) (rate(http_server_request_duration_seconds_bucket{service_name=~"$service", x="a b"}[$__rate_interval])) / on (job) group_left sum(up)',
      ).sort(),
    ).toEqual(["http_server_request_duration_seconds_bucket", "up"]);
    expect(promqlMetricNames("histogram_quantile(0.95, x_bucket)")).toEqual(["x_bucket"]);
  });
});

describe("the provisioned dashboard", () => {
  it("queries only metrics the server exports", () => {
    const used = expressions().flatMap(promqlMetricNames);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });

  it("shows requests, latency, errors, sign-ins, GraphQL, limits, the queue and the pool", () => {
    const used = new Set(expressions().flatMap(promqlMetricNames));
    for (const name of [
      "http_server_request_duration_seconds_count",
      "http_server_request_duration_seconds_bucket",
      "groundwork_graphql_operation_duration_seconds_count",
      "groundwork_sign_in_attempts_total",
      "groundwork_rate_limit_refusals_total",
      "groundwork_queue_depth",
      "groundwork_queue_oldest_job_age_seconds",
      "db_client_connection_count",
      "db_client_connection_pending_requests",
    ]) {
      expect(used, name).toContain(name);
    }
    const exprs = expressions().join("\n");
    for (const quantile of ["0.5", "0.95", "0.99"]) {
      expect(exprs).toContain(`histogram_quantile(${quantile}, sum by (le) (rate(`);
    }
    expect(exprs).toContain('http_response_status_code=~"5.."');
  });
});

describe("the observability Compose profile", () => {
  const lgtm = compose.services.lgtm!;
  const mounts = (lgtm.volumes ?? [])
    .filter((volume) => volume.startsWith("./"))
    .map((volume) => {
      const [source, target] = volume.split(":");
      return { source: source!, target: target! };
    });

  it("runs a pinned image only under the observability profile", () => {
    expect(lgtm.profiles).toEqual(["observability"]);
    expect(lgtm.image).toMatch(/^grafana\/otel-lgtm:\d+\.\d+\.\d+$/);
    // The dashboard's names follow this image's Prometheus: a new tag is a new check.
    expect(lgtm.image).toBe("grafana/otel-lgtm:0.31.0");
  });

  it("mounts files that exist, the dashboard where its provider reads", () => {
    for (const { source } of mounts) expect(existsSync(fromRoot(source)), source).toBe(true);
    const dashboardMount = mounts.find((mount) => mount.source === `./${dashboardFile}`);
    expect(dashboardMount).toBeDefined();
    const providerMount = mounts.find((mount) => mount.target.endsWith(".yaml"));
    expect(providerMount?.target).toMatch(
      /^\/otel-lgtm\/grafana\/conf\/provisioning\/dashboards\//,
    );
    const provider = parse(read(providerMount!.source)) as {
      providers: { options: { path: string } }[];
    };
    const paths = provider.providers.map((entry) => entry.options.path);
    expect(paths).toContain(posix.dirname(dashboardMount!.target));
    expect(lgtm.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH).toBe(
      dashboardMount!.target,
    );
  });

  it("leaves the app untraced unless OTEL_EXPORTER_OTLP_ENDPOINT is set in the shell", () => {
    for (const name of ["app", "worker"]) {
      const environment = compose.services[name]!.environment ?? {};
      // No value: Compose passes the shell's, and leaves the variable out when it has none.
      expect(environment).toHaveProperty("OTEL_EXPORTER_OTLP_ENDPOINT", null);
      expect(environment).not.toHaveProperty("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT");
    }
  });
});
