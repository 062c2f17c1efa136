import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Clock } from "pg-boss";
import { inject } from "vitest";
import { isOneTimeCode } from "#shared/validation/one-time-code";
import { createApp, type App } from "../../server/app.ts";
import type { DatabaseTarget } from "../../server/db/db.ts";
import type { StoredMail } from "../../server/email/mailer.ts";
import { parseEnv } from "../../server/env.ts";
import { silentLogger, type Logger } from "../../server/logger.ts";
import { MAIL_JOB } from "../../server/email/mail-job.ts";
import type { WebhookLookup } from "../../server/webhooks/address-guard.ts";
import { WEBHOOK_DELIVER_JOB, WEBHOOK_DISPATCH_JOB } from "../../server/webhooks/queue.ts";
import { withDatabase } from "./global-setup.ts";
import { until } from "./jobs.ts";
import { acquirePGlite, releasePGlite } from "./pglite-pool.ts";

export const BASE_URL = "http://localhost:3000";
/** The test apps' AUTH_SECRET: what they seal with (server/crypto/seal.ts). */
export const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const TEST_SECRET = TEST_AUTH_SECRET;

export type TestApp = App & {
  engine: "pglite" | "postgresql";
  request: (path: string, init?: RequestInit) => Promise<Response>;
  graphql: <Data = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; cookie?: string; headers?: HeadersInit },
  ) => Promise<{ status: number; body: GraphQLBody<Data> }>;
  /** Signs in through the real e-mail code flow and returns the session cookie. */
  signIn: (email: string) => Promise<string>;
  /** Waits for the newest login code e-mailed to this address (development mailbox). */
  lastCode: (email: string, after?: number) => Promise<string>;
  /** Waits until at least `count` kept e-mails match, and returns those that do, newest first. */
  mails: (match: (mail: StoredMail) => boolean, count?: number) => Promise<StoredMail[]>;
  /**
   * Returns once every e-mail asked for before the call has gone out (or never will): a code
   * to a fresh address, asked for after them, has arrived.
   */
  mailSettled: () => Promise<void>;
  /** Where the app's data lives, for a second app on the same database (`sameDatabaseAs`). */
  database: AppDatabase;
};

type AppDatabase = DatabaseTarget;

export type GraphQLBody<Data> = {
  data?: Data | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
};

/**
 * One app per test file, on a copy of the seeded template: PGlite by default, a fresh
 * PostgreSQL database cloned from the template when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  variables: Record<string, string> = {},
  options: {
    serveWeb?: boolean;
    logger?: Logger;
    /** PostgreSQL only: the URL the app connects through (a proxy a test can cut, a role). */
    databaseUrl?: (url: string) => string;
    /**
     * A second instance on that app's database, as two servers behind one load balancer:
     * same PostgreSQL database, or same PGlite instance. Closing it leaves the database to
     * the first app.
     */
    sameDatabaseAs?: TestApp;
    /** pg-boss's TestClock for the app's job queue (server/jobs/boss.ts). */
    jobsClock?: Clock;
    /**
     * Work the mail queue (default, except for a second app on the same database): the app is
     * a web instance plus a mail worker, so codes reach the mailbox as in development. Off:
     * mail jobs stay queued for the test to read, or for the first app's worker.
     */
    mailWorker?: boolean;
    /**
     * Work the webhook queues (dispatch and deliver), as mail: by default, except for a second
     * app on the same database (docs/decisions/107).
     */
    webhookWorker?: boolean;
    /** How webhook hosts resolve (the SSRF guard's tests inject names). */
    webhookLookup?: WebhookLookup;
    /** A delivery's timeout (10 s in the app): the timeout test's receiver is slower. */
    webhookTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: "test",
    BASE_URL,
    AUTH_SECRET: TEST_SECRET,
    // The harness plays the reverse proxy: it sets X-Forwarded-For on every request below.
    TRUST_PROXY: "true",
    // No workers, cron nor maintenance unless a test asks (WORKER: "on"): a file's app then
    // runs no job the test did not start (the jobs tests opt in).
    WORKER: "off",
    ...variables,
  });
  // Mailboxes are per app and the queue is the database's: with two apps on one database,
  // only the first works mail, so every code, asked of either, is in its mailbox.
  const mailWorker = options.mailWorker ?? !options.sameDatabaseAs;
  const webhookWorker = options.webhookWorker ?? !options.sameDatabaseAs;
  // WORKER=on works every queue anyway.
  const workQueues = [
    ...(mailWorker ? (["mail.send"] as const) : []),
    ...(webhookWorker ? ([WEBHOOK_DISPATCH_JOB, WEBHOOK_DELIVER_JOB] as const) : []),
  ];
  const webhooks = {
    webhookLookup: options.webhookLookup,
    webhookTimeoutMs: options.webhookTimeoutMs,
  };
  const postgresTemplate = inject("postgresTemplate");
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let app: App;
  let database: AppDatabase;
  if (options.sameDatabaseAs) {
    database = options.sameDatabaseAs.database;
    app = await createApp({
      env,
      database,
      logger: options.logger ?? silentLogger,
      seed: false,
      serveWeb: options.serveWeb,
      jobsClock: options.jobsClock,
      workQueues,
      ...webhooks,
    });
  } else if (postgresTemplate && adminUrl) {
    const name = `gw_test_${randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    database = {
      engine: "postgresql",
      url: (options.databaseUrl ?? String)(withDatabase(adminUrl, name)),
      // Migrations run as the test server's user, as MIGRATION_DATABASE_URL does (docs/deploy.md).
      migrationUrl: withDatabase(adminUrl, name),
    };
    app = await createApp({
      env,
      database,
      logger: options.logger ?? silentLogger,
      seed: false,
      serveWeb: options.serveWeb,
      jobsClock: options.jobsClock,
      workQueues,
      ...webhooks,
    });
  } else {
    const pglite = await acquirePGlite();
    database = { engine: "pglite", dir: undefined, pglite };
    app = await createApp({
      env,
      database,
      logger: options.logger ?? silentLogger,
      seed: false,
      serveWeb: options.serveWeb,
      jobsClock: options.jobsClock,
      workQueues,
      ...webhooks,
    });
    const close = app.close;
    app = { ...app, close: async () => (await close(), await releasePGlite(pglite)) };
  }

  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", BASE_URL);
    // Each request looks like a new client unless a test says otherwise, so per-IP rate
    // limits only show up in the tests that are about them.
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", randomTestIp());
    return app.fetch(new Request(new URL(path, BASE_URL), { ...init, headers }));
  };

  // Mail is a job, worked after the request that stored it has been answered
  // (docs/decisions/105), so tests wait for it. The wait is counted in polls, not
  // read from Date, which a test may have frozen; 20 s covers a busy machine rendering its
  // first e-mail.
  const mails = async (match: (mail: StoredMail) => boolean, count = 1) => {
    for (let poll = 0; poll < 1000; poll++) {
      const found = app.mailer.mailbox().filter(match);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`Fewer than ${count} matching e-mails arrived in 20 s`);
  };
  const codeIn = (mail: StoredMail) =>
    mail.text
      .split("\n")
      .map((line) => line.trim())
      .find(isOneTimeCode);

  // Read from the queue: every mail job stored so far has been worked (sent, or given up)
  // once none is waiting, retrying or running. Requests store theirs before they answer.
  const mailSettled = () =>
    until(async () => {
      const [row] = await app.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = ${MAIL_JOB} AND state IN ('created', 'retry', 'active')`;
      return row?.n === 0;
    }, "no mail job is waiting or running");

  const lastCode = async (email: string, after = 0) => {
    // The newest code once every code asked for so far is in: an older one in the mailbox
    // must not be read while a new one is still on the queue.
    if (mailWorker) await mailSettled();
    const [mail] = await mails((m) => m.to === email && m.id > after && !!codeIn(m));
    return codeIn(mail!)!;
  };

  const newestMailId = () => app.mailer.mailbox()[0]?.id ?? 0;

  const postJson = (path: string, body: unknown, init: HeadersInit = {}) => {
    const headers = new Headers(init);
    headers.set("content-type", "application/json");
    return request(path, { method: "POST", headers, body: JSON.stringify(body) });
  };

  return {
    ...app,
    database,
    engine: database.engine,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
    request,
    lastCode,
    mails,
    mailSettled,
    graphql: async (query, options = {}) => {
      const headers = new Headers(options.headers);
      if (options.cookie) headers.set("cookie", options.cookie);
      const response = await postJson("/graphql", { query, variables: options.variables }, headers);
      return { status: response.status, body: await response.json() };
    },
    signIn: async (email) => {
      const before = newestMailId();
      // One browser: the code is entered from the address that asked for it (ADR 008).
      const client = { "x-forwarded-for": randomTestIp() };
      const sent = await postJson(
        "/api/auth/email-otp/send-verification-otp",
        { email, type: "sign-in" },
        client,
      );
      if (!sent.ok) throw new Error(`Sending a code failed: ${sent.status}`);
      const otp = await lastCode(email, before);
      const signedIn = await postJson("/api/auth/sign-in/email-otp", { email, otp }, client);
      if (!signedIn.ok) throw new Error(`Sign-in failed: ${signedIn.status}`);
      return sessionCookie(signedIn);
    },
  };
}

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token"))
    .join("; ");
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function randomTestIp(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}
