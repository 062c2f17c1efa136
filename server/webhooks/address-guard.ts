import { lookup as dnsLookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

// The SSRF guard of outbound webhooks (docs/decisions/107-outbound-webhooks.md): a webhook URL
// must be http(s), and every address its host resolves to must be a public unicast one. Checked
// when an endpoint is saved and again at connect time for every delivery (delivery-agent.ts),
// so a name that resolves elsewhere by then (DNS rebinding) is caught too.

/** A resolver as node:dns's lookup({ all: true }) answers; tests inject their own. */
export type WebhookLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: WebhookLookup = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

// ipaddr.js's range names that are a public unicast address; every other range (private,
// loopback, linkLocal, uniqueLocal, carrierGradeNat, multicast, unspecified, broadcast,
// reserved, benchmarking, 6to4/teredo relays, documentation…) is refused.
const PUBLIC_RANGES: ReadonlySet<string> = new Set(["unicast"]);

// Cloud metadata services answer on these even where a range check might not catch them
// (fd00:ec2::254 is inside unique-local, 169.254.169.254 inside link-local): named for clarity.
const METADATA = new Set(["169.254.169.254", "fd00:ec2::254", "100.100.100.200"]);

/** Whether one resolved address may be connected to. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) reaches the IPv4 one: judged as that.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA.has(parsed.toNormalizedString()) || METADATA.has(parsed.toString())) return false;
  return PUBLIC_RANGES.has(parsed.range());
}

export type GuardResult =
  { ok: true; url: URL } | { ok: false; reason: "scheme" | "blocked" | "unresolved" };

/** Whether a URL may be delivered to: its scheme, and every address its host resolves to. */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; lookup: WebhookLookup; lookupTimeoutMs?: number },
): Promise<GuardResult> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "scheme" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "scheme" };
  if (options.allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? { ok: true, url } : blocked;
  let addresses: { address: string }[];
  try {
    // Bounded: a name whose servers never answer would otherwise hold the request (or the
    // delivery, before its own 10 s bound starts) as long as the resolver tries.
    addresses = await withTimeout(
      options.lookup(host),
      options.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS,
    );
  } catch {
    return { ok: false, reason: "unresolved" };
  }
  if (addresses.length === 0) return { ok: false, reason: "unresolved" };
  return addresses.every((entry) => isPublicAddress(entry.address)) ? { ok: true, url } : blocked;
}

const blocked = { ok: false, reason: "blocked" } as const;

/** How long the pre-check waits for a name to resolve: then it is "unresolved". */
export const LOOKUP_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the lookup took too long")), ms);
    timer.unref();
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
