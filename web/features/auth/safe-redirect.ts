export const DEFAULT_REDIRECT = "/app";

// Any origin works: only same-origin results are kept, and only their path is returned.
const PROBE_ORIGIN = "http://groundwork.invalid";

/**
 * A path of this site that stays one wherever it is used: it starts with a single "/" (not
 * "//" or "/\", which browsers and react-router read as another host) and has no character
 * browsers strip or turn into "/" (backslash, tabs, newlines, other controls).
 */
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Where to go after signing in. Only a path on this site is accepted ("/app/x?y#z"):
 * anything that could leave the origin ("//evil.test", "https://…", "/\evil.test",
 * "javascript:…", control characters that browsers strip) gives `fallback`, so the
 * `redirect` search parameter cannot be used as an open redirect.
 *
 * The input is checked, then parsed, then the result is checked again: parsing collapses
 * dot segments ("/.//evil.test", "/%2e//evil.test", "/app/..//evil.test" all become
 * "//evil.test"), so a path that was safe before parsing can be a host after it.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback = DEFAULT_REDIRECT,
): string {
  if (!target || !isSitePath(target)) return fallback;

  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Parsing the result again must give the same URL: the path is final, not a step.
  if (!isSitePath(path) || new URL(path, PROBE_ORIGIN).href !== url.href) return fallback;
  return path;
}
