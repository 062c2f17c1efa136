import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding } from "./buffered-response.ts";
import { inlineScriptHashes, serializePolicy } from "./security-headers.ts";

// The GraphQL playground (docs/decisions/022). The page is ~9 MB of HTML
// with GraphiQL, Monaco and its workers inlined (@graphql-yoga/render-graphiql), so nothing
// is fetched from other hosts. Compressing it per request cost 150–215 ms of CPU: it is
// rendered and compressed once, on the first visit, and then served as stored bytes.

type Encoding = "br" | "gzip";
type Representation = { body: Uint8Array<ArrayBuffer>; etag: string; encoding?: Encoding };
type Page = { identity: Representation; br: Representation; gzip: Representation; policy: string };

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/**
 * A browser opening /graphql: GET (or HEAD) asking for HTML. The same test as yoga's own
 * (`shouldRenderGraphiQL`), but case-insensitive, so every request yoga would answer with
 * the playground is answered here first and yoga never renders it.
 */
export function wantsGraphiQL(request: Request): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    /text\/html/i.test(request.headers.get("accept") ?? "")
  );
}

/**
 * The page's own policy: it runs one large inline script (allowed by its hash, computed from
 * the rendered page), injects styles, starts Monaco's workers from blob: URLs and talks to
 * /graphql on this origin.
 */
function graphiqlPolicy(html: string): string {
  return serializePolicy({
    "default-src": ["'none'"],
    "script-src": inlineScriptHashes(html),
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["blob:"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

// The first thing a visitor reads, signed in or not (the page is the same for everyone): how
// to authenticate and where the guide is (server/http/api-docs.ts). The schema and its
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
  // Quality 5: 1.9 MB in ~0.6 s; 11 saves 0.2 MB more for ~30 s of CPU. gzip at its default
  // level is within 0.5 % of level 9 at half the time. Both run once, off the main thread.
  const [br, gz] = await Promise.all([
    compressBrotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
      },
    }),
    compressGzip(raw),
  ]);
  // A strong validator per representation: a gzip'd body is not the same bytes as the page.
  const tag = createHash("sha256").update(raw).digest("base64url").slice(0, 27);
  return {
    identity: { body: raw, etag: `"${tag}"` },
    br: { body: new Uint8Array(br), etag: `"${tag}-br"`, encoding: "br" },
    gzip: { body: new Uint8Array(gz), etag: `"${tag}-gz"`, encoding: "gzip" },
    policy: graphiqlPolicy(html),
  };
}

/** If-None-Match uses the weak comparison: "W/" is ignored, "*" matches anything. */
function notModified(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === "*" || value === etag);
}

/**
 * Answers playground requests from the stored page: the encoding the client prefers among
 * br, gzip and none, with `Vary`, an `ETag` and 304 on `If-None-Match`. `no-transform` keeps
 * `hono/compress` (and proxies) from compressing the identity bytes again.
 */
export function createGraphiQLPage(options: { title: string }) {
  let page: Promise<Page> | undefined;
  const load = () => {
    page ??= render(options.title).catch((error: unknown) => {
      page = undefined;
      throw error;
    });
    return page;
  };

  return async function respond(request: Request): Promise<Response> {
    const prepared = await load();
    // Brotli is smaller: it wins ties.
    const encoding = chooseEncoding(request.headers.get("accept-encoding"), ["br", "gzip"]);
    const chosen = encoding ? prepared[encoding] : prepared.identity;
    const headers = new Headers({
      "Cache-Control": "no-cache, no-transform",
      Vary: "Accept, Accept-Encoding",
      ETag: chosen.etag,
      "Content-Security-Policy": prepared.policy,
    });
    if (notModified(request.headers.get("if-none-match"), chosen.etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Content-Length", String(chosen.body.byteLength));
    if (chosen.encoding) headers.set("Content-Encoding", chosen.encoding);
    return new Response(request.method === "HEAD" ? null : chosen.body, { headers });
  };
}
