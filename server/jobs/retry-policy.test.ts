import { describe, expect, it } from "vitest";
import { retryOptions, retrySpan, retryWindows } from "./retry-policy.ts";

describe("retry policy", () => {
  it("maps to pg-boss's queue options", () => {
    expect(
      retryOptions({ retries: 8, delaySeconds: 300, backoff: true, maxDelaySeconds: 21_600 }),
    ).toEqual({ retryLimit: 8, retryDelay: 300, retryBackoff: true, retryDelayMax: 21_600 });
    expect(retryOptions({ retries: 2, delaySeconds: 10, backoff: false })).toEqual({
      retryLimit: 2,
      retryDelay: 10,
      retryBackoff: false,
    });
  });

  it("gives each backoff retry the window pg-boss's formula can place it in, capped", () => {
    const policy = { retries: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 600 };
    expect(retryWindows(policy)).toEqual([
      { min: 60, max: 120 },
      { min: 120, max: 240 },
      { min: 240, max: 480 },
      { min: 480, max: 600 },
      { min: 600, max: 600 },
    ]);
    expect(retrySpan(policy)).toEqual({ min: 1500, max: 2040 });
  });

  it("keeps a fixed delay without backoff, and waits at least a second with it", () => {
    expect(retryWindows({ retries: 2, delaySeconds: 30, backoff: false })).toEqual([
      { min: 30, max: 30 },
      { min: 30, max: 30 },
    ]);
    expect(retryWindows({ retries: 1, delaySeconds: 0, backoff: true })).toEqual([
      { min: 1, max: 2 },
    ]);
  });
});
