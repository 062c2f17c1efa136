import { TransientFetchError, withRetries } from "../relay/retry";

// docs/product.md §Constants: a failed read is retried 5 times, after 350 ms then doubling; the
// bound of 10 parallel reads holds without a queue (four files, each read once).
export const CATALOGUE_RETRIES = 5;
const FIRST_RETRY_DELAY_MS = 350;

/** How long to wait before retry number `retry` (1-based). */
export function catalogueRetryDelayMs(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (retry - 1);
}

type FetchJson = (url: string) => Promise<Response>;
type Sleep = (ms: number) => Promise<void>;

/** Reads one translation file (a JSON object of messages), with the limits above. */
export function fetchCatalogue(
  url: string,
  { fetch: fetchUrl = (input) => fetch(input), sleep }: { fetch?: FetchJson; sleep?: Sleep } = {},
): Promise<Record<string, string>> {
  const read = async () => {
    const response = await fetchUrl(url);
    if (!response.ok) {
      const message = `${url}: ${response.status} ${response.statusText}`.trim();
      const transient = response.status >= 500 || response.status === 429;
      throw transient ? new TransientFetchError(message) : new Error(message);
    }
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new Error(`${url}: not a message catalogue`);
    }
    return body as Record<string, string>;
  };
  return withRetries(read, { retries: CATALOGUE_RETRIES, delayMs: catalogueRetryDelayMs, sleep });
}
