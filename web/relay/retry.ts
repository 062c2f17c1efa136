// docs/product.md §Constants: data queries retry 3 times, waiting 1 s and doubling each time, at most 30 s.
// Mutations never retry: repeating one could apply it twice.
export const QUERY_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** How long to wait before retry number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/** Thrown for answers worth retrying: the network failed or the server did (5xx, 429). */
export class TransientFetchError extends Error {
  override name = "TransientFetchError";
}

type RetryOptions = {
  retries: number;
  /** How long to wait before retry number `retry` (1-based). */
  delayMs?: (retry: number) => number;
  /** Stops waiting, without another attempt, once it aborts. */
  signal?: AbortSignal;
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
};

/** Runs `attempt`, retrying transient failures `retries` times (queries, catalogues). */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs = retryDelayMs, signal, sleep = abortableSleep }: RetryOptions,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries || signal?.aborted || !isTransient(error)) throw error;
      await sleep(delayMs(failures + 1), signal);
      if (signal?.aborted) throw error;
    }
  }
}

/** 503 (database out of reach, restart): retried; after that the route's screen keeps trying. */
export class ServiceUnavailableError extends TransientFetchError {
  override name = "ServiceUnavailableError";
}

export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === "ServiceUnavailableError";
}

/** The request never got an answer (offline, server down, connection cut): retried. */
export class UnreachableError extends TransientFetchError {
  override name = "UnreachableError";
}

// What fetch rejects with when no answer comes: Chromium, Firefox, Safari.
const FETCH_FAILED =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** No answer from the server: the Relay network layer's error, or a guard's own fetch. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "UnreachableError" ||
    (error instanceof TypeError && FETCH_FAILED.test(error.message))
  );
}

function isTransient(error: unknown): boolean {
  // fetch rejects with a TypeError when the network is down or the connection drops.
  return error instanceof TransientFetchError || error instanceof TypeError;
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
