import { canEnterManager } from "#shared/auth/roles";

export const DEFAULT_REDIRECT = "/app";

// Any origin works: only same-origin results are kept, and only their path is returned.
const PROBE_ORIGIN = "http://groundwork.invalid";

// A single leading "/" ("//" and "/\" name another host), and no character that browsers
// strip or turn into "/" (backslash, tabs, newlines, other controls).
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Where to go after signing in: only a path on this site ("/app/x?y#z"), else `fallback`, so
 * `redirect` cannot be an open redirect. The result is checked again after parsing, which
 * collapses dot segments: "/.//evil.test" and "/app/..//evil.test" become "//evil.test".
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

/** A user's home: admins land on the manager dashboard (docs/decisions/021), others in the app. */
export function homePath(role: string | null | undefined): string {
  return canEnterManager(role) ? "/manager/dashboard" : "/app";
}

/** The `redirect` search parameter when it stays on this site, else the user's home. */
export function afterSignInPath(redirect: string, role: string | null | undefined): string {
  return safeRedirect(redirect, homePath(role));
}
