import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { EnvError, readEnv, type Env } from "./env.ts";

// The listening process: binds the app to a port. With --dev, Vite serves the web app
// with HMR from the same origin, so cookies and /graphql work exactly as in production.
const SERVER_PATHS = /^\/(api\/|graphql(\/|\?|$)|dev\/)/;

async function main() {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dev = process.argv.includes("--dev");
  const app = await createApp({ env, serveWeb: !dev });
  const serverListener = getRequestListener(app.fetch);

  const httpServer = createServer();
  let handle = (req: IncomingMessage, res: ServerResponse) => void serverListener(req, res);
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({
      configFile: new URL("../vite.config.ts", import.meta.url).pathname,
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: "spa",
    });
    handle = (req, res) => {
      if (SERVER_PATHS.test(req.url ?? "/")) void serverListener(req, res);
      else vite.middlewares(req, res);
    };
  }
  httpServer.on("request", handle);
  httpServer.listen(env.port, () => {
    console.log(`Groundwork is listening on ${env.baseUrl} (${env.nodeEnv}${dev ? ", dev" : ""})`);
  });

  const shutdown = () => {
    httpServer.close();
    void app.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

await main();
