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

// End-to-end tests against the built app (the instances: tests/e2e/support/instances.ts).
// Run them with `npm run test:e2e` (tests/e2e/run.ts), which also finds a browser.

const CI = !!process.env.CI;

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
