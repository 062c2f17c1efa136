import {
  balanceState,
  leaseSize,
  restoreRate,
  type BudgetCharge,
  type BudgetState,
} from "./budgets.ts";

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
// - Only a claim the database charged makes a lease. A signed cookie outlives its session, so
//   a token is not a session until its row answers: claims in flight are kept apart, and a
//   dead token never takes a place among the leases, nor pushes a live one out.
// - Past MAX_LEASES the least recently used lease goes: a session in use keeps its lease.
// - A lease holds at most its share plus the cost of the request that refunds into it; a
//   refund beyond that goes back to the bucket (budgets.ts), where the limit caps it.

/** Tokens whose lease an instance keeps; past that, the least recently used is dropped. */
const MAX_LEASES = 10_000;

export type BudgetLease = {
  /** Points taken from the bucket and not spent yet. */
  points: number;
  limit: number;
  /** The bucket's balance right after the claim, and when (ms): to report what remains. */
  balance: number;
  balanceAt: number;
};

/** Settles a claim with what it took beyond the cost and the balance after it. */
export type FinishClaim = (
  claimed: { points: number; balance: number } | null,
) => BudgetLease | null;

type Acquired = { wait: Promise<void> } | { lease: BudgetLease } | { claim: FinishClaim };

/** The charge a lookup folds into its statement when it claims a lease. */
export function withLease(charge: BudgetCharge): BudgetCharge {
  return { ...charge, lease: leaseSize(charge.limit) };
}

/** What remains for a request paid from `lease`: the bucket, restored since, plus the lease. */
export function leasedState(lease: BudgetLease, requested: number): BudgetState {
  const elapsed = Math.max(0, Date.now() - lease.balanceAt) / 1000;
  const bucket = Math.min(lease.limit, lease.balance + restoreRate(lease.limit) * elapsed);
  const points = Math.min(lease.limit, bucket + lease.points);
  return { ...balanceState(points, lease.limit), requested, retryAfter: 0, lease };
}

export function createBudgetLeases(maxLeases = MAX_LEASES) {
  /** In the order of last use: the first is the least recently used. */
  const leases = new Map<string, BudgetLease>();
  /** One claim in flight per token; as many entries as requests in flight, at most. */
  const claims = new Map<string, Promise<void>>();

  const remember = (token: string, lease: BudgetLease) => {
    leases.delete(token);
    leases.set(token, lease);
    if (leases.size > maxLeases) {
      const oldest = leases.keys().next().value;
      if (oldest !== undefined) leases.delete(oldest);
    }
  };

  return {
    /**
     * Pays `charge` from the token's lease, or starts the token's claim, in one synchronous
     * step; while another claim for the token is in flight, says what to wait for first.
     */
    acquire(token: string, charge: BudgetCharge): Acquired {
      const claiming = claims.get(token);
      if (claiming) return { wait: claiming };
      const lease = leases.get(token);
      if (lease && lease.limit === charge.limit && lease.points >= charge.cost) {
        lease.points -= charge.cost;
        remember(token, lease);
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
      claims.set(token, claiming);
      return (claimed) => {
        if (claims.get(token) === claiming) claims.delete(token);
        done();
        // One object per token, so a refund still in flight lands on the current lease.
        let lease = leases.get(token) ?? null;
        if (claimed) {
          lease ??= { points: 0, limit, balance: 0, balanceAt: 0 };
          lease.points += claimed.points;
          lease.limit = limit;
          lease.balance = claimed.balance;
          lease.balanceAt = Date.now();
          remember(token, lease);
        }
        return lease;
      };
    },

    /** Gives back what `take` paid for a request that was then not served as signed in. */
    giveBack(lease: BudgetLease, points: number): void {
      lease.points += points;
    },

    /** Forgets the token (no such session any more). */
    drop(token: string): void {
      leases.delete(token);
    },
  };
}

export type BudgetLeases = ReturnType<typeof createBudgetLeases>;
