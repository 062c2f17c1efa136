import type { Browser, Page } from "@playwright/test";
import type { StorageState } from "./support/auth-states.ts";
import { sampleIds } from "./support/sample-ids.ts";
import { enterCode, requestCode } from "./support/fixtures.ts";
import { clientAddress, expect, freshEmail, test } from "./support/manager-users.ts";

// The Content-Security-Policy forbids inline scripts (the boot script is
// allowed by its hash), and no route of the app, nor the GraphiQL page, breaks it
// (docs/decisions/022).

type Violation = { page: string; text: string };

const ANONYMOUS: StorageState = { cookies: [], origins: [] };
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/** A page whose CSP violations (events and console reports) land in `violations`. */
async function watchedPage(
  browser: Browser,
  baseURL: string,
  state: StorageState,
  violations: Violation[],
  options: { theme?: "light" | "dark"; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    colorScheme: options.theme ?? "light",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  if (options.locale) {
    await context.addCookies([
      { name: "lng", value: options.locale, domain: "localhost", path: "/" },
    ]);
  }
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => {
    violations.push({ page: page.url(), text });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push({ page: page.url(), text: message.text() });
  });
  return page;
}

/** Opens each path, checks it is served with a policy and renders, and lets it settle. */
async function visit(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, `policy of ${path}`).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    });
  }
}

test("the policy blocks an injected inline script, and the detector sees it", async ({
  browser,
}, testInfo) => {
  const violations: Violation[] = [];
  const page = await watchedPage(
    browser,
    String(testInfo.project.use.baseURL),
    ANONYMOUS,
    violations,
  );
  await visit(page, ["/login"]);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await page.context().close();
});

test("no route breaks the Content-Security-Policy, signed out, as a user or as an admin", async ({
  browser,
  adminState,
  userState,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const violations: Violation[] = [];

  const visitor = await watchedPage(browser, baseURL, ANONYMOUS, violations);
  await visit(visitor, [
    "/login",
    "/login?mode=signup",
    "/login/verify?email=someone%40example.com",
    "/login/error?error=access_denied",
    "/login/error?error=signup_disabled",
    "/no-such-page",
  ]);
  // A new account, through the real code flow, on to onboarding.
  await enterCode(visitor, await requestCode(visitor, freshEmail("csp"), { start: "/login" }));
  await visitor.waitForURL(/\/onboarding/);
  await visit(visitor, ["/onboarding"]);
  await visitor.context().close();

  // Dark theme and a right-to-left language run the boot script's other branches.
  const dark = await watchedPage(browser, baseURL, ANONYMOUS, violations, {
    theme: "dark",
    locale: "ar",
  });
  await visit(dark, ["/login"]);
  await dark.context().close();

  const admin = await watchedPage(browser, baseURL, adminState, violations);
  const { repositoryId, userId } = await sampleIds(admin, baseURL);
  await visit(admin, [
    "/manager/dashboard",
    "/manager/users",
    "/manager/users/new",
    `/manager/users/${userId}`,
    `/manager/users/${userId}/update`,
    "/manager/repositories",
    `/manager/repositories/${repositoryId}`,
    "/manager/account",
  ]);
  await admin.context().close();

  const user = await watchedPage(browser, baseURL, userState, violations);
  await visit(user, [
    "/app",
    "/app/repositories",
    `/app/repositories/${repositoryId}`,
    "/app/account",
    "/manager/dashboard",
  ]);
  // A toast (sonner injects its styles) after saving the display preferences.
  await user.goto("/app/account");
  await user.getByRole("radio", { name: "Dark" }).check();
  await user.waitForLoadState("networkidle");
  await user.context().close();

  expect(violations).toEqual([]);
});

test("the GraphiQL page runs under its own policy without violations", async ({
  browser,
  adminState,
}, testInfo) => {
  // A bound on a hang, not a speed check: GraphiQL loads the Monaco editor and its workers,
  // which took over 30 s once on the 2-core CI machine with three workers busy.
  test.setTimeout(90_000);
  const violations: Violation[] = [];
  const page = await watchedPage(
    browser,
    String(testInfo.project.use.baseURL),
    adminState,
    violations,
  );
  const response = await page.goto("/graphql");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'sha256-[^']+'(;|$)/);
  expect(policy).toMatch(/worker-src blob:/);
  // The editors (Monaco, with its workers) and the schema, fetched from /graphql.
  await expect(page.locator(".graphiql-container").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  await page.context().close();
});
