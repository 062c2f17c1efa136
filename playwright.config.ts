import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, defineConfig, devices, type LaunchOptions } from "@playwright/test";
import { smtpUrl } from "./tests/e2e/support/smtp-sink.ts";

// End-to-end tests against the built app, as `npm start` runs it (development mode, the
// embedded PGlite database seeded on first start), with mail going to a real SMTP sink.
// Run them with `npm run test:e2e` (tests/e2e/run.ts), which also finds a browser.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const PGLITE_DIR = ".data/e2e-pglite";
const CI = !!process.env.CI;

// A fresh database per run. This file is also loaded by Playwright's loader and worker
// processes, which inherit the runner's environment: only the first load (the runner,
// before it starts the web server) clears the directory.
if (!process.env.GROUNDWORK_E2E_RUN) {
  process.env.GROUNDWORK_E2E_RUN = String(process.pid);
  rmSync(fileURLToPath(new URL(PGLITE_DIR, new URL("./", import.meta.url))), {
    recursive: true,
    force: true,
  });
}

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
  // One server and one PGlite database on a 2-core machine: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [["line"]] : [["list"]],
  // Starts the SMTP sink; it runs after webServer has started, which is fine: the server
  // connects to SMTP only when it sends a code.
  globalSetup: "./tests/e2e/support/smtp-sink.ts",
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], ...browserLaunch() },
    },
  ],
  webServer: {
    name: "app",
    command: "npx vite build --logLevel warn && npx tsx server/index.ts",
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    // Set everything the server reads, so a developer's shell (DATABASE_URL, DEMO_MODE…)
    // cannot change what is tested. Empty means unset (server/env.ts).
    env: {
      NODE_ENV: "development",
      PORT: String(PORT),
      BASE_URL,
      DATABASE_URL: "",
      PGLITE_DIR,
      AUTH_SECRET: "e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
      SMTP_URL: smtpUrl(),
      MAIL_FROM: "Groundwork <no-reply@groundwork.localhost>",
      OTP_EXPIRES_MINUTES: "",
      DEMO_MODE: "",
      ENV_NAME: "",
      ENV_EMOJI: "",
      ENV_COLOR: "",
    },
  },
});
