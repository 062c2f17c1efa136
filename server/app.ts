import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createAuth } from "./auth/auth.ts";
import { createAuthHttp } from "./auth/http.ts";
import { clientIp, type ServerBindings } from "./http/client-ip.ts";
import { DEMO_MAILBOX_ADDRESSES } from "./demo-mode.ts";
import { isDatabaseUnavailable, serviceUnavailableResponse } from "./db/database-unavailable.ts";
import { databaseTarget, openDatabase, type Database, type DatabaseTarget } from "./db/db.ts";
import { renderMailbox } from "./email/dev-mailbox.ts";
import { createAccountMail } from "./email/account-mail.ts";
import { createMailer } from "./email/mailer.ts";
import type { Env } from "./env.ts";
import { limitBodySize } from "./http/body-limit.ts";
import { bufferedResponse } from "./http/buffered-response.ts";
import { createGraphiQLPage, wantsGraphiQL } from "./http/graphiql.ts";
import { inlineScriptHashes, securityHeaders } from "./http/security-headers.ts";
import { serveWebBuild } from "./http/static-files.ts";
import { createReadiness } from "./http/health.ts";
import { localeFromHeaders, translator } from "./i18n.ts";
import { createLogger, type Logger } from "./logger.ts";
import { fromProjectRoot } from "./paths.ts";
import { requestLog, setResponseHeader } from "./http/request-log.ts";
import { auditRequestContext } from "./audit/request.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { startAppJobs } from "./jobs/app-jobs.ts";
import type { AppJobs } from "./jobs/registry.ts";
import { systemLookup, type WebhookLookup } from "./webhooks/address-guard.ts";
import { seedJobs } from "./jobs/seed-jobs.ts";
import type { Clock } from "pg-boss";
import { createGraphQL } from "./graphql/yoga.ts";
import { tracing } from "./telemetry/telemetry.ts";

const WEB_DIST = fromProjectRoot("dist", "web");

export type AppOptions = {
  env: Env;
  /** Defaults to `DATABASE_URL`, else PGlite in `PGLITE_DIR`. */
  database?: DatabaseTarget;
  /** Defaults to one built from the environment (JSON in production, silent in tests). */
  logger?: Logger;
  /** Serve the built web app from dist/web (off in tests and in dev, where Vite serves it). */
  serveWeb?: boolean;
  /**
   * Fill an empty database with the demo data. Defaults to development and the demo only:
   * a production start never seeds (`npm run db:seed` does it on purpose).
   */
  seed?: boolean;
  /** Tests: pg-boss's TestClock, so job timing is driven, never waited for. */
  jobsClock?: Clock;
  /**
   * Queues this instance works even with WORKER=off (their jobs only: no cron, no
   * maintenance). The test apps work the mail queue, so codes reach their mailbox.
   */
  workQueues?: readonly AppJobName[];
  /** Tests: how webhook hosts resolve (the SSRF guard), and a shorter delivery timeout. */
  webhookLookup?: WebhookLookup;
  webhookTimeoutMs?: number;
};

type AppJobName = keyof AppJobs & string;

export type App = Awaited<ReturnType<typeof createApp>>;

/** Everything the server does, as a fetch handler; `index.ts` only binds it to a port. */
export async function createApp(options: AppOptions) {
  const { env } = options;
  const logger = options.logger ?? createLogger(env);
  const db: Database = await openDatabase(options.database ?? databaseTarget(env), {
    logger,
    auditHead: { file: env.auditHeadFile, secret: env.authSecret },
  });
  const seeded =
    (options.seed ?? (env.nodeEnv === "development" || env.demoMode)) &&
    (await seedIfEmpty(db.prisma, { logger }));
  let shuttingDown = false;
  // Used by this instance's mail workers; its mailbox is the development one (/dev/mailbox).
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    logger,
    // Development reads codes in the log; production logs never hold a code.
    logBodies: env.nodeEnv === "development",
    keepInMailbox: env.demoMode ? DEMO_MAILBOX_ADDRESSES : undefined,
  });
  // Background jobs (docs/decisions/104); WORKER=off: this instance only enqueues.
  const jobs = await startAppJobs({
    env,
    db,
    logger,
    worker: env.worker,
    workQueues: options.workQueues,
    mailer,
    clock: options.jobsClock,
    webhookLookup: options.webhookLookup,
    webhookTimeoutMs: options.webhookTimeoutMs,
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  // The sample data's failed jobs, once, with the rest of it (server/jobs/seed-jobs.ts).
  if (seeded) {
    await seedJobs(jobs.boss).catch(async (error: unknown) => {
      await jobs.close();
      await db.close();
      throw error;
    });
  }

  // E-mail goes through the mail queue (docs/decisions/105): requests only enqueue it.
  const accountMail = createAccountMail({ env, jobs, now: jobs.now });
  const auth = createAuth({ env, prisma: db.prisma, accountMail, logger, now: jobs.now });
  const webhookLookup = options.webhookLookup ?? systemLookup;
  const yoga = createGraphQL(
    { env, prisma: db.prisma, auth, accountMail, jobs, webhookLookup },
    { logger },
  );
  const readiness = createReadiness({
    prisma: db.prisma,
    logger,
    isShuttingDown: () => shuttingDown,
    queue: jobs.readiness,
  });
  // The demo keeps it, even in production, for its seeded accounts only (server/demo-mode.ts).
  const devMailbox = env.demoMode || (!env.isProduction && !env.smtpUrl);

  const authHttp = createAuthHttp({ auth, env });
  const providers = [
    ...(env.github ? [{ id: "github" as const, name: "GitHub" }] : []),
    ...(env.oidc ? [{ id: "oidc" as const, name: env.oidc.name }] : []),
  ];
  // The demo accounts the login page offers; never in production unless it is the demo.
  const seedAccounts = !env.isProduction || env.demoMode ? [...DEMO_MAILBOX_ADDRESSES] : [];

  const app = new Hono<{ Bindings: ServerBindings }>();
  // With tracing on (server/telemetry/, ADR 122): the server span wraps the whole request, so
  // the access line, written inside it, carries its trace id.
  const traced = tracing();
  if (traced) app.use("*", traced.httpSpan);
  // First, so the access line times everything and every log line carries the request id.
  app.use("*", requestLog(logger, env.trustProxy));
  if (traced) app.use("*", traced.requestAttributes);
  // Who acts and from where, for the audit log's triggers (docs/decisions/033-*).
  app.use("*", auditRequestContext(env.trustProxy));
  // Security headers on every answer, refusals included (docs/decisions/022). The page's
  // policy allows the inline boot script of the index.html actually served, by its hash, so
  // it cannot drift.
  const webDist = env.webDistDir ? resolve(env.webDistDir) : WEB_DIST;
  const webIndex = join(webDist, "index.html");
  const serveWeb = options.serveWeb === true && existsSync(webIndex);
  const indexHtml = serveWeb ? readFileSync(webIndex, "utf8") : undefined;
  const https = env.baseUrl.startsWith("https://");
  app.use("*", securityHeaders({ https, scriptHashes: inlineScriptHashes(indexHtml ?? "") }));
  // Answers that may carry a user's data (GraphQL, /api/*, the mailbox's sign-in codes) are
  // never stored by a cache, refusals included, unless the route set its own Cache-Control.
  for (const path of ["/graphql", "/api/*", "/dev/*"]) {
    app.use(path, async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) setResponseHeader(c, "Cache-Control", "no-store");
    });
  }
  // Before anything reads a body: oversized ones get 413 (ADR 024).
  app.use("/graphql", limitBodySize("graphql"));
  app.use("/api/*", limitBodySize("rest"));
  // A thrown error is a database outage (503, retried by clients and load balancers) or a bug
  // (500, logged once with the request id). Routes that answer errors themselves never get here.
  app.onError((error, c) => {
    const locale = localeFromHeaders(c.req.raw.headers);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, "database unavailable");
      return serviceUnavailableResponse(locale);
    }
    logger.error({ err: error }, "unexpected error");
    const message = translator(locale)("api.errors.unexpected");
    return c.json({ code: "INTERNAL_SERVER_ERROR", message }, 500);
  });
  // Text answers gzip'd when the client accepts it; the API answers shrink to a third or less.
  // /graphql compresses its own (server/http/buffered-response.ts: its negotiation, one zlib
  // call); the playground there is sent precompressed (server/http/graphiql.ts).
  const compressText = compress();
  app.use("*", (c, next) => (c.req.path === "/graphql" ? next() : compressText(c, next)));
  app.on(["GET", "POST"], "/api/auth/*", (c) => authHttp(c.req.raw, c.env));
  app.get("/api/config", (c) =>
    c.json({
      productName: "Groundwork",
      devMailbox,
      demoMode: env.demoMode,
      otpExpiresInMinutes: env.otpExpiresMinutes,
      signupEnabled: env.signupEnabled,
      requireAdminMfa: env.requireAdminMfa,
      providers,
      seedAccounts,
      env: { name: env.envName ?? null, emoji: env.envEmoji ?? null, color: env.envColor },
    }),
  );
  app.get("/api/health", (c) => c.json({ status: "ok", database: db.engine }));
  app.get("/api/health/ready", () => readiness());
  app.all("/api/*", (c) => {
    const message = translator(localeFromHeaders(c.req.raw.headers))("api.errors.notFound");
    return c.json({ code: "NOT_FOUND", message }, 404);
  });
  // The third-party API guide, linked from the playground: served as the Markdown it is, read
  // once; the release ships it (scripts/build-production.sh).
  const apiGuideFile = fromProjectRoot("docs", "api.md");
  const apiGuide = existsSync(apiGuideFile) ? readFileSync(apiGuideFile, "utf8") : undefined;
  app.get("/docs/api", (c) =>
    apiGuide === undefined
      ? c.notFound()
      : c.body(apiGuide, 200, {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "public, max-age=300",
        }),
  );
  // The playground, rendered and compressed once, is answered here: yoga never renders it.
  const graphiql = createGraphiQLPage({ title: "Groundwork API" });
  app.on(["GET", "POST", "OPTIONS"], "/graphql", async (c) => {
    const { headers, method, signal, url } = c.req.raw;
    if (wantsGraphiQL(c.req.raw)) return graphiql(c.req.raw);
    // Yoga refuses HEAD: it gets a GET built afresh (a copy of a HEAD with a body throws), and
    // Hono drops the body of the answer.
    const request = method === "HEAD" ? new Request(url, { headers, signal }) : c.req.raw;
    const answer = await yoga.fetch(request, {
      clientIp: clientIp(request, c.env, env.trustProxy),
    });
    return bufferedResponse(answer, headers.get("accept-encoding"));
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
  // Last: what no route above answered is the web build's (404/405 for what it lacks).
  if (serveWeb) serveWebBuild(app, { webDist, indexHtml: indexHtml ?? "" });

  return {
    // `bindings` is what @hono/node-server passes (the socket, for the client address).
    fetch: (request: Request, bindings?: ServerBindings) => app.fetch(request, bindings),
    env,
    prisma: db.prisma,
    auth,
    yoga,
    mailer,
    logger,
    /** Readiness answers 503 from now on, so load balancers stop sending new requests. */
    beginShutdown: () => {
      shuttingDown = true;
      // Workers stop taking jobs now; running ones have as long as requests do (ADR 025).
      jobs.beginStop(env.shutdownGraceMs + env.shutdownTimeoutMs);
    },
    /** The job queue: `send(name, payload, { tx })`, `sendNow` outside one (server/jobs/boss.ts). */
    jobs,
    /** The account e-mails, as jobs on the mail queue (server/email/account-mail.ts). */
    accountMail,
    /** The audit chain head's export (docs/decisions/046-*); tests wait for it. */
    auditHead: db.auditHead,
    // pg-boss first: its PGlite backend is the database's own instance.
    close: async () => {
      await jobs.close();
      await db.auditHead.idle();
      return db.close();
    },
  };
}
