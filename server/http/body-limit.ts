import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeFromHeaders, translator } from "../i18n.ts";

// A request body larger than any real one is refused before anything reads it (10 MB
// bodies used to be parsed). A Content-Length that is the only framing decides alone: Node's
// parser holds the body to it. Any other body (chunked, or a fetch Request without either
// header, as in tests) is counted by hono/body-limit as it streams in, stopping at the limit.
// That middleware reads `request.body` first, which makes @hono/node-server build a whole
// web Request around the socket's stream for every POST (a tenth of a signed-in page's CPU),
// so it only sees the requests whose size the headers do not state (docs/decisions/034).

/** 1 MiB: the largest real body (a 2 000-character description) is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 PAYLOAD_TOO_LARGE, shaped like the route's other errors, in the request's language. */
export function limitBodySize(shape: "graphql" | "rest"): MiddlewareHandler {
  const refuse = (c: Context) => {
    const message = translator(localeFromHeaders(c.req.raw.headers))("api.errors.payloadTooLarge", {
      max: MAX_BODY_BYTES,
    });
    const code = "PAYLOAD_TOO_LARGE";
    return shape === "graphql"
      ? c.json({ errors: [{ message, extensions: { code } }] }, 413)
      : c.json({ code, message }, 413);
  };
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuse });
  return async (c, next) => {
    const { headers, method } = c.req.raw;
    if (!headers.has("transfer-encoding")) {
      const length = headers.get("content-length");
      if (length !== null) {
        return Number.parseInt(length, 10) > MAX_BODY_BYTES ? refuse(c) : next();
      }
      // A GET or HEAD Request has no body (fetch refuses to make one).
      if (method === "GET" || method === "HEAD") return next();
    }
    return counted(c, next);
  };
}
