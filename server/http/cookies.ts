// The one reading of a request's Cookie header (docs/decisions/045). The origin guard
// (graphql/origin-policy.ts), the GraphQL session lookup, sign-out (auth/http.ts) and the REST
// session rules must agree on which cookies a request carries: when one of them skipped a
// spelling another accepted (`name =value`), a request could be authenticated by the lookup
// without the guard seeing a session cookie. They all read it the way better-call does, the
// parser behind better-auth's `getSignedCookie`, which has the last word on the session:
// - pairs end at `;`; a part without `=` is skipped; the name is everything before the first
//   `=`, trimmed (so `name =value` is `name`);
// - the value is trimmed, a leading `"` drops the first and last characters, and a value with
//   `%` is percent-decoded when it decodes (else kept as it is);
// - when a name repeats, the first value is the one that counts.

export type CookiePair = {
  name: string;
  /** As better-call reads it: trimmed, unquoted, decoded. */
  value: string;
  /** The pair as written (trimmed), for passing the other cookies on unchanged. */
  raw: string;
};

function decoded(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every pair of a Cookie header in order, repeated names included. */
export function cookiePairs(header: string | null | undefined): CookiePair[] {
  const pairs: CookiePair[] = [];
  if (!header) return pairs;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf("=", index);
    if (eq === -1) break;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      // A part without `=`: resume after the last `;` before this `=`.
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    const name = header.slice(index, eq).trim();
    let value = header.slice(eq + 1, end).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    pairs.push({ name, value: decoded(value), raw: header.slice(index, end).trim() });
    index = end + 1;
  }
  return pairs;
}

/** The value of cookie `name` that better-auth would use (the first), if any. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return cookiePairs(header).find((pair) => pair.name === name)?.value;
}

/** The header without any cookie named `name`; the other pairs pass on as written. */
export function withoutCookie(header: string | null | undefined, name: string): string {
  return cookiePairs(header)
    .filter((pair) => pair.name !== name)
    .map((pair) => pair.raw)
    .join("; ");
}
