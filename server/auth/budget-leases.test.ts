import { describe, expect, it } from "vitest";
import { createBudgetLeases, leasedState, withLease } from "./budget-leases.ts";

const charge = { cost: 10, limit: 10_000 };

describe("budget leases", () => {
  it("claims a hundredth of the limit beside the cost", () => {
    expect(withLease(charge)).toEqual({ cost: 10, limit: 10_000, lease: 100 });
  });

  it("pays from the lease until it runs short, then claims again", () => {
    const leases = createBudgetLeases();
    const first = leases.acquire("t", charge);
    if (!("claim" in first)) throw new Error("expected a claim");
    first.claim({ points: 25, balance: 9_000 });
    expect(leases.acquire("t", charge)).toMatchObject({ lease: { points: 15 } });
    expect(leases.acquire("t", charge)).toMatchObject({ lease: { points: 5 } });
    const third = leases.acquire("t", charge);
    expect("claim" in third).toBe(true);
    if ("claim" in third) expect(third.claim({ points: 100, balance: 8_900 })?.points).toBe(105);
  });

  it("makes a burst wait for the claim in flight instead of claiming again", async () => {
    const leases = createBudgetLeases();
    const first = leases.acquire("t", charge);
    const second = leases.acquire("t", charge);
    expect("wait" in second).toBe(true);
    if (!("claim" in first) || !("wait" in second)) return;
    first.claim({ points: 10, balance: 9_000 });
    await second.wait;
    expect(leases.acquire("t", charge)).toMatchObject({ lease: { points: 0 } });
  });

  it("keeps the old lease when a claim takes nothing or fails", () => {
    const leases = createBudgetLeases();
    const first = leases.acquire("t", charge);
    if ("claim" in first) first.claim({ points: 5, balance: 9_000 });
    const again = leases.acquire("t", charge);
    expect(again).toHaveProperty("claim");
    if ("claim" in again) expect(again.claim(null)?.points).toBe(5);
    expect(leases.acquire("t", { cost: 5, limit: 10_000 })).toMatchObject({ lease: { points: 0 } });
  });

  it("does not pay under another limit, and forgets the oldest token past its size", () => {
    const leases = createBudgetLeases(2);
    for (const token of ["a", "b", "c"]) {
      const step = leases.acquire(token, charge);
      if ("claim" in step) step.claim({ points: 50, balance: 9_000 });
    }
    expect(leases.acquire("a", charge)).toHaveProperty("claim");
    expect(leases.acquire("c", { cost: 10, limit: 20_000 })).toHaveProperty("claim");
  });

  it("reports the bucket restored since the claim plus the lease, capped at the limit", () => {
    const lease = { points: 100, limit: 3600, balance: 3000, balanceAt: Date.now() - 10_000 };
    // 3600 an hour restores one point a second: 3000 + 10 + 100.
    expect(leasedState(lease, 1).remaining).toBe(3110);
    expect(leasedState({ ...lease, balance: 3590 }, 1).remaining).toBe(3600);
  });
});
