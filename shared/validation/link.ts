/**
 * The href for a repository link, or null when it must not be a link. Links are stored
 * as typed by people ("github.com/x/y" or "https://…"): a scheme-less link gets https,
 * and any scheme other than http(s) — "javascript:" above all — is refused. The API refuses
 * such links when they are written (repository.ts) and the web renders only what this allows,
 * so a link stored before that rule is shown as text, never as a script URL.
 */
export function externalHref(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  // "example.com:8080/x" is a host and port, not a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, "")}`;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // "https://github.com@evil.test/x" reads as GitHub and goes to evil.test.
  if (url.username || url.password) return null;
  return url.href;
}
