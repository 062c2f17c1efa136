// docs/product.md §Constants, i18next's backend settings: up to 10 translation files are read in parallel,
// and a failed read is retried up to 5 times, the first retry after 350 ms, then doubling
// (350, 700, 1400, 2800, 5600 ms).
export const MAX_PARALLEL_READS = 10;
export const CATALOGUE_RETRIES = 5;
const FIRST_RETRY_DELAY_MS = 350;

/** How long to wait before retry number `retry` (1-based). */
export function catalogueRetryDelayMs(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (retry - 1);
}

/** A failed read worth repeating: the network or the server failed (5xx, 429). */
export class TransientReadError extends Error {
  override name = "TransientReadError";
}

function isTransient(error: unknown): boolean {
  // fetch rejects with a TypeError when the network is down or the connection drops.
  return error instanceof TransientReadError || error instanceof TypeError;
}

type Sleep = (ms: number) => Promise<void>;
const sleepFor: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `read` until it succeeds, retrying transient failures on the schedule above. */
export async function withCatalogueRetries<T>(
  read: () => Promise<T>,
  sleep: Sleep = sleepFor,
): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await read();
    } catch (error) {
      if (retry > CATALOGUE_RETRIES || !isTransient(error)) throw error;
      await sleep(catalogueRetryDelayMs(retry));
    }
  }
}

/**
 * Runs at most `max` tasks at a time; the others wait their turn, first come first served.
 * A task holds its slot only while it runs, not while it waits to be retried.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

// One queue for the whole app: each language is one file today, and the bound still holds
// if catalogues are split per feature or a language is requested twice in a row.
const readQueue = limitConcurrency(MAX_PARALLEL_READS);

type FetchJson = (url: string) => Promise<Response>;

/** Reads one translation file (a JSON object of messages), with the limits above. */
export function fetchCatalogue(
  url: string,
  {
    fetch: fetchUrl = (input) => fetch(input),
    sleep = sleepFor,
  }: { fetch?: FetchJson; sleep?: Sleep } = {},
): Promise<Record<string, string>> {
  const read = async () => {
    const response = await fetchUrl(url);
    if (!response.ok) {
      const message = `${url}: ${response.status} ${response.statusText}`.trim();
      const transient = response.status >= 500 || response.status === 429;
      throw transient ? new TransientReadError(message) : new Error(message);
    }
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new Error(`${url}: not a message catalogue`);
    }
    return body as Record<string, string>;
  };
  return withCatalogueRetries(() => readQueue(read), sleep);
}
