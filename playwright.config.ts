import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, defineConfig, devices, type LaunchOptions } from "@playwright/test";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_NAME,
  oidcIssuer,
  oidcPorts,
} from "./tests/e2e/support/oidc.ts";
import { authStateDir } from "./tests/e2e/support/auth-states.ts";
import { smtpUrl } from "./tests/e2e/support/smtp-sink.ts";

// End-to-end tests against the built app, as `npm start` runs it (development mode, the
// embedded PGlite database as a first start seeds it), with mail going to a real SMTP sink.
// Run them with `npm run test:e2e` (tests/e2e/run.ts), which also finds a browser.

// Four instances of the app, all mailing the SMTP sink: the main one; one with the shortest
// code validity (1 minute, for the verify screen's expiry) whose OpenID Connect provider
// refuses every login (for the access_denied path) and which names its environment (a
// "Staging" banner); the read-only demo; and one whose data stays as seeded. oidc.ts
// registers callbacks for the first two ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const SHORT_PORT = Number(process.env.E2E_SHORT_PORT ?? 3101);
const SHORT_BASE_URL = `http://localhost:${SHORT_PORT}`;
// Per port, so runs on other ports (E2E_PORT…) can go side by side.
const PGLITE_DIR = `.data/e2e-pglite-${PORT}`;
const SHORT_PGLITE_DIR = `.data/e2e-pglite-${SHORT_PORT}`;
// The web build too: runs on other ports build and serve their own copy side by side.
// Absolute: `vite build --outDir` resolves a relative path against Vite's root (web/).
const WEB_DIST_DIR = fileURLToPath(new URL(`dist/e2e-${PORT}/web`, new URL("./", import.meta.url)));
// A third instance runs as the read-only demo (DEMO_MODE=true).
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 2);
const DEMO_BASE_URL = `http://localhost:${DEMO_PORT}`;
const DEMO_PGLITE_DIR = `.data/e2e-pglite-${DEMO_PORT}`;
// A fourth instance whose data stays as seeded: the tests that count or order whole lists run
// there, one at a time, while the rest create users and repositories in parallel on the main
// one (docs/decisions/028).
const SEEDED_PORT = Number(process.env.E2E_SEEDED_PORT ?? PORT + 3);
const SEEDED_BASE_URL = `http://localhost:${SEEDED_PORT}`;
const SEEDED_PGLITE_DIR = `.data/e2e-pglite-${SEEDED_PORT}`;
/** The setup projects' file: signs the shared accounts in once per run (auth-states.ts). */
const SETUP = /auth\.setup\.ts$/;
/** Specs run against the second instance. */
const SHORT_SPECS = /short-expiry\.spec\.ts$/;
/** Specs run against the demo instance. */
const DEMO_SPECS = /\.demo\.spec\.ts$/;
/** Specs run against the instance whose data stays as seeded. */
const SEEDED_SPECS = /\.seeded\.spec\.ts$/;
const CI = !!process.env.CI;
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
    rmSync(fileURLToPath(new URL(dir, new URL("./", import.meta.url))), {
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
function browserLaunch(): { channel?: string; launchOptions?: LaunchOptions } {
  // The "chromium" channel runs the full browser (new headless), the executable checked here.
  if (existsSync(chromium.executablePath())) return { channel: "chromium" };
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (!executablePath) return {};
  return {
    launchOptions: {
      executablePath,
      args: [
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

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Tests run side by side, each test on its own (fullyParallel), except where a project says
  // otherwise. Three workers on the 2 cores of CI and the development machines: a browser test
  // mostly waits (about 0.7 of a core in use with three), and a fourth made the run slower and
  // its sign-ins time out (docs/decisions/028). A test must not
  // depend on another's data or on running alone: it signs in its own account, or uses a state
  // from the setup projects that nobody signs out (docs/decisions/028).
  workers: 3,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A bound on a hang, not a speed check: on a 2-core runner shared with other jobs a sign-in
  // and two axe runs took over 30 s (docs/decisions/028).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [["line"]] : [["list"]],
  // Starts the SMTP sink and the OpenID Connect providers; they run after webServer has
  // started, which is fine: the server reaches them only when it sends a code or a user
  // picks the provider.
  globalSetup: ["./tests/e2e/support/smtp-sink.ts", "./tests/e2e/support/oidc.ts"],
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    trace: "on-first-retry",
  },
  projects: [
    {
      // Signs the admin, a user and a newcomer in on the main instance, once per run.
      name: "setup",
      testMatch: SETUP,
      use: { ...devices["Desktop Chrome"], ...browserLaunch() },
    },
    {
      name: "setup-seeded",
      testMatch: SETUP,
      grep: /sign in as admin/,
      use: { ...devices["Desktop Chrome"], ...browserLaunch(), baseURL: SEEDED_BASE_URL },
    },
    // Playwright runs projects in phases: every project of a phase ends before the next phase
    // starts. So the setups are the first phase alone, and every spec project is in the second
    // (those that need no signed-in state too), where they all share the workers. The first
    // listed are dispatched first: the serial chains (seeded, demo) start early, beside the
    // rest, instead of running alone at the end (docs/decisions/028).
    {
      // One test at a time, in file order: what a test there creates, it deletes again.
      name: "chromium-seeded",
      testMatch: SEEDED_SPECS,
      dependencies: ["setup-seeded"],
      workers: 1,
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], ...browserLaunch(), baseURL: SEEDED_BASE_URL },
    },
    {
      // In order: the tests read codes off the one public mailbox page, newest first.
      name: "chromium-demo",
      testMatch: DEMO_SPECS,
      fullyParallel: false,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], ...browserLaunch(), baseURL: DEMO_BASE_URL },
    },
    {
      name: "chromium-short-expiry",
      testMatch: SHORT_SPECS,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], ...browserLaunch(), baseURL: SHORT_BASE_URL },
    },
    {
      name: "chromium",
      testIgnore: [SHORT_SPECS, DEMO_SPECS, SEEDED_SPECS],
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], ...browserLaunch() },
    },
  ],
  webServer: [
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
  ],
});
