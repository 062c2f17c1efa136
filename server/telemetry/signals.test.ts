import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installTestMetrics } from "../../tests/setup/metrics-reader.ts";
import {
  observePool,
  observeQueues,
  readPools,
  readQueues,
  recording,
  signals,
} from "./signals.ts";

// Off means off (issue 39): the app records through signals.ts whether or not telemetry is on,
// so it must load nothing and keep nothing until installMetrics.

describe("signals.ts", () => {
  it("imports nothing at run time, so recording through it loads no OpenTelemetry module", () => {
    const source = readFileSync(new URL("./signals.ts", import.meta.url), "utf8");
    const imports = source.split("\n").filter((line) => /^\s*(import|export .* from)\b/.test(line));
    expect(imports.filter((line) => !/^\s*import type\b/.test(line))).toEqual([]);
    expect(source).not.toMatch(/\bimport\(/);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it("records nothing before installMetrics: what was recorded while off never appears", async () => {
    expect(recording()).toBe(false);
    const operation = { name: "Off", type: "query" };
    signals().operation(operation, 0.1, "ok");
    signals().operationCost(operation, 3, "requested");
    signals().signIn("email_otp", "success");
    signals().rateLimited("code.guess");
    signals().webhookDelivery("delivered", "repository.created");

    const metrics = installTestMetrics();
    try {
      expect(recording()).toBe(true);
      for (const name of [
        "groundwork.graphql.operation.duration",
        "groundwork.graphql.operation.cost",
        "groundwork.sign_in.attempts",
        "groundwork.rate_limit.refusals",
        "groundwork.webhook.deliveries",
      ]) {
        expect(await metrics.points(name)).toEqual([]);
      }
      signals().signIn("passkey", "failure");
      expect(await metrics.points("groundwork.sign_in.attempts")).toEqual([
        {
          attributes: { "groundwork.sign_in.method": "passkey", "groundwork.outcome": "failure" },
          value: 1,
        },
      ]);
    } finally {
      await metrics.close();
    }
    // Uninstalled: back to the no-ops.
    expect(recording()).toBe(false);
  });

  it("forgets a pool or queue reader once unregistered", async () => {
    const stopPool = observePool("test", () => ({ used: 1, idle: 2, pending: 0 }));
    const stopQueues = observeQueues(async () => [{ name: "q", depth: 4, oldestAgeSeconds: 9 }]);
    expect(readPools()).toEqual([{ name: "test", reading: { used: 1, idle: 2, pending: 0 } }]);
    expect(await readQueues()).toEqual([{ name: "q", depth: 4, oldestAgeSeconds: 9 }]);
    stopPool();
    stopQueues();
    expect(readPools()).toEqual([]);
    expect(await readQueues()).toEqual([]);
  });
});
