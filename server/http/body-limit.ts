import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeFromHeaders, translator } from "../i18n.ts";

// A request body larger than any real one is refused before anything reads it (10 MB
// bodies used to be parsed). hono/body-limit trusts Content-Length when it is the
// only framing (Node's parser holds the body to it) and otherwise counts the chunks as they
// stream in, stopping at the limit; it keeps at most the limit in memory.

/** 1 MiB: the largest real body (a 2 000-character description) is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 PAYLOAD_TOO_LARGE, shaped like the route's other errors, in the request's language. */
export function limitBodySize(shape: "graphql" | "rest"): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      const message = translator(localeFromHeaders(c.req.raw.headers))(
        "api.errors.payloadTooLarge",
        { max: MAX_BODY_BYTES },
      );
      const code = "PAYLOAD_TOO_LARGE";
      return shape === "graphql"
        ? c.json({ errors: [{ message, extensions: { code } }] }, 413)
        : c.json({ code, message }, 413);
    },
  });
}
