import type { QueueOptions } from "pg-boss";

/** How often and how far apart a failed job is tried again. Seconds throughout. */
export type RetryPolicy = {
  /** Retries after the first attempt; 0: a failure is final. */
  retries: number;
  /** The first retry's delay; with `backoff`, each next one about doubles. */
  delaySeconds: number;
  backoff: boolean;
  /** Cap on one delay (backoff only). */
  maxDelaySeconds?: number;
};

export const NO_RETRY: RetryPolicy = { retries: 0, delaySeconds: 0, backoff: false };

/** The queue options pg-boss applies the policy with. */
export function retryOptions(policy: RetryPolicy): QueueOptions {
  return {
    retryLimit: policy.retries,
    retryDelay: policy.delaySeconds,
    retryBackoff: policy.backoff,
    ...(policy.backoff && policy.maxDelaySeconds !== undefined
      ? { retryDelayMax: policy.maxDelaySeconds }
      : {}),
  };
}

/**
 * The window each retry's delay falls in, in order. pg-boss 12's backoff (plans.js) is
 * LEAST(max, GREATEST(delay, 1) × (2^k/2 + 2^k/2 × random())), k = min(16, retries so far + 1):
 * random, so tests assert the window, never a value. Without backoff the delay is fixed.
 */
export function retryWindows(policy: RetryPolicy): { min: number; max: number }[] {
  const cap = (seconds: number) => Math.min(policy.maxDelaySeconds ?? Infinity, seconds);
  return Array.from({ length: policy.retries }, (_, i) => {
    if (!policy.backoff) return { min: policy.delaySeconds, max: policy.delaySeconds };
    const base = Math.max(policy.delaySeconds, 1);
    const k = Math.min(16, i + 1);
    return { min: cap(base * 2 ** (k - 1)), max: cap(base * 2 ** k) };
  });
}

/** The earliest and latest time after the first failure by which every retry has started. */
export function retrySpan(policy: RetryPolicy): { min: number; max: number } {
  return retryWindows(policy).reduce(
    (sum, window) => ({ min: sum.min + window.min, max: sum.max + window.max }),
    { min: 0, max: 0 },
  );
}
