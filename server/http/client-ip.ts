import { isIP } from "node:net";

/**
 * The header better-auth reads the client address from. Only our own code sets it: any
 * client-sent copy is dropped first, so neither it nor a forged X-Forwarded-For can move a
 * caller into a fresh rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-groundwork-client-ip";

/** The part we read of what @hono/node-server passes as the fetch handler's 2nd argument. */
export type ServerBindings =
  { incoming?: { socket?: { remoteAddress?: string | undefined } } } | undefined;

export function clientIp(request: Request, bindings: ServerBindings, trustProxy: boolean) {
  if (trustProxy) {
    // Our proxy appends the address it saw, so the right-most entry is the one it vouches
    // for; entries to its left came from the client and may be forged.
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return bindings?.incoming?.socket?.remoteAddress ?? undefined;
}

/** A copy of the request carrying only the address we determined. */
export function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
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
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  let canonical: string;
  try {
    canonical = new URL(`http://[${value}]`).hostname.slice(1, -1);
  } catch {
    // A zone index (`fe80::1%eth0`) is valid for the socket but not in a URL.
    return value.toLowerCase();
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1] ?? "0", 16), parseInt(mapped[2] ?? "0", 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * The address rate limits count by: IPv4 as it is, IPv6 by its /64 (`2001:db8:1:2::/64`), the
 * block one client is usually given, as better-auth's own limits do.
 */
export function rateLimitAddress(ip: string | null | undefined): string | undefined {
  const shown = displayIp(ip);
  if (!shown || isIP(shown) === 4) return shown;
  const [left = "", right] = (shown.split("%")[0] ?? "").split("::");
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill("0");
  const prefix = [...head, ...zeros, ...tail].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}
