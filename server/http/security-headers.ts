import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

// Security headers on every answer of the server (docs/decisions/022).
// Also imported by vite.config.ts, which applies the same headers to what Vite serves in
// development.

type Directives = Record<string, readonly string[]>;

/** `'sha256-…'` sources for a script or style text, hashed as browsers do (UTF-8, LF). */
export function hashSource(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text, so a
  // file checked out with Windows line endings still matches.
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

/** Hash sources of the inline `<script>` elements (those without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(hashSource(text));
  }
  return [...hashes];
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

export type AppPolicyOptions = {
  /** Hashes of the inline scripts the served HTML may run (the theme/language boot script). */
  scriptHashes?: readonly string[];
  /** Extra connect-src sources: the development server's HMR WebSocket. */
  connectSources?: readonly string[];
  /** BASE_URL is https: ask browsers to fetch any stray http:// subresource over https. */
  https?: boolean;
};

/**
 * The web app's policy: scripts only from this origin or an allowed inline hash (no
 * 'unsafe-inline', no eval); styles may be inline because sonner and vaul inject <style>
 * elements at run time and the dev mailbox has its own <style>; images and fonts from this
 * origin or data: URLs (the favicon); requests to this origin only; never framed.
 */
export function appContentSecurityPolicy(options: AppPolicyOptions = {}): string {
  return serializePolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(options.scriptHashes ?? [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(options.connectSources ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
  });
}

/** The headers every answer carries besides its Content-Security-Policy. */
export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    // For browsers without CSP frame-ancestors; both say "never in a frame".
    "X-Frame-Options": "DENY",
    // Full URLs (they may hold an e-mail address or a search) never leave the site.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Powerful features the app does not use, off for it and anything it could embed.
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    // Only over https: on http a browser ignores it, and localhost must stay reachable.
    ...(options.https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

export type SecurityHeadersOptions = {
  baseUrl: string;
  /** The served index.html, whose inline scripts the policy allows by hash. */
  indexHtml?: string;
};

/**
 * Hono middleware: every response gets the headers, whatever produced it (routes, static
 * files, better-auth, yoga, errors, 404). A route that needs another policy (the GraphiQL
 * page) sets its own Content-Security-Policy, which is kept; the other headers always win.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const https = new URL(options.baseUrl).protocol === "https:";
  const headers = baseSecurityHeaders({ https });
  const policy = appContentSecurityPolicy({
    scriptHashes: options.indexHtml ? inlineScriptHashes(options.indexHtml) : [],
    https,
  });
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", policy);
    }
  };
}
