import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Locale } from "#shared/i18n/locales";
import { THEME_STORAGE_KEY } from "#shared/theme";
import { expectNoAxeViolations } from "./support/axe.ts";
import { moveUntilVisible, pauseClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";

// What a person sees when something breaks (docs/decisions/095): a missing file is a short
// 404 with the security headers; a page whose code a deploy removed reloads once and says so;
// a server out of reach and a failed query get plain words, the technical text only behind
// "Show error". The signed-in user's state (auth.setup.ts); the page's clock where retries wait.

test.use({ storageState: async ({ userState }, use) => use(userState) });

type Catalogue = Record<string, string>;
const catalogues = new Map<Locale, Catalogue>();
function t(locale: Locale, id: string): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = new URL(`../../locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
    catalogues.set(locale, catalogue);
  }
  const text = catalogue[id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return text;
}

const ACCOUNT_CHUNK = "**/assets/page-account-*.js";
const DARK = /(^|\s)dark(\s|$)/;

/** The user's home in `locale`, following the device's theme; the page's clock when asked. */
async function openHome(page: Page, locale: Locale, { clock = false } = {}): Promise<void> {
  await page.context().addCookies([{ name: "lng", value: locale, domain: "localhost", path: "/" }]);
  await page.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
  if (clock) await page.clock.install();
  await page.goto("/app");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Opens `path` through the router, as a link does, without loading the app again. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, "", target);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** axe in light and dark. axe waits on timers: a paused clock runs meanwhile, then stops again. */
async function expectAccessibleInBothThemes(page: Page, { paused = false } = {}): Promise<void> {
  if (paused) await page.clock.resume();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(DARK);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(DARK);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });
  if (paused) await pauseClock(page);
}

test("a missing file answers a short 404 with the security headers, to GET and HEAD", async ({
  request,
}) => {
  for (const path of ["/assets/nope-abc123.js", "/assets/x.css", "/favicon-nope.png"]) {
    for (const method of ["GET", "HEAD"]) {
      const response = await request.fetch(path, { method });
      const label = `${method} ${path}`;
      expect(response.status(), label).toBe(404);
      const headers = response.headers();
      expect(headers["content-security-policy"], label).toContain("default-src 'self'");
      expect(headers["x-content-type-options"], label).toBe("nosniff");
      expect(headers["cache-control"] ?? "", label).not.toContain("immutable");
      if (method === "GET") {
        const body = await response.text();
        expect(body.length, label).toBeLessThan(300);
        expect(JSON.parse(body), label).toMatchObject({ code: "NOT_FOUND" });
      }
    }
  }
});

test("a page whose code a deploy removed reloads once, and says why", async ({ page }) => {
  await openHome(page, "en");
  // Gone until the page loads again, as after a deploy: the new page asks for the new files.
  let gone = true;
  await page.route(ACCOUNT_CHUNK, (route) =>
    gone ? route.fulfill({ status: 404, body: "" }) : route.continue(),
  );
  let loads = 0;
  page.on("load", () => (loads += 1));
  // The reload's document request comes before the new page asks for any file; its "load"
  // event may come after the chunk was asked for, so the files come back on the request.
  page.on("request", (request) => {
    if (request.isNavigationRequest()) gone = false;
  });
  await openInApp(page, "/app/account");

  await expect(page.getByText("Groundwork was updated — the page was reloaded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page.locator("[data-error-screen]")).toHaveCount(0);
  expect(loads).toBe(1);
});

test("when reloading does not bring the code back, the error screen shows, never a loop", async ({
  page,
}) => {
  await openHome(page, "en");
  await page.route(ACCOUNT_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));
  let loads = 0;
  page.on("load", () => (loads += 1));
  await openInApp(page, "/app/account");

  const heading = page.getByRole("heading", { level: 1, name: "This page couldn't load" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await page.getByRole("button", { name: "Show error" }).click();
  await expect(page.locator("pre")).toContainText("page-account-");
  await expectAccessibleInBothThemes(page);
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/app\/account$/);
});

for (const locale of ["en", "fr"] as const) {
  test(`with the server out of reach (${locale}): "Can't reach the server", retrying, then back by itself`, async ({
    page,
  }) => {
    await openHome(page, locale, { clock: true });
    await page.evaluate(() => ((window as unknown as { sameApp: boolean }).sameApp = true));
    // The network is down: nothing reaches the server.
    for (const path of ["**/graphql", "**/api/**"]) {
      await page.route(path, (route) => route.abort("internetdisconnected"));
    }
    await pauseClock(page);
    await openInApp(page, "/app/account");

    const heading = page.getByRole("heading", {
      level: 1,
      name: t(locale, "common.errors.unreachable.title"),
    });
    // The query's own retries (1, 2 and 4 s) first.
    await moveUntilVisible(page, heading, { step: 500, limit: 10_000 });
    await expect(page.getByText(t(locale, "common.errors.unreachable.description"))).toBeVisible();
    await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
    await page.getByRole("button", { name: t(locale, "common.errors.details.show") }).click();
    await expect(page.locator("pre")).toContainText("Failed to fetch");
    await expectAccessibleInBothThemes(page, { paused: true });

    // The network is back: the page comes back without a reload or a click. The clock runs
    // again (the next health check is due within 5 s); the wait only catches a page that
    // never comes back.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.clock.resume();
    const account = page.getByRole("heading", {
      level: 1,
      name: t(locale, "account.shared.page.title"),
    });
    await expect(account).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[data-error-screen]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(
      true,
    );
  });

  test(`a GraphQL error (${locale}): "This page couldn't load", the detail behind "Show error", "Try again"`, async ({
    page,
  }) => {
    await openHome(page, locale, { clock: true });
    let failing = true;
    await page.route("**/graphql", (route) =>
      failing
        ? route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify({
              data: null,
              errors: [{ message: "Boom", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
            }),
          })
        : route.continue(),
    );
    await pauseClock(page);
    await openInApp(page, "/app/account");

    const heading = page.getByRole("heading", {
      level: 1,
      name: t(locale, "common.errors.unknown.title"),
    });
    await moveUntilVisible(page, heading);
    await expect(page.getByText(t(locale, "common.errors.unknown.description"))).toBeVisible();
    await expect(page.getByText(/No data returned/)).toHaveCount(0);
    const show = page.getByRole("button", { name: t(locale, "common.errors.details.show") });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await show.click();
    await expect(page.locator("pre")).toContainText("No data returned for operation");
    await expectAccessibleInBothThemes(page, { paused: true });

    failing = false;
    await page.getByRole("button", { name: t(locale, "common.actions.tryAgain") }).click();
    const account = page.getByRole("heading", {
      level: 1,
      name: t(locale, "account.shared.page.title"),
    });
    await moveUntilVisible(page, account);
  });
}
