import type { LookupFunction } from "node:net";
import { Agent, request } from "undici";
import { checkWebhookUrl, isPublicAddress, type WebhookLookup } from "./address-guard.ts";
import type { WebhookDeliveryError } from "./model.ts";

// One POST of a signed message (docs/decisions/107): a 10 s bound, no redirects followed, the
// answer's first 4 kB kept. The SSRF guard runs before (the URL and its resolved addresses)
// and again inside the connection (undici's connect.lookup), so a name that resolves to a
// private address by then (DNS rebinding) is refused too.

export const RESPONSE_EXCERPT_BYTES = 4096;
export const DELIVERY_TIMEOUT_MS = 10_000;

export type PostOptions = {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  lookup: WebhookLookup;
  /** The job's signal: a stop or the job's own timeout aborts the request. */
  signal: AbortSignal;
  timeoutMs?: number;
  /** The queue's clock in milliseconds: the duration is measured with it. */
  now: () => number;
};

export type PostResult = {
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: WebhookDeliveryError | null;
};

class BlockedAddress extends Error {
  override name = "BlockedAddress";
  code = "WEBHOOK_ADDRESS_BLOCKED";
}

/** net.connect's lookup, answering only the addresses the guard allows. */
function guardedLookup(lookup: WebhookLookup, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (all) => {
        const allowed = allowPrivate ? all : all.filter((entry) => isPublicAddress(entry.address));
        const family = typeof options.family === "number" ? options.family : 0;
        const fitting = allowed.filter((entry) => family === 0 || entry.family === family);
        if (fitting.length === 0) {
          callback(new BlockedAddress(`no allowed address for ${hostname}`), "", 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: typeof fitting) => void)(null, fitting);
        } else {
          callback(null, fitting[0]!.address, fitting[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

// One connection pool per resolver and guard setting (the app has one; tests a few).
const agents = new WeakMap<WebhookLookup, Map<boolean, Agent>>();
function agentFor(lookup: WebhookLookup, allowPrivate: boolean): Agent {
  let byGuard = agents.get(lookup);
  if (!byGuard) agents.set(lookup, (byGuard = new Map()));
  let agent = byGuard.get(allowPrivate);
  if (!agent) {
    agent = new Agent({
      connect: { lookup: guardedLookup(lookup, allowPrivate), timeout: DELIVERY_TIMEOUT_MS },
    });
    byGuard.set(allowPrivate, agent);
  }
  return agent;
}

/** Cuts at most `max` bytes without splitting a UTF-8 character. */
export function utf8Excerpt(bytes: Buffer, max = RESPONSE_EXCERPT_BYTES): string {
  if (bytes.length <= max) return bytes.toString("utf8");
  let end = max;
  // Back off continuation bytes (10xxxxxx) so the cut lands before a character's first byte.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString("utf8");
}

export async function postWebhook(options: PostOptions): Promise<PostResult> {
  const started = options.now();
  const done = (result: Omit<PostResult, "durationMs">): PostResult => ({
    ...result,
    durationMs: Math.max(0, Math.round(options.now() - started)),
  });
  const guard = await checkWebhookUrl(options.url, options);
  if (!guard.ok) {
    return done({
      ok: false,
      responseStatus: null,
      responseBody: null,
      error: guard.reason === "unresolved" ? "CONNECTION_FAILED" : "ADDRESS_BLOCKED",
    });
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  const signal = AbortSignal.any([timeout, options.signal]);
  try {
    const response = await request(guard.url, {
      method: "POST",
      body: options.body,
      headers: { "content-type": "application/json", ...options.headers },
      dispatcher: agentFor(options.lookup, options.allowPrivate),
      signal,
    });
    const excerpt = await readExcerpt(response.body);
    const status = response.statusCode;
    const ok = status >= 200 && status < 300;
    return done({
      ok,
      responseStatus: status,
      responseBody: excerpt,
      error: ok ? null : status >= 300 && status < 400 ? "REDIRECT_NOT_FOLLOWED" : "HTTP_STATUS",
    });
  } catch (error) {
    return done({
      ok: false,
      responseStatus: null,
      responseBody: null,
      error: timeout.aborted ? "TIMEOUT" : blocked(error) ? "ADDRESS_BLOCKED" : "CONNECTION_FAILED",
    });
  }
}

function blocked(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "WEBHOOK_ADDRESS_BLOCKED") return true;
  }
  return false;
}

/** Reads the answer up to 4 kB and drops the rest (the connection is closed, not drained). */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy: () => void }) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > RESPONSE_EXCERPT_BYTES) break;
  }
  body.destroy();
  return size === 0 ? "" : utf8Excerpt(Buffer.concat(chunks));
}
