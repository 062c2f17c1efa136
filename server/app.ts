import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createAuth } from "./auth.ts";
import { databaseTarget, openDatabase, type Database, type DatabaseTarget } from "./db.ts";
import { renderMailbox } from "./dev-mailbox.ts";
import { createMailer } from "./email/mailer.ts";
import type { Env } from "./env.ts";
import { seedIfEmpty } from "./seed.ts";
import { createGraphQL } from "./yoga.ts";

const WEB_DIST = fileURLToPath(new URL("../dist/web", import.meta.url));

export type AppOptions = {
  env: Env;
  /** Defaults to `DATABASE_URL`, else PGlite in `PGLITE_DIR`. */
  database?: DatabaseTarget;
  log?: (message: string) => void;
  /** Serve the built web app from dist/web (off in tests and in dev, where Vite serves it). */
  serveWeb?: boolean;
  seed?: boolean;
};

export type App = Awaited<ReturnType<typeof createApp>>;

/** Everything the server does, as a fetch handler; `index.ts` only binds it to a port. */
export async function createApp(options: AppOptions) {
  const { env } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const db: Database = await openDatabase(options.database ?? databaseTarget(env), { log });
  if (options.seed ?? true) await seedIfEmpty(db.prisma, { log });

  const mailer = createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, log });
  const auth = createAuth({ env, prisma: db.prisma, mailer, log });
  const yoga = createGraphQL({ env, prisma: db.prisma, auth });
  const devMailbox = !env.isProduction && !env.smtpUrl;

  const app = new Hono();
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  app.get("/api/config", (c) =>
    c.json({
      productName: "Groundwork",
      devMailbox,
      demoMode: env.demoMode,
      otpExpiresInMinutes: env.otpExpiresMinutes,
      env: { name: env.envName ?? null, emoji: env.envEmoji ?? null, color: env.envColor },
    }),
  );
  app.get("/api/health", (c) => c.json({ status: "ok", database: db.engine }));
  app.all("/api/*", (c) => c.json({ error: "Not Found" }, 404));
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => yoga.fetch(c.req.raw));
  if (devMailbox) {
    app.get("/dev/mailbox", (c) => c.html(renderMailbox(mailer.mailbox())));
  }
  if (options.serveWeb && existsSync(WEB_DIST)) {
    app.use(
      "/assets/*",
      serveStatic({
        root: WEB_DIST,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use("*", serveStatic({ root: WEB_DIST }));
    // Client-side routes (and the 404 screen) are the SPA's to render.
    app.get("*", serveStatic({ root: WEB_DIST, path: "index.html" }));
  }

  return {
    fetch: (request: Request) => app.fetch(request),
    env,
    prisma: db.prisma,
    auth,
    yoga,
    mailer,
    close: () => db.close(),
  };
}
