import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { z } from "zod";

// The only module that reads process.env: everything else receives an `Env`.

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

// For switches that are on unless explicitly turned off.
const flagDefaultTrue = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === undefined || value === "" || value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

// Comma-separated; each entry must be an address so a typo cannot silently leave a team
// without its admin. Lower-case, as better-auth stores e-mails.
const emailList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    for (const entry of entries) {
      if (!z.email().safeParse(entry).success) {
        ctx.addIssue({ code: "custom", message: `"${entry}" is not an e-mail address` });
        return z.NEVER;
      }
    }
    return [...new Set(entries)];
  });

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
    DATABASE_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), {
        message: "must be a postgresql:// URL",
      }),
    // The owner role migrations run as, when the server's DATABASE_URL role is kept from owning
    // the schema (docs/decisions/046-audit-log-roles.md, docs/deploy.md).
    MIGRATION_DATABASE_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), {
        message: "must be a postgresql:// URL",
      }),
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
    DEMO_MODE: flag,
    // Where `npm start` serves the built web app from; the e2e servers build one per port.
    WEB_DIST_DIR: optionalText,
    AUTH_SIGNUP_ENABLED: flagDefaultTrue,
    // Only behind a reverse proxy that overwrites X-Forwarded-For; otherwise clients forge it.
    TRUST_PROXY: flag,
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
  })
  .superRefine((value, ctx) => {
    if (value.MIGRATION_DATABASE_URL && !value.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["MIGRATION_DATABASE_URL"],
        message: "needs DATABASE_URL (PGlite migrates as its only user)",
      });
    }
    if (value.NODE_ENV === "production" && !value.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production",
      });
    }
    // Without it codes go to an in-memory mailbox nobody can read in production; the demo
    // shows its seeded accounts' codes on /dev/mailbox instead.
    if (value.NODE_ENV === "production" && !value.SMTP_URL && !value.DEMO_MODE) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required in production (login codes are sent by e-mail)",
      });
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
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
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
    // Days an audit event is kept (server/audit/retention.ts).
    auditRetentionDays: value.AUDIT_RETENTION_DAYS,
    auditHeadFile: value.AUDIT_HEAD_FILE,
    migrationDatabaseUrl: value.MIGRATION_DATABASE_URL,
    // Tests keep their output for the test runner's report.
    logLevel: value.LOG_LEVEL ?? (value.NODE_ENV === "test" ? "silent" : "info"),
    // Cost points per hour: per API key, and per user for browser sessions.
    pointsPerHour: {
      apiKey: value.API_KEY_POINTS_PER_HOUR,
      session: value.SESSION_POINTS_PER_HOUR,
    },
    // Unrevoked, unexpired API keys a user may hold (server/auth/api-key-cap.ts).
    apiKeysPerUser: value.API_KEYS_PER_USER,
  };
}

export type Env = ReturnType<typeof parseEnv>;

/** Valid but risky settings, logged at start (server/index.ts). */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.isProduction && !env.baseUrl.startsWith("https://")) {
    warnings.push(
      `BASE_URL is not https (${env.baseUrl}): session cookies are Secure and browsers drop them over plain http`,
    );
  }
  return warnings;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}

// Unset and empty mean the same thing, as in most .env tooling.
function emptyToUndefined(source: Source): Source {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
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
