import { describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { createBudgetLeases, leasedState, withLease } from "./budget-leases.ts";
import { refundBudget } from "./budgets.ts";

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

  it("gives a token no place until the database charged its claim: dead ones evict nothing", () => {
    const leases = createBudgetLeases(2);
    for (const token of ["a", "b"]) {
      const step = leases.acquire(token, charge);
      if ("claim" in step) step.claim({ points: 50, balance: 9_000 });
    }
    // A signed cookie whose session is gone: each request claims, and its row never answers.
    for (let request = 0; request < 5; request++) {
      const step = leases.acquire(`dead-${request}`, charge);
      if ("claim" in step) step.claim(null);
    }
    expect(leases.acquire("a", charge)).toMatchObject({ lease: { points: 40 } });
    expect(leases.acquire("b", charge)).toMatchObject({ lease: { points: 40 } });
  });

  it("drops the least recently used lease past its size, not the one claimed first", () => {
    const leases = createBudgetLeases(2);
    for (const token of ["a", "b"]) {
      const step = leases.acquire(token, charge);
      if ("claim" in step) step.claim({ points: 50, balance: 9_000 });
    }
    expect(leases.acquire("a", charge)).toHaveProperty("lease");
    const third = leases.acquire("c", charge);
    if ("claim" in third) third.claim({ points: 50, balance: 9_000 });
    expect(leases.acquire("a", charge)).toHaveProperty("lease");
    expect(leases.acquire("b", charge)).toHaveProperty("claim");
  });

  it("refunds into a lease up to its share plus the request's cost, the rest to the bucket", async () => {
    const queryRaw = vi.fn(async () => [{ points: 40_000 }]);
    const prisma = { $queryRaw: queryRaw } as unknown as PrismaClient;
    const limit = 50_000; // a lease's share: 500
    const lease = { points: 499, limit, balance: 40_000, balanceAt: Date.now() };
    // Estimated at 2 500, cost 1: the lease takes the 2 499 back (499 + 2 499 ≤ 500 + 2 500).
    await refundBudget(prisma, "s", leasedState(lease, 2_500), 1);
    expect(lease.points).toBe(2_998);
    expect(queryRaw).not.toHaveBeenCalled();
    // Full already: a refund of 10 goes to the bucket, and the lease stays as it was.
    await refundBudget(prisma, "s", leasedState(lease, 10), 0);
    expect(lease.points).toBe(2_998);
    expect(queryRaw).toHaveBeenCalledTimes(1);
    // What remains: the bucket as the refund left it, plus what the lease holds.
    const state = await refundBudget(prisma, "s", leasedState({ ...lease, points: 600 }, 10), 0);
    expect(state.remaining).toBe(40_600);
  });

  it("reports the bucket restored since the claim plus the lease, capped at the limit", () => {
    const lease = { points: 100, limit: 3600, balance: 3000, balanceAt: Date.now() - 10_000 };
    // 3600 an hour restores one point a second: 3000 + 10 + 100.
    expect(leasedState(lease, 1).remaining).toBe(3110);
    expect(leasedState({ ...lease, balance: 3590 }, 1).remaining).toBe(3600);
  });
});
