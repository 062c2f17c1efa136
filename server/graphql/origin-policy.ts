import { apiKeyFromHeaders } from "../auth/api-keys.ts";
import { cookiePairs } from "../http/cookies.ts";

// Who may send what to /graphql (docs/decisions/024-csrf-cors-and-graphql-cost.md). Browsers
// attach the session cookie to requests from any page of the same site (another port, a
// sibling subdomain), whatever SameSite says, so a cookie proves nothing about the page that
// sent the request: only Origin and Sec-Fetch-Site do.

export type Credential = "apiKey" | "sessionCookie" | "none";

/**
 * better-auth's session cookie, `__Secure-` prefixed in production; any prefix counts, so the
 * guard sees every name the session lookup could read. Names come from the one Cookie parser
 * (http/cookies.ts), so no spelling reaches the lookup without the guard (`name =value`).
 */
const SESSION_COOKIE = /session_token$/;

/**
 * The credential a request authenticates with. A key wins: the context then never reads the
 * cookie, so a request carrying both is the key's, from any origin.
 */
export function credentialOf(headers: Headers): Credential {
  if (apiKeyFromHeaders(headers) !== null) return "apiKey";
  const cookies = cookiePairs(headers.get("cookie"));
  if (cookies.some(({ name }) => SESSION_COOKIE.test(name))) return "sessionCookie";
  return "none";
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Whether a cookie-authenticated request comes from the app's own pages. Browsers send
 * Origin with every POST (same-origin ones included) and Sec-Fetch-Site with every request
 * since 2023; a GET without either is a typed-in URL or a non-browser client, and a GET
 * cannot run a mutation.
 */
export function isFromAppOrigin(request: Request, appOrigin: string): boolean {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const safe = SAFE_METHODS.has(request.method.toUpperCase());
  if (origin !== null && origin !== appOrigin) return false;
  if (site !== null && site !== "same-origin" && !(safe && site === "none")) return false;
  return origin !== null || safe;
}

/**
 * CORS for API-key callers on other origins: readable answers, never credentials. With `*`
 * browsers refuse to attach cookies to a preflighted request, and a simple one that still
 * carries them is refused by `isFromAppOrigin`.
 */
export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
} as const;

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "access-control-allow-methods": "GET, POST",
  "access-control-allow-headers": "authorization, x-api-key, content-type",
  "access-control-max-age": "600",
} as const;

/** `application/json`, in any case, with at most a UTF-8 charset parameter. */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type, ...parameters] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every(
    (parameter) => parameter === "" || /^charset\s*=\s*"?utf-8"?$/.test(parameter),
  );
}
