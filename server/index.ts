import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { EnvError, readEnv, startupWarnings, type Env } from "./env.ts";
import { createHttpServer } from "./http/http-server.ts";
import { gracefulShutdown } from "./http/shutdown.ts";
import { createLogger } from "./logger.ts";
import { startTelemetry, stopTelemetry } from "./telemetry/telemetry.ts";

// The listening process: binds the app to a port. With --dev, Vite serves the web app
// with HMR from the same origin, so cookies and /graphql work exactly as in production.
const SERVER_PATHS = /^\/(api\/|graphql(\/|\?|$)|dev\/)/;
/** How long the last spans may take to leave at shutdown. */
const TELEMETRY_FLUSH_MS = 2000;

async function main() {
  const env: Env = readEnv();
  const dev = process.argv.includes("--dev");
  // Telemetry first (off unless OTLP is configured: ADR 122), then the app: pg, Prisma and the
  // schema must load after their instrumentation is in place. The SDK's own warnings go to the
  // app's logger, made first.
  const logger = createLogger(env);
  await startTelemetry(env.telemetry, logger);
  const { createApp } = await import("./app.ts");
  const app = await createApp({ env, serveWeb: !dev, logger });
  for (const warning of startupWarnings(env)) logger.warn(warning);
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: reason }, "unhandled rejection"),
  );
  const serverListener = getRequestListener(app.fetch);

  // Requests must arrive within 30 s (a trickled body gets 408); Expect: 100-continue checked.
  const httpServer = createHttpServer();
  let closeVite = async () => {};
  const shutdown = gracefulShutdown(httpServer, {
    logger,
    timeoutMs: env.shutdownTimeoutMs,
    graceMs: env.shutdownGraceMs,
    beginShutdown: () => {
      app.beginShutdown();
      // Vite's HMR websockets would hold server.close() open until the timeout.
      void closeVite();
    },
    // Spans still buffered go out last, within a bounded wait: a collector that is down
    // delays the exit by at most TELEMETRY_FLUSH_MS, never blocks it.
    close: async () => {
      try {
        await app.close();
      } finally {
        await stopTelemetry(TELEMETRY_FLUSH_MS);
      }
    },
  });
  let handle = (req: IncomingMessage, res: ServerResponse) => void serverListener(req, res);
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({
      configFile: new URL("../vite.config.ts", import.meta.url).pathname,
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: "spa",
    });
    closeVite = () => vite.close();
    handle = (req, res) => {
      if (SERVER_PATHS.test(req.url ?? "/")) void serverListener(req, res);
      else vite.middlewares(req, res);
    };
  }
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    shutdown.track(req, res);
    handle(req, res);
  });
  // HOST: loopback unless configured, every interface in production (docs/decisions/022).
  httpServer.listen(env.port, env.host, () => {
    logger.info(
      { baseUrl: env.baseUrl, host: env.host ?? "*", nodeEnv: env.nodeEnv, dev },
      "Groundwork is listening",
    );
  });

  // A second signal while draining is ignored; SHUTDOWN_GRACE_MS then SHUTDOWN_TIMEOUT_MS
  // bound the wait.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void shutdown.stop(signal));
  }
}

// A configuration the server refuses (server/env.ts; in production, no DATABASE_URL outside the
// demo: server/db/db.ts) ends the process with its message, before any logger: without a valid
// configuration there is no log level or format yet, and it is for the person starting it.
await main().catch((error: unknown) => {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
});
