import { createHash } from "node:crypto";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";

// Security headers on every answer of the server, by hono/secure-headers (docs/decisions/022).
// vite.config.ts applies the same headers to what Vite serves in development.

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
    if (!/\bsrc\s*=/i.test(attributes)) hashes.add(hashSource(text));
  }
  return [...hashes];
}

/**
 * Hono middleware: every answer gets the headers, whatever produced it (routes, static files,
 * better-auth, yoga, errors, 404). The web app's policy: scripts only from this origin or an
 * allowed inline hash (`scriptHashes`: the boot script; no 'unsafe-inline', no eval); styles
 * may be inline because sonner and vaul inject <style> elements at run time and the dev mailbox
 * has its own; images and fonts from this origin or data: URLs; requests to this origin only;
 * never framed. With `https`, HSTS, and stray http:// subresources are fetched over https.
 */
export function securityHeaders(options: { https: boolean; scriptHashes: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    // For browsers without CSP frame-ancestors; both say "never in a frame".
    xFrameOptions: "DENY",
    // Full URLs (they may hold an e-mail address or a search) never leave the site.
    referrerPolicy: "strict-origin-when-cross-origin",
    // Only over https: on http a browser ignores it, and localhost must stay reachable.
    strictTransportSecurity: options.https ? "max-age=31536000" : false,
    // Powerful features the app does not use, off for it and anything it could embed.
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      payment: [],
      usb: [],
    },
    // A route with a policy of its own (the playground, server/http/graphiql.ts) keeps it.
    overwrite: false,
  });
}

/** The same headers as a plain record, for Vite's development server (vite.config.ts). */
export async function securityHeaderValues(options: { https: boolean; scriptHashes: string[] }) {
  const app = new Hono().use(securityHeaders(options)).get("/", (c) => c.body(null));
  return Object.fromEntries((await app.request("/")).headers);
}
