import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createAuth } from "./auth.ts";
import { createAuthHttp } from "./auth-http.ts";
import type { ServerBindings } from "./client-ip.ts";
import { DEMO_MAILBOX_ADDRESSES } from "./demo-mode.ts";
import { databaseTarget, openDatabase, type Database, type DatabaseTarget } from "./db.ts";
import { renderMailbox } from "./dev-mailbox.ts";
import { createMailer } from "./email/mailer.ts";
import { noAccountEmail } from "./email/no-account-email.tsx";
import type { Env } from "./env.ts";
import { localeFromHeaders, translator } from "./i18n.ts";
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

  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    log,
    keepInMailbox: env.demoMode ? DEMO_MAILBOX_ADDRESSES : undefined,
  });
  const auth = createAuth({ env, prisma: db.prisma, mailer, log });
  const yoga = createGraphQL({ env, prisma: db.prisma, auth });
  // The demo keeps it, even in production, for its seeded accounts only (server/demo-mode.ts).
  const devMailbox = env.demoMode || (!env.isProduction && !env.smtpUrl);

  const authHttp = createAuthHttp({
    auth,
    env,
    prisma: db.prisma,
    onUnknownSignIn: async (email, request) => {
      const locale = localeFromHeaders(request.headers);
      try {
        await mailer.send(await noAccountEmail({ to: email, t: translator(locale), locale }));
      } catch (error) {
        log(`[mail] failed to send the no-account notice to ${email}: ${String(error)}`);
      }
    },
  });
  const providers = [
    ...(env.github ? [{ id: "github" as const, name: "GitHub" }] : []),
    ...(env.oidc ? [{ id: "oidc" as const, name: env.oidc.name }] : []),
  ];
  // The demo accounts the login page offers; never in production unless it is the demo.
  const seedAccounts =
    !env.isProduction || env.demoMode ? ["admin@example.com", "user@example.com"] : [];

  const app = new Hono<{ Bindings: ServerBindings }>();
  // Text answers gzip'd when the client accepts it: the self-contained GraphQL playground is
  // ~9 MB raw, ~2.4 MB compressed; API answers and the web bundle shrink likewise.
  app.use("*", compress());
  app.on(["GET", "POST"], "/api/auth/*", (c) => authHttp(c.req.raw, c.env));
  app.get("/api/config", (c) =>
    c.json({
      productName: "Groundwork",
      devMailbox,
      demoMode: env.demoMode,
      otpExpiresInMinutes: env.otpExpiresMinutes,
      signupEnabled: env.signupEnabled,
      providers,
      seedAccounts,
      env: { name: env.envName ?? null, emoji: env.envEmoji ?? null, color: env.envColor },
    }),
  );
  app.get("/api/health", (c) => c.json({ status: "ok", database: db.engine }));
  app.all("/api/*", (c) => {
    const message = translator(localeFromHeaders(c.req.raw.headers))("api.errors.notFound");
    return c.json({ code: "NOT_FOUND", message }, 404);
  });
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => {
    // Hono answers HEAD with the GET route (dropping the body); yoga itself refuses HEAD.
    const request = c.req.raw;
    return yoga.fetch(
      request.method === "HEAD" ? new Request(request, { method: "GET" }) : request,
    );
  });
  if (devMailbox) {
    app.get("/dev/mailbox", (c) => {
      const messages = env.demoMode
        ? mailer.mailbox().filter((mail) => DEMO_MAILBOX_ADDRESSES.has(mail.to.toLowerCase()))
        : mailer.mailbox();
      const locale = localeFromHeaders(c.req.raw.headers);
      return c.html(renderMailbox(messages, translator(locale), locale));
    });
  }
  const webDist = env.webDistDir ? resolve(env.webDistDir) : WEB_DIST;
  if (options.serveWeb && existsSync(webDist)) {
    app.use(
      "/assets/*",
      serveStatic({
        root: webDist,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use("*", serveStatic({ root: webDist }));
    // Client-side routes (and the 404 screen) are the SPA's to render.
    app.get("*", serveStatic({ root: webDist, path: "index.html" }));
  }

  return {
    // `bindings` is what @hono/node-server passes (the socket, for the client address).
    fetch: (request: Request, bindings?: ServerBindings) => app.fetch(request, bindings),
    env,
    prisma: db.prisma,
    auth,
    yoga,
    mailer,
    close: () => db.close(),
  };
}
