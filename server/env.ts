import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import { telemetryConfig, telemetryVariables } from "./telemetry/config.ts";

// The only module that reads process.env: everything else receives an `Env`.

// Unset (or empty) is the default; "true"/"1"/"yes"/"on" and their opposites, any case.
const flag = (fallback: boolean) => z.stringbool().default(fallback);

const postgresUrl = z
  .string()
  .optional()
  .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), "must be a postgresql:// URL");

const optionalText = z.string().trim().optional();

// Comma-separated; each entry must be an address so a typo cannot silently leave a team
// without its admin. Lower-case, as better-auth stores e-mails.
const emailList = z
  .string()
  .default("")
  .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase()))
  .transform((entries) => [...new Set(entries.filter(Boolean))])
  .pipe(
    z.array(z.email({ error: (issue) => `"${String(issue.input)}" is not an e-mail address` })),
  );

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Where to listen (docs/decisions/022): an address or a host name, no port or brackets.
    HOST: z
      .union([z.ipv4(), z.ipv6(), z.hostname()], {
        error: "must be an IP address or a host name (127.0.0.1, 0.0.0.0, ::)",
      })
      .optional(),
    BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: postgresUrl,
    // The owner role migrations run as, when the server's DATABASE_URL role is kept from owning
    // the schema (docs/decisions/046-audit-log-roles.md, docs/deploy.md).
    MIGRATION_DATABASE_URL: postgresUrl,
    PGLITE_DIR: z.string().min(1).default(".data/pglite"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^smtps?:\/\//.test(value), {
        message: "must be an smtp:// or smtps:// URL",
      }),
    MAIL_FROM: z.string().min(3).default("Groundwork <no-reply@groundwork.localhost>"),
    OTP_EXPIRES_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
    DEMO_MODE: flag(false),
    // Where `npm start` serves the built web app from; the e2e servers build one per port.
    WEB_DIST_DIR: optionalText,
    AUTH_SIGNUP_ENABLED: flag(true),
    // Only behind a reverse proxy that overwrites X-Forwarded-For; otherwise clients forge it.
    TRUST_PROXY: flag(false),
    // An admin without a second factor uses no admin right until one is set up (ADR 117).
    // Unset: on in production, off elsewhere (seeded development accounts) and in the demo.
    REQUIRE_ADMIN_MFA: z.stringbool().optional(),
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: z.string().trim().min(1).default("OpenID Connect"),
    ENV_NAME: optionalText,
    ENV_EMOJI: optionalText,
    ENV_COLOR: z
      .string()
      .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$/, "must be a CSS colour name or #hex")
      .default("plum"),
    ADMIN_EMAILS: emailList,
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // How long the listener stays open after readiness turns 503 (ADR 025); default by NODE_ENV.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    // Hourly cost budgets (docs/decisions/030-*); at least one request at the cost limit.
    API_KEY_POINTS_PER_HOUR: z.coerce.number().int().min(2500).max(10_000_000).default(5000),
    SESSION_POINTS_PER_HOUR: z.coerce.number().int().min(2500).max(10_000_000).default(50_000),
    // Usable API keys per user; each has its own budget above (docs/decisions/072).
    API_KEYS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
    // Audit events older than this are removed by the daily retention job (ADR 033).
    // audit.prune() refuses less than 30 days (docs/decisions/046): fail at start, not daily.
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(365),
    // Where the signed audit chain head is written after each append (ADR 046).
    AUDIT_HEAD_FILE: optionalText,
    // Background jobs in this process (docs/decisions/104): "off" makes a web-only instance,
    // for deployments that run `npm run worker` processes beside it.
    WORKER: z.enum(["on", "off"]).default("on"),
    // Lets webhook endpoints point at private, loopback and link-local addresses (the SSRF
    // guard, docs/decisions/107): for development and tests only, refused in production.
    WEBHOOK_ALLOW_PRIVATE: flag(false),
    // Organization limits (docs/decisions/110): organizations a user may create, members
    // (pending invitations count too) per organization, teams per organization.
    ORGANIZATIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
    MEMBERS_PER_ORGANIZATION: z.coerce.number().int().min(2).max(100_000).default(100),
    TEAMS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(1000).default(20),
    // OpenTelemetry, off unless an OTLP endpoint is set (docs/decisions/122).
    ...telemetryVariables,
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (value.MIGRATION_DATABASE_URL && !value.DATABASE_URL) {
      issue("MIGRATION_DATABASE_URL", "needs DATABASE_URL (PGlite migrates as its only user)");
    }
    const production = value.NODE_ENV === "production";
    if (production && !value.AUTH_SECRET) issue("AUTH_SECRET", "is required in production");
    // Without it codes go to an in-memory mailbox nobody can read in production; the demo
    // shows its seeded accounts' codes on /dev/mailbox instead.
    if (production && !value.SMTP_URL && !value.DEMO_MODE) {
      issue("SMTP_URL", "is required in production (login codes are sent by e-mail)");
    }
    if (production && value.WEBHOOK_ALLOW_PRIVATE) {
      issue("WEBHOOK_ALLOW_PRIVATE", "is for development and tests only, not production");
    }
  });

export class EnvError extends Error {
  override name = "EnvError";
}

type Source = Record<string, string | undefined>;

/** Validates a set of variables; `dataDir` is where a development secret is kept. */
export function parseEnv(source: Source, options: { dataDir?: string } = {}) {
  const result = schema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? "(environment)")}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const value = result.data;
  return {
    nodeEnv: value.NODE_ENV,
    isProduction: value.NODE_ENV === "production",
    port: value.PORT,
    // Listening address; undefined: every interface (Node's default). A development server is
    // reachable from this machine only; production runs in containers and behind proxies.
    host: value.HOST ?? (value.NODE_ENV === "production" ? undefined : "127.0.0.1"),
    baseUrl: (value.BASE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    databaseUrl: value.DATABASE_URL,
    pgliteDir: value.PGLITE_DIR,
    authSecret: value.AUTH_SECRET ?? developmentSecret(options.dataDir ?? ".data"),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    otpExpiresMinutes: value.OTP_EXPIRES_MINUTES,
    demoMode: value.DEMO_MODE,
    webDistDir: value.WEB_DIST_DIR,
    envName: value.ENV_NAME,
    envEmoji: value.ENV_EMOJI,
    envColor: value.ENV_COLOR,
    // The read-only demo never creates accounts: visitors use the seeded ones.
    signupEnabled: value.AUTH_SIGNUP_ENABLED && !value.DEMO_MODE,
    trustProxy: value.TRUST_PROXY,
    requireAdminMfa:
      value.REQUIRE_ADMIN_MFA ?? (value.NODE_ENV === "production" && !value.DEMO_MODE),
    github:
      value.GITHUB_CLIENT_ID && value.GITHUB_CLIENT_SECRET
        ? { clientId: value.GITHUB_CLIENT_ID, clientSecret: value.GITHUB_CLIENT_SECRET }
        : undefined,
    oidc:
      value.OIDC_ISSUER && value.OIDC_CLIENT_ID && value.OIDC_CLIENT_SECRET
        ? {
            issuer: value.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: value.OIDC_CLIENT_ID,
            clientSecret: value.OIDC_CLIENT_SECRET,
            name: value.OIDC_NAME,
          }
        : undefined,
    // Lower-case addresses that are admins from their first sign-in (server/auth/admin-emails.ts).
    adminEmails: value.ADMIN_EMAILS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    // Draining: answers carry `Connection: close` and new connections are still accepted. Load
    // balancers need a few seconds to see readiness fail; a developer's Ctrl-C does not.
    shutdownGraceMs: value.SHUTDOWN_GRACE_MS ?? (value.NODE_ENV === "production" ? 5000 : 0),
    auditRetentionDays: value.AUDIT_RETENTION_DAYS,
    auditHeadFile: value.AUDIT_HEAD_FILE,
    /** Works the job queues, keeps the cron schedules (WORKER, default on). */
    worker: value.WORKER === "on",
    migrationDatabaseUrl: value.MIGRATION_DATABASE_URL,
    // Tests keep their output for the test runner's report.
    logLevel: value.LOG_LEVEL ?? (value.NODE_ENV === "test" ? "silent" : "info"),
    // Cost points per hour: per API key, and per user for browser sessions.
    pointsPerHour: {
      apiKey: value.API_KEY_POINTS_PER_HOUR,
      session: value.SESSION_POINTS_PER_HOUR,
    },
    // Unrevoked, unexpired API keys a user may hold (server/auth/api-keys.ts).
    apiKeysPerUser: value.API_KEYS_PER_USER,
    // Webhook URLs may resolve to private addresses (never in production).
    webhookAllowPrivate: value.WEBHOOK_ALLOW_PRIVATE,
    organizationLimits: {
      organizationsPerUser: value.ORGANIZATIONS_PER_USER,
      membersPerOrganization: value.MEMBERS_PER_ORGANIZATION,
      teamsPerOrganization: value.TEAMS_PER_ORGANIZATION,
    },
    /** Traces and metrics over OTLP; null: off, and no OpenTelemetry module is loaded. */
    telemetry: telemetryConfig(value),
  };
}

export type Env = ReturnType<typeof parseEnv>;

/** Valid but risky settings, logged at start (server/index.ts). */
export function startupWarnings(env: Env): string[] {
  if (!env.isProduction || env.baseUrl.startsWith("https://")) return [];
  return [
    `BASE_URL is not https (${env.baseUrl}): session cookies are Secure and browsers drop them over plain http`,
  ];
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

// Unset and empty (or blank) mean the same thing, as in most .env tooling.
function emptyToUndefined(source: Source): Source {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value?.trim() ? value : undefined]),
  );
}

// Development only: a random secret generated once and kept, so sessions survive restarts
// without asking a newcomer to invent one.
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
