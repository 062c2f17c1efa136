import { describe, expect, it } from "vitest";
import { createMemoryBudgets } from "./budgets.ts";

// A browser session's bucket in the app's process (docs/decisions/050-*), on an injected clock.

const LIMIT = 3600; // one point restored a second

function clock() {
  let now = Date.UTC(2026, 10, 28);
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe("memory budgets", () => {
  it("starts full, charges the cost, and refuses what it cannot pay with a retry time", () => {
    const time = clock();
    const budgets = createMemoryBudgets(time.now);
    expect(budgets.charge("user:a", { cost: 3000, limit: LIMIT })).toMatchObject({
      remaining: 600,
      requested: 3000,
      retryAfter: 0,
    });
    const refused = budgets.charge("user:a", { cost: 1000, limit: LIMIT });
    expect(refused).toMatchObject({ remaining: 600, retryAfter: 400 });
    // A refusal takes nothing: 600 points are still there for a cheaper request.
    expect(budgets.charge("user:a", { cost: 600, limit: LIMIT }).remaining).toBe(0);
  });

  it("restores limit/3600 points a second, up to the limit, and says when it is full", () => {
    const time = clock();
    const budgets = createMemoryBudgets(time.now);
    budgets.charge("user:a", { cost: 100, limit: LIMIT });
    time.advance(40);
    const state = budgets.charge("user:a", { cost: 10, limit: LIMIT });
    expect(state.remaining).toBe(LIMIT - 70);
    expect(state.resetAt).toEqual(new Date(time.now() + 70_000));
    time.advance(10_000);
    expect(budgets.charge("user:a", { cost: 1, limit: LIMIT }).remaining).toBe(LIMIT - 1);
  });

  it("refunds what the operation did not return, never above the limit", () => {
    const budgets = createMemoryBudgets(clock().now);
    const charged = budgets.charge("user:a", { cost: 200, limit: LIMIT });
    const refunded = budgets.refund("user:a", charged, 20);
    expect(refunded).toMatchObject({ actual: 20, remaining: LIMIT - 20 });
    expect(budgets.charge("user:a", { cost: 1, limit: LIMIT }).remaining).toBe(LIMIT - 21);
    expect(budgets.refund("user:a", { ...charged, requested: 10_000 }, 0).remaining).toBe(LIMIT);
  });

  it("keeps one bucket per subject, and drops the least recently used past its size", () => {
    const budgets = createMemoryBudgets(clock().now, 2);
    budgets.charge("user:a", { cost: 100, limit: LIMIT });
    budgets.charge("user:b", { cost: 100, limit: LIMIT });
    budgets.charge("user:a", { cost: 100, limit: LIMIT });
    // c pushes out b, the least recently used; a keeps its spent points.
    budgets.charge("user:c", { cost: 100, limit: LIMIT });
    expect(budgets.charge("user:a", { cost: 1, limit: LIMIT }).remaining).toBe(LIMIT - 201);
    expect(budgets.charge("user:b", { cost: 1, limit: LIMIT }).remaining).toBe(LIMIT - 1);
  });
});
