import { createHash } from "node:crypto";
import { chooseEncoding, compressors } from "./buffered-response.ts";
import { inlineScriptHashes } from "./security-headers.ts";

// The GraphQL playground (docs/decisions/022): ~9 MB of HTML with GraphiQL, Monaco and its
// workers inlined (@graphql-yoga/render-graphiql), so nothing is fetched from other hosts.
// Measured gain of the cache: compressing the page cost 150–215 ms of CPU per request, so it
// is rendered and compressed once, on the first visit, then served as stored bytes.

type Page = {
  bodies: Record<"identity" | "br" | "gzip", Uint8Array<ArrayBuffer>>;
  tag: string;
  policy: string;
};

/**
 * A browser opening /graphql: GET (or HEAD) asking for HTML. Yoga's own test
 * (`shouldRenderGraphiQL`), but case-insensitive, so yoga never renders the playground.
 */
export function wantsGraphiQL(request: Request): boolean {
  const { method, headers } = request;
  return (method === "GET" || method === "HEAD") && /text\/html/i.test(headers.get("accept") ?? "");
}

// The first thing a visitor reads, signed in or not (the page is the same for everyone): how
// to authenticate and where the guide is (/docs/api, server/app.ts). The schema and its
// documentation load without signing in (docs/decisions/080).
const DEFAULT_QUERY = `# Groundwork API. The guide (keys, scopes, costs, budgets, errors): /docs/api
# The schema and its documentation (the book icon, left) need no sign-in; queries do:
#  - signed in to the app (/login), this playground uses your session;
#  - otherwise create an API key on your account page (/app/account) and add it
#    under Headers, below the editor: { "Authorization": "Bearer <API key>" }
#    Other clients send the same header.
{
  viewer {
    email
  }
  rateLimit {
    limit
    remaining
    resetAt
  }
}
`;

async function render(title: string): Promise<Page> {
  const { renderGraphiQL } = await import("@graphql-yoga/render-graphiql");
  const html = renderGraphiQL({ title, defaultQuery: DEFAULT_QUERY });
  const raw = new TextEncoder().encode(html);
  // Brotli quality 5: 1.9 MB in ~0.6 s; 11 saves 0.2 MB more for ~30 s of CPU. gzip at its
  // default level is within 0.5 % of level 9 at half the time. Once, off the main thread.
  const [br, gz] = await Promise.all([compressors.br(raw), compressors.gzip(raw)]);
  const tag = createHash("sha256").update(raw).digest("base64url").slice(0, 27);
  // Its one large inline script by hash; it injects styles, starts Monaco's workers from
  // blob: URLs and talks to /graphql on this origin.
  const policy = [
    "default-src 'none'",
    `script-src ${inlineScriptHashes(html).join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    bodies: { identity: raw, br: new Uint8Array(br), gzip: new Uint8Array(gz) },
    tag,
    policy,
  };
}

/**
 * Answers playground requests from the stored page: the encoding the client prefers among
 * br, gzip and none, with `Vary`, an `ETag` and 304 on `If-None-Match` (weak comparison).
 * `no-transform` keeps `hono/compress` (and proxies) from compressing the identity bytes again.
 * Hono drops the body of a HEAD answer.
 */
export function createGraphiQLPage(options: { title: string }) {
  let page: Promise<Page> | undefined;
  return async function respond(request: Request): Promise<Response> {
    page ??= render(options.title).catch((error: unknown) => {
      page = undefined;
      throw error;
    });
    const prepared = await page;
    // Brotli is smaller: it wins ties.
    const encoding = chooseEncoding(request.headers.get("accept-encoding"), ["br", "gzip"]);
    const body = prepared.bodies[encoding ?? "identity"];
    // A strong validator per representation: a gzip'd body is not the same bytes as the page.
    const etag = `"${prepared.tag}${encoding ? `-${encoding}` : ""}"`;
    const headers = new Headers({
      "Cache-Control": "no-cache, no-transform",
      Vary: "Accept, Accept-Encoding",
      ETag: etag,
      "Content-Security-Policy": prepared.policy,
    });
    const tags = (request.headers.get("if-none-match") ?? "").split(",");
    if (tags.some((tag) => ["*", etag].includes(tag.trim().replace(/^W\//, "")))) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Content-Length", String(body.byteLength));
    if (encoding) headers.set("Content-Encoding", encoding);
    return new Response(body, { headers });
  };
}
