import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { resourceAttributes } from "./resource.ts";

// service.version is package.json's unless the operator sets one (OTEL_RESOURCE_ATTRIBUTES);
// service.name is OTEL_SERVICE_NAME's, else a service.name among the resource attributes.

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

const resource = (variables: Record<string, string>) => {
  const config = parseEnv({
    AUTH_SECRET: "x".repeat(32),
    OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
    ...variables,
  }).telemetry;
  if (!config) throw new Error("telemetry off");
  return resourceAttributes(config);
};

describe("the telemetry resource", () => {
  it("names the version package.json gives, and a service instance per process", () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(resource({})).toMatchObject({
      "service.name": "groundwork",
      "service.version": version,
      "service.instance.id": expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("lets OTEL_RESOURCE_ATTRIBUTES set the version, and OTEL_SERVICE_NAME the name", () => {
    expect(
      resource({
        OTEL_RESOURCE_ATTRIBUTES: "service.version=2026.11.29-abc,service.name=ignored",
        OTEL_SERVICE_NAME: "shop",
      }),
    ).toMatchObject({ "service.version": "2026.11.29-abc", "service.name": "shop" });
    expect(resource({ OTEL_RESOURCE_ATTRIBUTES: "service.name=shop-eu" })).toMatchObject({
      "service.name": "shop-eu",
    });
  });
});
