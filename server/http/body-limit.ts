import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeFromHeaders, translator } from "../i18n.ts";
import type { ServerBindings } from "./client-ip.ts";

// A request body larger than any real one is refused before anything reads it. A socket's
// lone Content-Length decides alone (Node's parser holds the body to it); every other body
// (chunked, or a Request given to app.fetch) is counted by hono/body-limit as it streams in.
// That middleware reads `request.body`, which costs a whole web Request per POST, so it only
// sees the requests whose size the headers do not state (docs/decisions/061).

/** 1 MiB: the largest real body (a 2 000-character description) is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A declared Content-Length over the limit: refused before the body is read or asked for. */
export function declaresTooLarge(length: string | null | undefined): boolean {
  return length != null && Number(length) > MAX_BODY_BYTES;
}

/**
 * 413 PAYLOAD_TOO_LARGE (400 BAD_REQUEST for a malformed Content-Length), shaped like the
 * route's other errors, in the request's language.
 */
export function limitBodySize(shape: "graphql" | "rest"): MiddlewareHandler {
  const refuse = (c: Context, status: 400 | 413) => {
    const message = translator(localeFromHeaders(c.req.raw.headers))(
      status === 413 ? "api.errors.payloadTooLarge" : "api.errors.invalidContentLength",
      { max: MAX_BODY_BYTES },
    );
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return shape === "graphql"
      ? c.json({ errors: [{ message, extensions: { code } }] }, status)
      : c.json({ code, message }, status);
  };
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413) });
  return async (c, next) => {
    const { headers, method } = c.req.raw;
    const length = headers.get("content-length");
    // Node's parser answers 400 itself to a Content-Length that is not digits (or two that
    // differ); a fetch Request can still carry one, which hono/body-limit would parseInt.
    if (length !== null && !/^\d+$/.test(length)) return refuse(c, 400);
    if (length !== null && !(c.env as ServerBindings)?.incoming) {
      // Not from a socket (app.fetch): the header is whatever the Request's maker wrote, so
      // the body is counted instead.
      const unframed = new Headers(headers);
      unframed.delete("content-length");
      c.req.raw = new Request(c.req.raw, { headers: unframed });
      return counted(c, next);
    }
    if (!headers.has("transfer-encoding")) {
      if (length !== null) return declaresTooLarge(length) ? refuse(c, 413) : next();
      // A GET or HEAD Request has no body (fetch refuses to make one).
      if (method === "GET" || method === "HEAD") return next();
    }
    return counted(c, next);
  };
}
