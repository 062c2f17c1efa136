import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type LaunchOptions } from "@playwright/test";
import { authStateDir } from "./auth-states.ts";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, oidcIssuer, oidcPorts } from "./oidc.ts";
import { smtpUrl } from "./smtp-sink.ts";

// The app instances the end-to-end tests run against (playwright.config.ts), as `npm start`
// runs them (development mode, the embedded PGlite database as a first start seeds it), with
// mail going to a real SMTP sink.

// Four instances of the app, all mailing the SMTP sink: the main one; one with the shortest
// code validity (1 minute, for the verify screen's expiry) whose OpenID Connect provider
// refuses every login (for the access_denied path) and which names its environment (a
// "Staging" banner); the read-only demo; and one whose data stays as seeded. oidc.ts
// registers callbacks for the first two ports.
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
const SHORT_PORT = Number(process.env.E2E_SHORT_PORT ?? 3101);
export const SHORT_BASE_URL = `http://localhost:${SHORT_PORT}`;
// Per port, so runs on other ports (E2E_PORT…) can go side by side.
const PGLITE_DIR = `.data/e2e-pglite-${PORT}`;
const SHORT_PGLITE_DIR = `.data/e2e-pglite-${SHORT_PORT}`;
// The web build too: runs on other ports build and serve their own copy side by side.
// Absolute: `vite build --outDir` resolves a relative path against Vite's root (web/).
const WEB_DIST_DIR = fileURLToPath(
  new URL(`dist/e2e-${PORT}/web`, new URL("../../../", import.meta.url)),
);
// A third instance runs as the read-only demo (DEMO_MODE=true).
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 2);
export const DEMO_BASE_URL = `http://localhost:${DEMO_PORT}`;
const DEMO_PGLITE_DIR = `.data/e2e-pglite-${DEMO_PORT}`;
// A fourth instance whose data stays as seeded: the tests that count or order whole lists run
// there, one at a time, while the rest create users and repositories in parallel on the main
// one (docs/decisions/028).
const SEEDED_PORT = Number(process.env.E2E_SEEDED_PORT ?? PORT + 3);
export const SEEDED_BASE_URL = `http://localhost:${SEEDED_PORT}`;
const SEEDED_PGLITE_DIR = `.data/e2e-pglite-${SEEDED_PORT}`;
/** The setup projects' file: signs the shared accounts in once per run (auth-states.ts). */
export const SETUP = /auth\.setup\.ts$/;
/** Specs run against the second instance. */
export const SHORT_SPECS = /short-expiry\.spec\.ts$/;
/** Specs run against the demo instance. */
export const DEMO_SPECS = /\.demo\.spec\.ts$/;
/** Specs run against the instance whose data stays as seeded. */
export const SEEDED_SPECS = /\.seeded\.spec\.ts$/;
/**
 * Runs a TypeScript file in this Node with tsx's loader. Not `npx tsx`: npm resolving the
 * command costs about a CPU-second per start, before anything of ours runs.
 */
const TSX = `${JSON.stringify(process.execPath)} --import tsx`;

// A fresh database, and no signed-in state from an earlier run, per run. This file is also
// loaded by Playwright's loader and worker processes, which inherit the runner's environment:
// only the first load (the runner, before it starts the web servers) clears them.
if (!process.env.GROUNDWORK_E2E_RUN) {
  process.env.GROUNDWORK_E2E_RUN = String(process.pid);
  for (const dir of [PGLITE_DIR, SHORT_PGLITE_DIR, DEMO_PGLITE_DIR, SEEDED_PGLITE_DIR]) {
    rmSync(fileURLToPath(new URL(dir, new URL("../../../", import.meta.url))), {
      recursive: true,
      force: true,
    });
  }
  for (const port of [PORT, SEEDED_PORT])
    rmSync(authStateDir(port), { recursive: true, force: true });
}

/**
 * Everything the server reads, so a developer's shell (DATABASE_URL, DEMO_MODE…) cannot
 * change what is tested. Empty means unset (server/env.ts).
 */
function serverEnv(
  port: number,
  baseUrl: string,
  pgliteDir: string,
  options: {
    otpExpiresMinutes: string;
    oidcPort: number;
    demoMode?: boolean;
    /** ENV_NAME, ENV_EMOJI, ENV_COLOR: the environment banner. */
    environment?: [string, string, string];
  },
): Record<string, string> {
  return {
    NODE_ENV: "development",
    PORT: String(port),
    BASE_URL: baseUrl,
    DATABASE_URL: "",
    PGLITE_DIR: pgliteDir,
    AUTH_SECRET: "e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    SMTP_URL: smtpUrl(),
    MAIL_FROM: "Groundwork <no-reply@groundwork.localhost>",
    OTP_EXPIRES_MINUTES: options.otpExpiresMinutes,
    DEMO_MODE: options.demoMode ? "true" : "",
    WEB_DIST_DIR,
    ENV_NAME: options.environment?.[0] ?? "",
    ENV_EMOJI: options.environment?.[1] ?? "",
    ENV_COLOR: options.environment?.[2] ?? "",
    AUTH_SIGNUP_ENABLED: "true",
    // The tests send their own X-Forwarded-For (one client address per test, fixtures.ts).
    TRUST_PROXY: "true",
    GITHUB_CLIENT_ID: "",
    GITHUB_CLIENT_SECRET: "",
    OIDC_ISSUER: oidcIssuer(options.oidcPort),
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_NAME,
    // The webhook tests' receiver listens on 127.0.0.1 (account-webhooks.spec.ts), which the
    // address guard refuses otherwise; the server refuses this flag in production.
    WEBHOOK_ALLOW_PRIVATE: "true",
    // Warnings and errors only: stdout is ignored (serverCommon), and pretty-printing an access
    // line per request was a seventh of each server's CPU.
    LOG_LEVEL: "warn",
  };
}

const serverCommon = {
  // A bound on a hung start, not a speed check: the first start (web build, database) takes
  // ~20 s of CPU, which a machine shared with other jobs stretched past two minutes.
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: "ignore",
  stderr: "pipe",
  gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
} as const;

/** Playwright's own Chromium when installed, else the one tests/e2e/run.ts found. */
export function browserLaunch(): { channel?: string; launchOptions?: LaunchOptions } {
  // Chromium refuses ports it deems unsafe (6000 for X11, 6665–6669…) with ERR_UNSAFE_PORT; the
  // instances listen where E2E_PORT… say, so those are allowed (a run at E2E_PORT=6000 failed).
  const allowedPorts = `--explicitly-allowed-ports=${[PORT, SHORT_PORT, DEMO_PORT, SEEDED_PORT].join(",")}`;
  // The "chromium" channel runs the full browser (new headless), the executable checked here.
  if (existsSync(chromium.executablePath())) {
    return { channel: "chromium", launchOptions: { args: [allowedPorts] } };
  }
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (!executablePath) return { launchOptions: { args: [allowedPorts] } };
  return {
    launchOptions: {
      executablePath,
      args: [
        allowedPorts,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  };
}

/** Playwright's `webServer`: the four instances, started in order. */
export const webServers = [
  {
    ...serverCommon,
    name: "app",
    // Builds the web app (the production build users get: weight.spec.ts measures it) and,
    // at the same time, one migrated and seeded database that every instance starts from
    // (support/prepare-run.ts). The other instances start after this one is up.
    command: [
      `${TSX} tests/e2e/support/prepare-run.ts`,
      WEB_DIST_DIR,
      ...[PGLITE_DIR, SHORT_PGLITE_DIR, DEMO_PGLITE_DIR, SEEDED_PGLITE_DIR],
      `&& ${TSX} server/index.ts`,
    ].join(" "),
    url: `${BASE_URL}/api/health`,
    env: serverEnv(PORT, BASE_URL, PGLITE_DIR, {
      otpExpiresMinutes: "",
      oidcPort: oidcPorts().allow,
    }),
  },
  {
    ...serverCommon,
    // The other three instances, started together by one process once the first is up
    // (support/start-servers.ts): one after another they took ~20 s before any test ran.
    name: "app-short-expiry, app-demo, app-seeded",
    command: `${TSX} tests/e2e/support/start-servers.ts`,
    url: `${SHORT_BASE_URL}/api/health`,
    env: {
      E2E_SERVERS: JSON.stringify([
        serverEnv(SHORT_PORT, SHORT_BASE_URL, SHORT_PGLITE_DIR, {
          otpExpiresMinutes: "1",
          oidcPort: oidcPorts().deny,
          // A dark colour, so the banner must pick light text (env-banner.short-expiry.spec.ts).
          environment: ["Staging", "🧪", "darkred"],
        }),
        serverEnv(DEMO_PORT, DEMO_BASE_URL, DEMO_PGLITE_DIR, {
          otpExpiresMinutes: "",
          oidcPort: oidcPorts().allow,
          demoMode: true,
        }),
        serverEnv(SEEDED_PORT, SEEDED_BASE_URL, SEEDED_PGLITE_DIR, {
          otpExpiresMinutes: "",
          oidcPort: oidcPorts().allow,
        }),
      ]),
    },
  },
  // Only waits for the demo and seeded instances, which the entry above starts: already up,
  // they are taken as they are; if not yet, this idle process stands in until they are.
  ...[DEMO_BASE_URL, SEEDED_BASE_URL].map((baseUrl) => ({
    ...serverCommon,
    name: `wait for ${baseUrl}`,
    command: `node -e "setInterval(() => {}, 1 << 30)"`,
    url: `${baseUrl}/api/health`,
    reuseExistingServer: true,
  })),
];
