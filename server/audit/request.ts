import type { MiddlewareHandler } from "hono";
import { clientIp, displayIp, type ServerBindings } from "../http/client-ip.ts";
import { currentRequest } from "../logger.ts";
import { boundedUserAgent, runWithAudit } from "./context.ts";

/**
 * Opens the audit context of an HTTP request: its id (the one in the access log), the client
 * address (as sessions record it) and user agent. The caller is added once known.
 */
export function auditRequestContext(
  trustProxy: boolean,
): MiddlewareHandler<{ Bindings: ServerBindings }> {
  return (c, next) =>
    runWithAudit(
      {
        requestId: currentRequest()?.requestId ?? null,
        ip: displayIp(clientIp(c.req.raw, c.env, trustProxy)) ?? null,
        userAgent: boundedUserAgent(c.req.header("user-agent")),
      },
      next,
    );
}
