import { expectNoAxeViolations } from "./support/axe.ts";
import { moveUntilVisible, networkQuiet, pauseClock, settle } from "./support/clock.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";

test("an unknown address shows the 404 page with ways back", async ({ page }) => {
  await page.goto("/login");
  await page.goto("/no/such/page");
  await expect(
    page.getByRole("heading", { level: 1, name: "This page could not be found" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Groundwork$/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/no/such/page");
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// The delays (600 ms before trying again; retries 1 s, then 2 s apart) on the page's clock,
// paused once the page has loaded (support/clock.ts): checked exactly, without waiting them.

test("a failed page query shows the error screen; 'Show error' and try again work", async ({
  page,
  login,
}) => {
  await page.clock.install();
  await login(seededUserEmail(46));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  let failing = true;
  await page.route("**/graphql", async (route) => {
    if (!failing) return route.continue();
    // Not a GraphQL answer and not a server error: fails at once, without retries.
    await route.fulfill({ status: 400, contentType: "text/plain", body: "Bad gateway test" });
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Account" })
    .click();

  await expect(
    page.getByRole("heading", { level: 1, name: "This page couldn't load" }),
  ).toBeVisible();
  // The layout's navigation stays around the error.
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  // The technical text only behind "Show error" (docs/decisions/095).
  await expect(page.getByText(/failed: 400/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
  await expectNoAxeViolations(page);

  const show = page.getByRole("button", { name: "Show error" });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await show.click();
  await expect(page.getByRole("button", { name: "Hide error" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.locator("pre")).toContainText("failed: 400");

  failing = false;
  let queries = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql")) queries += 1;
  });
  await pauseClock(page);
  await page.getByRole("button", { name: "Try again" }).click();
  await settle(page);
  await page.clock.runFor(599);
  await settle(page);
  expect(queries).toBe(0);
  await page.clock.runFor(1);
  await moveUntilVisible(page, page.getByRole("heading", { level: 1, name: "Account" }));
  expect(queries).toBeGreaterThan(0);
});

test("a page query retries transient failures (back-off from 1 s) and then succeeds", async ({
  page,
  login,
}) => {
  await page.clock.install();
  await login(seededUserEmail(47));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  let attempts = 0;
  await page.route("**/graphql", async (route) => {
    attempts += 1;
    if (attempts <= 2) return route.fulfill({ status: 503, body: "" });
    return route.continue();
  });
  await pauseClock(page);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Account" })
    .click();
  // Each wait: nothing a moment before its end, the next attempt at its end.
  for (const [failed, delay] of [
    [1, 1000],
    [2, 2000],
  ] as const) {
    await expect.poll(() => attempts).toBe(failed);
    await networkQuiet(page);
    await settle(page);
    await page.clock.runFor(delay - 1);
    await settle(page);
    expect(attempts).toBe(failed);
    await page.clock.runFor(1);
  }
  await moveUntilVisible(page, page.getByRole("heading", { level: 1, name: "Account" }));
  expect(attempts).toBe(3);
});
