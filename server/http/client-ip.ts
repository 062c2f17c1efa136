import { isIP } from "node:net";
import {
  convertIPv4BinaryToString,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
} from "hono/utils/ipaddr";

/** The header better-auth reads the client address from; a client-sent copy is dropped. */
export const CLIENT_IP_HEADER = "x-groundwork-client-ip";

/** The part we read of what @hono/node-server passes as the fetch handler's 2nd argument. */
export type ServerBindings =
  { incoming?: { socket?: { remoteAddress?: string | undefined } } } | undefined;

/** The one bucket (fail closed) of every address the limits cannot read, or of none. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The client address, as an IP address without a port, or UNKNOWN_CLIENT. Everything that
 * limits by client (better-auth's per-IP limits, the code routes, anonymous GraphQL) reads it,
 * so a value no limiter can parse lands in one shared bucket rather than in none.
 */
export function clientIp(request: Request, bindings: ServerBindings, trustProxy: boolean) {
  if (trustProxy) {
    // Our proxy appends the address it saw, so the right-most entry is the one it vouches
    // for; entries to its left came from the client and may be forged.
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return parseAddress(forwarded) ?? UNKNOWN_CLIENT;
  }
  return parseAddress(bindings?.incoming?.socket?.remoteAddress) ?? UNKNOWN_CLIENT;
}

/**
 * An IP address as proxies write it, port dropped: `198.51.100.8`, `198.51.100.8:40001`,
 * `2001:db8::1`, `[2001:db8::1]:40001`. Undefined for anything else.
 */
export function parseAddress(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (isIP(text)) return text;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)?.[1];
  if (bracketed !== undefined) return isIP(bracketed) === 6 ? bracketed : undefined;
  const withPort = /^([0-9.]+):\d{1,5}$/.exec(text)?.[1];
  return withPort !== undefined && isIP(withPort) === 4 ? withPort : undefined;
}

/** A copy of the request carrying only the address we determined. */
export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  // better-auth reads a value that is no IP (UNKNOWN_CLIENT) as "no address" and puts every
  // such request in one shared per-path bucket: fail closed there too.
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

/**
 * The address as people read it, for the session list: IPv4-mapped IPv6 (`::ffff:127.0.0.1`,
 * how a dual-stack socket reports IPv4 clients) as plain IPv4, IPv6 in its short canonical
 * form. better-auth's own value keeps only the /64 of an IPv6 address (right for rate limits,
 * wrong here: `::1` became `0000:0000:…`). Undefined when it is not an address at all.
 */
export function displayIp(ip: string | null | undefined): string | undefined {
  const value = ip?.trim() ?? "";
  if (isIP(value) !== 6) return isIP(value) === 4 ? value : undefined;
  // A zone index (`fe80::1%eth0`) is valid for the socket: kept as written.
  if (value.includes("%")) return value.toLowerCase();
  const bits = convertIPv6ToBinary(value);
  if (bits >> 32n === 0xffffn) return convertIPv4BinaryToString(bits & 0xffffffffn);
  return convertIPv6BinaryToString(bits);
}

/** The 96-bit prefixes whose last 32 bits are an IPv4 client's address. */
const IPV4_CARRIERS = [
  0x64_ff9b_0000_0000_0000_0000n, // NAT64 64:ff9b::/96 (RFC 6052)
  0xffff_0000n, // SIIT ::ffff:0:a.b.c.d (RFC 2765)
];

/**
 * The address rate limits count by: IPv4 as it is, IPv6 by its /64 (`2001:db8:1:2::/64`), the
 * block one client is usually given, as better-auth's own limits do. An IPv6 address that
 * carries an IPv4 client's address (NAT64 `64:ff9b::/96` and `64:ff9b:1::/48` in its /96
 * layout, SIIT, mapped) counts as that IPv4 address: by /64, every IPv4 client behind a
 * translator would share one bucket. Anything else is UNKNOWN_CLIENT, one bucket for all of
 * them: never a way around the limit.
 */
export function rateLimitAddress(ip: string | null | undefined): string {
  const shown = displayIp(parseAddress(ip ?? undefined));
  if (!shown) return UNKNOWN_CLIENT;
  if (isIP(shown) === 4) return shown;
  const bits = convertIPv6ToBinary(shown.split("%")[0] ?? "");
  // 64:ff9b:1::/48 (RFC 8215) is for local NAT64 prefixes up to /96: we read the /96 layout.
  if (IPV4_CARRIERS.includes(bits >> 32n) || bits >> 80n === 0x64_ff9b_0001n) {
    return convertIPv4BinaryToString(bits & 0xffffffffn);
  }
  const groups = [3n, 2n, 1n, 0n].map((group) => (bits >> (64n + 16n * group)) & 0xffffn);
  return `${groups.map((group) => group.toString(16)).join(":")}::/64`;
}
