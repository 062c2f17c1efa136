import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { moveUntilVisible, pauseClock, settle } from "./support/clock.ts";
import { expect, test } from "./support/manager-users.ts";

test("the manager sidebar lists the product's entries and can be hidden, remembered on reload", async ({
  page,
}) => {
  await page.goto("/manager/dashboard");
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  // "Home" is the product name in the header (docs/decisions/021).
  await expect(page.getByRole("banner").getByRole("link", { name: /^Groundwork/ })).toBeVisible();
  const entries = ["Dashboard", "Code repositories", "Users", "Audit log", "Account", "Open app"];
  for (const name of entries) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByText("Application", { exact: true })).toBeVisible();
  await expect(nav.getByText("Configuration", { exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^API documentation/ })).toHaveAttribute(
    "href",
    "/docs/api",
  );
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);

  const toggle = page.getByRole("button", { name: "Toggle sidebar" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();

  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/manager\/users$/);
});

test("logout asks for confirmation, and cancel keeps the session", async ({ page }) => {
  await page.goto("/manager/dashboard");
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  await nav.getByRole("button", { name: "Sign out" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  // Escape also dismisses it.
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

// The pending indicator's timing (1000 ms before it shows, then at least 500 ms on screen),
// on the page's clock: paused, it moves only by runFor. Entering the app waits for a session
// check, which the test holds and lets through. No step depends on how fast the machine is.

type Hold = { arrived: Promise<void>; release: () => Promise<void> };

/**
 * Holds the session checks from now on. `arrived` resolves once one is held; `release` lets
 * them through and waits for the answer.
 */
async function holdSessionChecks(page: Page): Promise<Hold> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const pattern = "**/api/auth/get-session*";
  await page.route(pattern, async (route) => {
    arrive();
    await opened;
    await route.continue();
  });
  return {
    arrived: arrived.then(() => settle(page)),
    release: async () => {
      const answered = page.waitForResponse(pattern);
      open();
      await answered;
      await page.unroute(pattern);
    },
  };
}

/** Records, in the page, whether the indicator was ever in the document. */
async function watchIndicator(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { value: false };
    Object.assign(window, { indicatorSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.value = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { indicatorSeen: { value: boolean } }).indicatorSeen.value,
    );
}

/** Opens `path` on a running clock (the page needs its timers to load), then pauses it. */
async function openPaused(page: Page, path: string): Promise<void> {
  await page.clock.resume();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await pauseClock(page);
}

test("the pending indicator shows only once a navigation has taken 1 s", async ({ page }) => {
  await page.clock.install();
  const indicator = page.getByRole("progressbar", { name: "Loading the page" });
  const home = page.getByRole("heading", { level: 1, name: /^Welcome, / });

  // A navigation that ends within 1000 ms shows nothing, then or later.
  await openPaused(page, "/manager/dashboard");
  const seen = await watchIndicator(page);
  let hold = await holdSessionChecks(page);
  await page.getByRole("link", { name: "Open app" }).click();
  await hold.arrived;
  await page.clock.runFor(600);
  await hold.release();
  expect(600 + (await moveUntilVisible(page, home, { limit: 350 }))).toBeLessThan(1000);
  await settle(page);
  await page.clock.runFor(5_000);
  await settle(page);
  await expect(indicator).toHaveCount(0);
  expect(await seen()).toBe(false);

  // A slower one shows it at 1000 ms, and not a moment before.
  await openPaused(page, "/manager/dashboard");
  hold = await holdSessionChecks(page);
  await page.getByRole("link", { name: "Open app" }).click();
  await hold.arrived;
  await page.clock.runFor(999);
  await settle(page);
  await expect(indicator).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(indicator).toBeVisible();
  await hold.release();
  await moveUntilVisible(page, home, { limit: 450 });
  await settle(page);
  await page.clock.runFor(500);
  await expect(indicator).toBeHidden();
});

test("once shown, the pending indicator stays at least 500 ms", async ({ page }) => {
  await page.clock.install();
  const indicator = page.getByRole("progressbar", { name: "Loading the page" });
  await openPaused(page, "/manager/account");

  // The navigation ends right after the indicator appears.
  const hold = await holdSessionChecks(page);
  await page.getByRole("link", { name: "Open app" }).click();
  await hold.arrived;
  await page.clock.runFor(1000);
  await expect(indicator).toBeVisible();
  await hold.release();
  const home = page.getByRole("heading", { level: 1, name: /^Welcome, / });
  const moved = await moveUntilVisible(page, home, { limit: 450 });
  await settle(page);
  await page.clock.runFor(499 - moved);
  await settle(page);
  await expect(indicator).toBeVisible();
  await page.clock.runFor(1);
  await expect(indicator).toBeHidden();
});

test("links preload their page on hover", async ({ page }) => {
  await page.goto("/manager/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const queries: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) queries.push(request.postData() ?? "");
  });
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("link", { name: "Dashboard" })
    .hover();
  await expect
    .poll(() => queries.some((body) => body.includes("pageManagerDashboardQuery")))
    .toBe(true);
});

test("the account page opens in the manager, then in the app, in one visit", async ({ page }) => {
  // Both areas' account routes load the same page: each needs its own lazy route object.
  await page.goto("/manager/account");
  await expect(page.getByRole("button", { name: "Change name" })).toBeVisible();
  await page.getByRole("link", { name: "Open app" }).click();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole("button", { name: "Change name" })).toBeVisible();
});
