import { balanceState, restoreRate, type BudgetCharge, type BudgetState } from "./budgets.ts";

// Leased budget points for browser sessions (docs/decisions/034, second addendum). Charging
// the bucket row on every request made each signed-in request a write, and a burst of one
// user's requests queued on that row's lock: 15 % of the first page's throughput in the
// benchmark. So a session's lookup takes its cost plus a lease, a hundredth of the hourly
// limit, from the bucket in the same statement, and the next requests of that session are
// paid from the lease in memory; the bucket is written once per lease.
// - Nothing about the caller is cached: the session row is still read on every request, so a
//   ban, role change, revocation or sign-out applies to the next one.
// - Leased points count as spent for every other instance and session; what a user can spend
//   is the bucket plus at most one lease per instance and session it holds one on. A lease
//   left when the process stops, or when its token is evicted, is lost to the user.
// - One claim at a time per token: a burst waits for the claim in flight rather than each
//   taking its own lease, so the burst cannot drain the bucket into leases it cannot use.

/** The share of the hourly limit a session takes at once. */
export const LEASE_SHARE = 0.01;
/** Tokens whose lease an instance keeps; past that, the oldest lease is dropped. */
const MAX_LEASES = 10_000;

export type BudgetLease = {
  /** Points taken from the bucket and not spent yet. */
  points: number;
  limit: number;
  /** The bucket's balance right after the claim, and when (ms): to report what remains. */
  balance: number;
  balanceAt: number;
};

type Entry = { lease: BudgetLease | null; claiming: Promise<void> | null };

/** Settles a claim with what it took beyond the cost and the balance after it. */
export type FinishClaim = (
  claimed: { points: number; balance: number } | null,
) => BudgetLease | null;

type Acquired = { wait: Promise<void> } | { lease: BudgetLease } | { claim: FinishClaim };

/** The charge a lookup folds into its statement when it claims a lease. */
export function withLease(charge: BudgetCharge): BudgetCharge {
  return { ...charge, lease: Math.floor(charge.limit * LEASE_SHARE) };
}

/** What remains for a request paid from `lease`: the bucket, restored since, plus the lease. */
export function leasedState(lease: BudgetLease, requested: number): BudgetState {
  const elapsed = Math.max(0, Date.now() - lease.balanceAt) / 1000;
  const bucket = Math.min(lease.limit, lease.balance + restoreRate(lease.limit) * elapsed);
  const points = Math.min(lease.limit, bucket + lease.points);
  return { ...balanceState(points, lease.limit), requested, retryAfter: 0, lease };
}

export function createBudgetLeases(maxLeases = MAX_LEASES) {
  const byToken = new Map<string, Entry>();

  return {
    /**
     * Pays `charge` from the token's lease, or starts the token's claim, in one synchronous
     * step; while another claim for the token is in flight, says what to wait for first.
     */
    acquire(token: string, charge: BudgetCharge): Acquired {
      const entry = byToken.get(token);
      if (entry?.claiming) return { wait: entry.claiming };
      const lease = entry?.lease;
      if (lease && lease.limit === charge.limit && lease.points >= charge.cost) {
        lease.points -= charge.cost;
        return { lease };
      }
      return { claim: this.claim(token, charge.limit) };
    },

    /**
     * Marks a claim in flight for `token`. Call the result once the statement has answered
     * (or failed) with what it took beyond the cost and the bucket's balance after it (null:
     * nothing taken); it returns the token's lease.
     */
    claim(token: string, limit: number): FinishClaim {
      let done = () => {};
      const claiming = new Promise<void>((resolve) => (done = resolve));
      const previous = byToken.get(token)?.lease ?? null;
      // Re-inserted, so the Map's order is the order of last claims: the oldest goes first.
      byToken.delete(token);
      byToken.set(token, { lease: previous, claiming });
      if (byToken.size > maxLeases) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) byToken.delete(oldest);
      }
      return (claimed) => {
        // One object per token, so a refund still in flight lands on the current lease.
        let lease = previous;
        if (claimed) {
          lease ??= { points: 0, limit, balance: 0, balanceAt: 0 };
          lease.points += claimed.points;
          lease.limit = limit;
          lease.balance = claimed.balance;
          lease.balanceAt = Date.now();
        }
        if (byToken.get(token)?.claiming === claiming) {
          byToken.set(token, { lease, claiming: null });
        }
        done();
        return lease;
      };
    },

    /** Gives back what `take` paid for a request that was then not served as signed in. */
    giveBack(lease: BudgetLease, points: number): void {
      lease.points += points;
    },

    /** Forgets the token (no such session any more). */
    drop(token: string): void {
      if (!byToken.get(token)?.claiming) byToken.delete(token);
    },
  };
}

export type BudgetLeases = ReturnType<typeof createBudgetLeases>;
