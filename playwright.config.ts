import { defineConfig, devices } from "@playwright/test";
import {
  BASE_URL,
  browserLaunch,
  DEMO_BASE_URL,
  DEMO_SPECS,
  SEEDED_BASE_URL,
  SEEDED_SPECS,
  SETUP,
  SHORT_BASE_URL,
  SHORT_SPECS,
  webServers,
} from "./tests/e2e/support/instances.ts";

// End-to-end tests against the built app; `npm run test:e2e` (tests/e2e/run.ts) finds a browser.

const CI = !!process.env.CI;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Three workers on 2 cores: a browser test mostly waits, and a fourth made sign-ins time out.
  // A test depends on no other's data: it signs in its own account or a setup state (ADR 028).
  workers: 3,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A bound on a hang, not a speed check: a sign-in and two axe runs took 30 s on a busy runner.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [["line"]] : [["list"]],
  // The SMTP sink and OpenID Connect providers start after webServer: the server needs them late.
  globalSetup: ["./tests/e2e/support/smtp-sink.ts", "./tests/e2e/support/oidc.ts"],
  use: {
    ...devices["Desktop Chrome"],
    ...browserLaunch(),
    baseURL: BASE_URL,
    locale: "en-US",
    trace: "on-first-retry",
  },
  projects: [
    {
      // Signs the admin, a user and a newcomer in on the main instance, once per run.
      name: "setup",
      testMatch: SETUP,
    },
    {
      name: "setup-seeded",
      testMatch: SETUP,
      grep: /sign in as admin/,
      use: { baseURL: SEEDED_BASE_URL },
    },
    // Every spec project is in the phase after the setups, sharing the workers; the serial
    // chains (seeded, demo) are listed first so they start early, not alone at the end.
    {
      // One test at a time, in file order: what a test there creates, it deletes again.
      name: "chromium-seeded",
      testMatch: SEEDED_SPECS,
      dependencies: ["setup-seeded"],
      workers: 1,
      fullyParallel: false,
      use: { baseURL: SEEDED_BASE_URL },
    },
    {
      // In order: the tests read codes off the one public mailbox page, newest first.
      name: "chromium-demo",
      testMatch: DEMO_SPECS,
      fullyParallel: false,
      dependencies: ["setup"],
      use: { baseURL: DEMO_BASE_URL },
    },
    {
      name: "chromium-short-expiry",
      testMatch: SHORT_SPECS,
      dependencies: ["setup"],
      use: { baseURL: SHORT_BASE_URL },
    },
    {
      name: "chromium",
      testIgnore: [SHORT_SPECS, DEMO_SPECS, SEEDED_SPECS],
      dependencies: ["setup"],
    },
  ],
  webServer: webServers,
});
