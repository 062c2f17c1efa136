import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono } from "hono";
import { localeFromHeaders, translator } from "../i18n.ts";
import { createIndexPage, pageStatus, readRoutePreloads } from "./route-preloads.ts";

// The built web app (dist/web): hashed assets, the other files of the build and the SPA's page
// for every other path. Only GET and HEAD read them; anything else, and a path that names no
// file, gets a plain refusal rather than a 500 from the error handler (docs/decisions/081).
// serveStatic refuses `..` segments, backslashes, doubled slashes and percent-encoded paths.

/** Hashed names: a built asset never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const ALLOW = "GET, HEAD";
/** A last segment with an extension names a file: the app's routes never have one. */
const FILE_NAME = /\.[A-Za-z0-9]{1,12}$/;
/** Its methods are yoga's (server/app.ts): the others are not refused here as if it were a page. */
const GRAPHQL = "/graphql";

/** Registers the routes last, after every server route: they match whatever is left. */
export function serveWebBuild<E extends Env>(
  app: Hono<E>,
  options: { webDist: string; indexHtml: string },
): void {
  // The build's brotli or gzip file when the client takes it (vite.config.ts); otherwise
  // hono/compress (server/app.ts) compresses on the way out, as for every other answer.
  const files = serveStatic({ root: options.webDist, precompressed: true });
  const nothing = async () => {};
  // Hono answers HEAD with the GET route, without the body.
  app.get("/assets/*", async (c) => {
    const found = await files(c, nothing);
    if (!found) return refusal(c, 404, "NOT_FOUND", "api.errors.notFound");
    // On the answer itself: serveStatic's onFound runs after the answer is built.
    found.headers.set("Cache-Control", IMMUTABLE);
    return found;
  });
  // Client-side routes (and the 404 screen) are the SPA's to render. The page read at start
  // (the one the policy hashes) plus the route's chunks as preload hints, with status 404
  // where the build's route table has nothing but its catch-all.
  const routes = readRoutePreloads(options.webDist);
  const indexPage = createIndexPage(options.indexHtml, routes);
  app.get("*", async (c) => {
    const found = await files(c, nothing);
    if (found) return found;
    // A missing file (an old icon, a source map) is no page: a short 404, not the SPA's HTML.
    // A browser opening an address with a dot as a page still gets the app (its 404 screen).
    const page = c.req.header("sec-fetch-dest") === "document";
    if (FILE_NAME.test(c.req.path) && !page) {
      return refusal(c, 404, "NOT_FOUND", "api.errors.notFound");
    }
    return c.html(indexPage(c.req.path), pageStatus(routes, c.req.path));
  });
  app.all("*", (c, next) => {
    if (c.req.path === GRAPHQL) return next();
    const response = refusal(c, 405, "METHOD_NOT_ALLOWED", "api.errors.methodNotAllowed");
    response.headers.set("Allow", ALLOW);
    return response;
  });
}

function refusal(c: Context, status: 404 | 405, code: string, messageId: string): Response {
  const message = translator(localeFromHeaders(c.req.raw.headers))(messageId);
  return c.json({ code, message }, status);
}
