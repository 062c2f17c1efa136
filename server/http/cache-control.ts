import type { MiddlewareHandler } from "hono";
import { setResponseHeader } from "./request-log.ts";

/**
 * `Cache-Control: no-store` on every answer of the routes it guards, unless the route set its
 * own: GraphQL and /api/* answers carry a user's data (a session cookie or an API key names
 * the caller), and no shared cache, proxy or browser history should keep them. One rule for
 * all of them, rather than a list of which ones are personal, so a new route cannot be missed.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) setResponseHeader(c, "Cache-Control", "no-store");
  };
}
