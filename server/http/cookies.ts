import { parseCookies } from "better-call";

// The one reading of a request's Cookie header (docs/decisions/045): better-call's parser, the
// one behind better-auth's `getSignedCookie`, which has the last word on the session. The origin
// guard (graphql/http-guard.ts), the GraphQL session lookup, sign-out (better-call itself) and the
// REST session rules must agree on which cookies a request carries: when one of them skipped a
// spelling another accepted (`name =value`), a request could be authenticated by the lookup
// without the guard seeing a session cookie. It splits pairs at `;`, skips a part without `=`,
// names a pair by what precedes its first `=` (trimmed), unquotes and percent-decodes values,
// and keeps the first value of a repeated name.

/** The names of the cookies a request carries. */
export function cookieNames(header: string | null | undefined): string[] {
  return header ? [...parseCookies(header).keys()] : [];
}

/** The value of cookie `name` that better-auth would use (the first), if any. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookies(header).get(name) : undefined;
}

/** The header without any cookie named `name`; the other pairs pass on as written. */
export function withoutCookie(header: string | null | undefined, name: string): string {
  return (header ?? "")
    .split(";")
    .filter((pair) => pair.includes("=") && pair.slice(0, pair.indexOf("=")).trim() !== name)
    .map((pair) => pair.trim())
    .join("; ");
}
