import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";

type Options = {
  logger: Logger;
  timeoutMs: number;
  graceMs: number;
  /** Readiness → 503, so a load balancer stops routing here while requests drain. */
  beginShutdown: () => void;
  /** Runs once no request is left (or the timeout cut the rest): the database closes here. */
  close: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * SIGTERM/SIGINT without cutting requests (docs/decisions/025-*): answer readiness 503, then
 * drain for `graceMs` with the listener open, every answer carrying `Connection: close` so
 * keep-alive clients leave by themselves; only then stop listening and close idle
 * connections (closing an idle socket at once raced a request the client had just sent on
 * it: reset connections under load), wait for busy ones to finish, close the database and
 * exit 0. Requests still running `timeoutMs` after the grace period are cut; the log says how
 * many.
 */
export function gracefulShutdown(server: Server, options: Options) {
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<void> | undefined;

  /** Call for every request, before the app handles it. */
  function track(_request: IncomingMessage, response: ServerResponse) {
    if (stopping) response.setHeader("connection", "close");
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  }

  /** `exitCode` 1: stopping because something failed for good, not because we were asked. */
  function stop(signal: string, exitCode = 0): Promise<void> {
    stopping ??= (async () => {
      const started = performance.now();
      const { graceMs, timeoutMs } = options;
      options.logger.info({ signal, inFlight: inFlight.size, graceMs, timeoutMs }, "shutting down");
      options.beginShutdown();
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("connection", "close");
      }
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = 0;
      const timer = setTimeout(() => {
        cut = inFlight.size;
        options.logger.warn({ cut }, "shutdown timeout: cutting the requests still running");
        server.closeAllConnections();
      }, timeoutMs);
      await closed;
      clearTimeout(timer);
      let code = exitCode;
      try {
        await options.close();
      } catch (error) {
        // Still exit: a process left running after its server closed serves nobody.
        options.logger.error({ err: error }, "closing the database failed");
        code = 1;
      }
      const durationMs = Math.round(performance.now() - started);
      options.logger.info({ durationMs, cut }, "stopped");
      options.logger.flush();
      (options.exit ?? process.exit)(code);
    })();
    return stopping;
  }

  return { track, stop };
}
