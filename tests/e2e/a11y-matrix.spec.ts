import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { seedUsers } from "../../prisma/seed/data.ts";
import type { StorageState } from "./support/auth-states.ts";
import { A11Y_ORGANIZATION, ensureA11yOrganization } from "./support/organizations.ts";
import { sampleIds } from "./support/sample-ids.ts";
import { expectNoAxeViolations, settleAnimations } from "./support/axe.ts";
import { clientAddress, expect, test } from "./support/manager-users.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales";
import { THEME_STORAGE_KEY } from "#shared/theme";

// Every route has zero axe violations in every language and both themes, and no
// screen shows English (or a raw message id) once another language is chosen. Both themes
// are checked in one visit: the page follows the device (theme "system"), which is switched
// from light to dark in place, as a user's device does at dusk. The DOM and the layout stay
// the same and only the colours change, so the dark check runs the rules that read colours;
// every other rule has just given its answer for this DOM. English and Swahili load each route
// as a page; French and Arabic follow the routes inside the app (docs/decisions/028).

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

/** A route to check; `error` when the page it shows is that error page (403, 404). */
type Visit = { path: string; error?: 403 | 404 };

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

/**
 * Turns the device dark. The colour transitions this starts are waited out by
 * expectNoAxeViolations, as before every check.
 */
async function turnDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(DARK_CLASS);
}

/** Marks the page's heading as checked, so the next visit can tell its own from it. */
const SEEN = "data-a11y-seen";

/**
 * Opens `path`: loaded as a page, or, when `inApp` and the page already runs the app, through
 * the router's own navigation (a history entry and its popstate event, as Back and Forward
 * do), without loading the app again. The page has arrived when a heading not marked by the
 * previous visit shows, so axe never reads the previous route's DOM. A visit to the route
 * already shown (only its query string changes) keeps that heading, so it loads the page.
 */
async function visit(page: Page, path: string, inApp: boolean): Promise<void> {
  const current = page.url() === "about:blank" ? undefined : new URL(page.url());
  if (!inApp || !current || current.pathname === new URL(path, current).pathname) {
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

/**
 * A route that fails shows an error page with a heading of its own: accessible, but not the
 * route whose accessibility is being checked. So the page shows no error page, or exactly the
 * one expected.
 */
async function expectPage(page: Page, error: Visit["error"]): Promise<void> {
  const errorScreen = page.locator("[data-error-screen]");
  if (error) await expect(errorScreen).toHaveAttribute("data-error-screen", String(error));
  else await expect(errorScreen).toHaveCount(0);
}

/**
 * Checks each route in `locale`: the page asked for (or the error page `error` names, never
 * another), finished loading, then axe in light and in dark, then the text. `inApp` opens
 * the routes after the first through the router instead of loading each one.
 */
async function checkRoutes(
  page: Page,
  locale: Locale,
  inApp: boolean,
  visits: Visit[],
): Promise<void> {
  const tells = untranslatedTells(locale);
  const ids = new Set(Object.keys(english));
  for (const { path, error } of visits) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await visit(page, path, inApp);
      // Loaded: no table still filling its rows, no skeleton still pulsing, no colour transition.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expect(page.locator("html")).not.toHaveClass(DARK_CLASS);
      await settleAnimations(page, { endless: true });
      // Only then: a list query that fails after its retries shows its error page late.
      await expectPage(page, error);
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
      await expectPage(page, error);
    });
  }
}

/**
 * English and Swahili load every route as a page. French and Arabic, after each context's first
 * page (always loaded), follow the routes inside the app, so that path runs right to left too.
 * Every route is checked both ways. A full load per route was a third of each visit's CPU, and
 * the suite is CPU-bound.
 */
const IN_APP: ReadonlySet<Locale> = new Set(["fr", "ar"]);

/**
 * The routes, by who sees them. Each area is a test of its own, so that on a busy machine
 * one test holds a third of a language's visits, not all of them.
 */
type Area = "visitor" | "manager" | "app";
const AREAS: readonly Area[] = ["visitor", "manager", "app"];

for (const locale of LOCALES) {
  for (const area of AREAS) {
    test(`every ${area} route in ${locale}, light and dark themes: no axe violations, nothing untranslated`, async ({
      browser,
      adminState,
      userState,
      newcomerState,
    }, testInfo) => {
      test.setTimeout(180_000);
      const baseURL = String(testInfo.project.use.baseURL);
      const inApp = IN_APP.has(locale);

      if (area === "visitor") {
        const visitor = await openContext(browser, baseURL, { cookies: [], origins: [] }, locale);
        await checkRoutes(visitor, locale, inApp, [
          { path: "/login" },
          { path: "/login/verify?email=someone%40example.com" },
          { path: "/login/second-factor?redirect=%2Fapp" },
          { path: "/login/error?error=access_denied" },
          { path: "/login/error?error=signup_disabled" },
          { path: "/no-such-page", error: 404 },
        ]);
        await visitor.context().close();

        const newcomer = await openContext(browser, baseURL, newcomerState, locale);
        await checkRoutes(newcomer, locale, inApp, [{ path: "/onboarding" }]);
        await newcomer.context().close();
        return;
      }

      const admin = await openContext(browser, baseURL, adminState, locale);
      const { repositoryId, userId } = await sampleIds(admin, baseURL);
      if (area === "manager") {
        await checkRoutes(admin, locale, inApp, [
          { path: "/manager/dashboard" },
          { path: "/manager/users" },
          { path: "/manager/users?searchTerm=zzz-no-match" },
          { path: "/manager/users/new" },
          { path: `/manager/users/${userId}` },
          { path: `/manager/users/${userId}/update` },
          { path: "/manager/repositories" },
          { path: `/manager/repositories/${repositoryId}` },
          { path: "/manager/audit" },
          { path: "/manager/jobs" },
          { path: "/manager/organizations" },
          { path: "/manager/account" },
        ]);
        await admin.context().close();
        return;
      }
      await admin.context().close();

      const user = await openContext(browser, baseURL, userState, locale);
      await ensureA11yOrganization(user, baseURL);
      const organization = `/app/organizations/${A11Y_ORGANIZATION.slug}`;
      await checkRoutes(user, locale, inApp, [
        { path: "/app" },
        { path: "/app/repositories" },
        { path: `/app/repositories/${repositoryId}` },
        { path: "/app/account" },
        { path: "/app/organizations" },
        { path: organization },
        { path: `${organization}/invitations` },
        { path: `${organization}/settings` },
        // An invitation the viewer cannot read: the page says it is not for this account.
        { path: "/app/invitations/not-for-you" },
        { path: "/manager/dashboard", error: 403 },
      ]);
      await user.context().close();
    });
  }
}
