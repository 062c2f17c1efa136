import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { seedUsers } from "../../prisma/seed/data.ts";
import type { StorageState } from "./support/auth-states.ts";
import { sampleIds } from "./support/sample-ids.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { clientAddress, expect, test } from "./support/manager-users.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales";
import { THEME_STORAGE_KEY } from "#shared/theme";

// Every route has zero axe violations in every language and both themes, and no
// screen shows English (or a raw message id) once another language is chosen. Both themes
// are checked in one visit: the page follows the device (theme "system"), which is switched
// from light to dark in place, as a user's device does at dusk. The DOM and the layout stay
// the same and only the colours change, so the dark check runs the rules that read colours;
// every other rule has just given its answer for this DOM. After a context's first page, each
// route is opened inside the app, as a link there would (docs/decisions/028).

type Catalogue = Record<string, string>;

function catalogue(locale: Locale): Catalogue {
  return JSON.parse(
    readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue;
}
const english = catalogue("en");
const SEEDED_NAMES = seedUsers()
  .slice(0, 2)
  .map((user) => user.name);

/**
 * English sentences that must not appear on a page shown in `locale`: the plain messages
 * (no ICU arguments or tags) that the locale translates differently.
 */
function untranslatedTells(locale: Locale): Set<string> {
  if (locale === "en") return new Set();
  const translated = catalogue(locale);
  const tells = new Set(
    Object.entries(english)
      .filter(
        ([id, text]) => !/[{<]/.test(text) && /\p{L}{3}/u.test(text) && translated[id] !== text,
      )
      .map(([, text]) => text),
  );
  // Data, not interface: the seeded accounts are named "Admin" and "User", like two roles.
  for (const name of SEEDED_NAMES) tells.delete(name);
  return tells;
}

type Visit = { path: string };

/** The axe rules whose outcome depends on colours (WCAG 1.4.1 and 1.4.3). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

async function openContext(
  browser: Browser,
  baseURL: string,
  state: StorageState,
  locale: Locale,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    colorScheme: "light",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  // The language cookie outranks everything but ?lng= (docs/product.md §Constants), so it is the one to set.
  await context.addCookies([{ name: "lng", value: locale, domain: "localhost", path: "/" }]);
  await context.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
  return context.newPage();
}

const DARK_CLASS = /(^|\s)dark(\s|$)/;

/** Waits until no colour transition is in flight: axe would read the colours between themes. */
async function settleColours(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().length), { intervals: [20] })
    .toBe(0);
}

/** Turns the device dark and waits until the page has finished changing colour. */
async function turnDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(DARK_CLASS);
  await settleColours(page);
}

/** Marks the page's heading as checked, so the next visit can tell its own from it. */
const SEEN = "data-a11y-seen";

/**
 * Opens `path` as a user following a link would: inside the app, without loading it again, when
 * the page already runs it. A full load per route was a third of each visit's CPU, and the suite
 * is CPU-bound. The page has arrived when a heading not marked by the previous visit shows:
 * axe never reads the previous route's DOM. A visit to the route already shown (only its query
 * string changes) keeps that heading, so it loads the page instead.
 */
async function visit(page: Page, path: string): Promise<void> {
  const current = page.url() === "about:blank" ? undefined : new URL(page.url());
  if (!current || current.pathname === new URL(path, current).pathname) {
    await page.goto(path);
  } else {
    await page.evaluate((target) => {
      history.pushState(null, "", target);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
  }
  await expect(page.locator(`h1:not([${SEEN}])`)).toBeVisible();
  await page.locator("h1").evaluateAll((headings, seen) => {
    for (const heading of headings) heading.setAttribute(seen, "");
  }, SEEN);
}

async function checkRoutes(page: Page, locale: Locale, visits: Visit[]): Promise<void> {
  const tells = untranslatedTells(locale);
  const ids = new Set(Object.keys(english));
  for (const { path } of visits) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await visit(page, path);
      await expect(page.locator("html")).not.toHaveClass(DARK_CLASS);
      await settleColours(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expectNoAxeViolations(page);
      await turnDark(page);
      await expectNoAxeViolations(page, { rules: COLOUR_RULES });
      const lines = (await page.locator("body").innerText())
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      const leftovers = lines.filter((line) => tells.has(line) || ids.has(line));
      expect(leftovers, `untranslated text on ${path} in ${locale}`).toEqual([]);
    });
  }
}

for (const locale of LOCALES) {
  test(`every route in ${locale}, light and dark themes: no axe violations, nothing untranslated`, async ({
    browser,
    adminState,
    userState,
    newcomerState,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const anonymous = { cookies: [], origins: [] };

    const visitor = await openContext(browser, baseURL, anonymous, locale);
    await checkRoutes(visitor, locale, [
      { path: "/login" },
      { path: "/login/verify?email=someone%40example.com" },
      { path: "/login/error?error=access_denied" },
      { path: "/login/error?error=signup_disabled" },
      { path: "/no-such-page" },
    ]);
    await visitor.context().close();

    const newcomer = await openContext(browser, baseURL, newcomerState, locale);
    await checkRoutes(newcomer, locale, [{ path: "/onboarding" }]);
    await newcomer.context().close();

    const admin = await openContext(browser, baseURL, adminState, locale);
    const { repositoryId, userId } = await sampleIds(admin, baseURL);
    await checkRoutes(admin, locale, [
      { path: "/manager/dashboard" },
      { path: "/manager/users" },
      { path: "/manager/users?searchTerm=zzz-no-match" },
      { path: "/manager/users/new" },
      { path: `/manager/users/${userId}` },
      { path: `/manager/users/${userId}/update` },
      { path: "/manager/repositories" },
      { path: `/manager/repositories/${repositoryId}` },
      { path: "/manager/audit" },
      { path: "/manager/account" },
    ]);
    await admin.context().close();

    const user = await openContext(browser, baseURL, userState, locale);
    await checkRoutes(user, locale, [
      { path: "/app" },
      { path: "/app/repositories" },
      { path: `/app/repositories/${repositoryId}` },
      { path: "/app/account" },
      { path: "/manager/dashboard" },
    ]);
    await user.context().close();
  });
}
