import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { runInRequest, type Logger, type RequestContext } from "../logger.ts";

export const REQUEST_ID_HEADER = "x-request-id";
// A proxy's id is copied into every log line: bounded, and no characters that could forge
// log structure or headers.
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+/-]{0,127}$/;

/** The proxy's request id when it is trusted (TRUST_PROXY) and well formed, else a new one. */
export function requestId(headers: Headers, trustProxy: boolean): string {
  const given = trustProxy ? headers.get(REQUEST_ID_HEADER) : null;
  return given && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * Runs the request inside its log context (every line carries `requestId`), echoes the id on
 * the response, and writes one access line when the answer is ready: method, path (never the
 * query string, which can hold tokens), status, duration, user and GraphQL operation, which
 * yoga.ts and admin-emails.ts fill in once they know them.
 */
export function requestLog(logger: Logger, trustProxy: boolean): MiddlewareHandler {
  return (c, next) => {
    const context: RequestContext = { requestId: requestId(c.req.raw.headers, trustProxy) };
    return runInRequest(context, async () => {
      const started = performance.now();
      await next();
      setResponseHeader(c, REQUEST_ID_HEADER, context.requestId);
      logger.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          userId: context.userId,
          operationName: context.operationName,
        },
        "request",
      );
    });
  };
}

/**
 * Sets a header of the answer in place. Redirects (Response.redirect) and some upstream
 * answers have immutable headers: only those are copied (hono's `c.header` would copy every
 * answer, turning a buffered body back into a stream).
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    const response = new Response(c.res.body, c.res);
    response.headers.set(name, value);
    c.res = response;
  }
}
