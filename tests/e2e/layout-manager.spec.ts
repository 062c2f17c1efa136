import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

test("the manager sidebar lists the spec's entries and can be hidden, remembered on reload", async ({
  page,
}) => {
  await page.goto("/manager/dashboard");
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  for (const name of ["Home", "Dashboard", "Code repositories", "Users", "Account", "Open app"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByText("Application", { exact: true })).toBeVisible();
  await expect(nav.getByText("Configuration", { exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^API documentation/ })).toHaveAttribute(
    "href",
    "/graphql",
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

test("a slow navigation shows the pending indicator after 1 s, then hides it", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const indicator = page.getByRole("progressbar", { name: "Loading the page" });

  // A fast navigation shows nothing.
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page).toHaveURL(/\/manager\/account$/);
  await expect(indicator).toHaveCount(0);

  // Route loaders wait for the session check: hold it for 2.5 s.
  await page.route("**/api/auth/get-session*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const started = Date.now();
  await page.getByRole("link", { name: "Open app" }).click();
  await expect(indicator).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(page).toHaveURL(/\/app(\/|$)/, { timeout: 10_000 });
  await expect(indicator).toBeHidden();
});

test("once shown, the pending indicator stays at least 500 ms", async ({ page }) => {
  await page.goto("/manager/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Timed in the page (a MutationObserver), not by Playwright's polling, which can notice
  // the indicator hundreds of milliseconds late.
  const visibleFor = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt = 0;
        const find = () => document.querySelector('[role="progressbar"]');
        new MutationObserver(() => {
          if (!shownAt && find()) shownAt = performance.now();
          else if (shownAt && !find()) resolve(performance.now() - shownAt);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  // Just long enough for the indicator to appear (1000 ms), then done right after.
  await page.route("**/api/auth/get-session*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1150));
    await route.continue();
  });
  await page.getByRole("link", { name: "Open app" }).click();
  expect(await visibleFor).toBeGreaterThanOrEqual(490);
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
