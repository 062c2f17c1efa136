import { isAPIError } from "better-auth/api";

// Where a provider's sign-in was heading, for the second factor's challenge page
// (docs/decisions/125): read from the redirect better-auth's callback threw.

/** The Location of a redirect better-auth threw (better-call's `ctx.redirect`), if any. */
export function locationOf(returned: unknown): string | undefined {
  if (!isAPIError(returned)) return undefined;
  const headers = (returned as { headers?: unknown }).headers;
  const location =
    headers instanceof Headers
      ? headers.get("location")
      : (headers as Record<string, unknown> | undefined)?.location;
  return typeof location === "string" ? location : undefined;
}

/**
 * The page a sign-in was headed for, as the web's `redirect`: the web sends providers back to
 * `/login?redirect=…` (social-sign-in.tsx), other callers to a page. Our origin only.
 */
export function redirectOf(location: string, baseUrl: string): string | undefined {
  // A Location no URL parses is no destination: the after-hook runs once the sign-in is made,
  // and a throw there would turn it into a 500.
  const url = URL.parse(location, baseUrl);
  if (!url || url.origin !== new URL(baseUrl).origin) return undefined;
  if (url.pathname === "/login") return url.searchParams.get("redirect") ?? undefined;
  return `${url.pathname}${url.search}`;
}
