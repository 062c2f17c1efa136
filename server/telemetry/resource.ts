import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import { fromProjectRoot } from "../paths.ts";
import type { TelemetryConfig } from "./config.ts";

// Read from the project root, as the server's other files are: a JSON import would put a copy
// of package.json into dist/ (the build's rootDir is the project), beside the real one.
export const { version } = JSON.parse(readFileSync(fromProjectRoot("package.json"), "utf8")) as {
  version: string;
};

/**
 * The resource every span and metric carries. Precedence as the specification's environment
 * variables give it: OTEL_SERVICE_NAME over a `service.name` in OTEL_RESOURCE_ATTRIBUTES; for
 * the version, the operator's `service.version` over ours, package.json's `version`.
 */
export function resourceAttributes(config: TelemetryConfig): Record<string, string> {
  return {
    // Each process its own series: web replicas and the worker share a service name, and
    // Prometheus would read their counters as one that keeps resetting.
    "service.instance.id": randomUUID(),
    [ATTR_SERVICE_VERSION]: version,
    ...config.resourceAttributes,
    [ATTR_SERVICE_NAME]: config.serviceName,
  };
}
