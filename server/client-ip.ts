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
