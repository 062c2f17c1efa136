import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Meter } from "@opentelemetry/api";
import { installTestMetrics } from "../../tests/setup/metrics-reader.ts";
import { installMetrics } from "./metrics.ts";
import {
  installRecorders,
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

  it("never lets a recorder's throw reach the request or job recording", () => {
    const thrown: string[] = [];
    const fail = (what: string) => () => {
      thrown.push(what);
      throw new Error(`${what} broke`);
    };
    const uninstall = installRecorders({
      operation: fail("operation"),
      operationCost: fail("operationCost"),
      signIn: fail("signIn"),
      rateLimited: fail("rateLimited"),
      webhookDelivery: fail("webhookDelivery"),
    });
    try {
      const operation = { name: "Broken", type: "query" };
      expect(() => signals().operation(operation, 0.1, "ok")).not.toThrow();
      expect(() => signals().operationCost(operation, 3, "actual")).not.toThrow();
      expect(() => signals().signIn("email_otp", "success")).not.toThrow();
      expect(() => signals().rateLimited("code.guess")).not.toThrow();
      expect(() => signals().webhookDelivery("delivered", "repository.created")).not.toThrow();
      // Each recorder was called: the throw was swallowed, not the recording skipped.
      expect(thrown).toEqual([
        "operation",
        "operationCost",
        "signIn",
        "rateLimited",
        "webhookDelivery",
      ]);
      expect(recording()).toBe(true);
    } finally {
      uninstall();
    }
    expect(recording()).toBe(false);
  });

  it("drops what a throwing instrument throws, through installMetrics", () => {
    const broken = () => {
      throw new Error("instrument broke");
    };
    const observable = { addCallback: () => {}, removeCallback: () => {} };
    const meter = {
      createHistogram: () => ({ record: broken }),
      createCounter: () => ({ add: broken }),
      createObservableUpDownCounter: () => observable,
      createObservableGauge: () => observable,
      addBatchObservableCallback: () => {},
      removeBatchObservableCallback: () => {},
    } as unknown as Meter;
    const uninstall = installMetrics(meter);
    try {
      expect(recording()).toBe(true);
      expect(() => signals().operation({ name: "A", type: "query" }, 1, "ok")).not.toThrow();
      expect(() => signals().webhookDelivery("delivered", "repository.created")).not.toThrow();
      expect(() => signals().signIn("passkey", "failure")).not.toThrow();
    } finally {
      uninstall();
    }
  });
});
