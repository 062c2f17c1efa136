export const DEFAULT_REDIRECT = "/app";

// Any origin works: only same-origin results are kept, and only their path is returned.
const PROBE_ORIGIN = "http://groundwork.invalid";

/**
 * Where to go after signing in. Only a path on this site is accepted ("/app/x?y#z"):
 * anything that could leave the origin ("//evil.test", "https://…", "/\evil.test",
 * "javascript:…", control characters that browsers strip) gives `fallback`, so the
 * `redirect` search parameter cannot be used as an open redirect.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback = DEFAULT_REDIRECT,
): string {
  if (!target || !target.startsWith("/") || target.startsWith("//")) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines in URLs: "/\evil.test" or "/\t/evil.test" is "//evil.test".
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;

  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
