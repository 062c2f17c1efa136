import { expectNoAxeViolations } from "./support/axe.ts";
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

test("a failed page query shows the error screen; 'Show error' and try again work", async ({
  page,
  login,
}) => {
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

  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  // The layout's navigation stays around the error.
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(page.getByText(/failed: 400/)).toBeVisible();
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
  await expect(page.locator("pre")).toContainText("Error");

  failing = false;
  const clicked = Date.now();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(600);
});

test("a page query retries transient failures (back-off from 1 s) and then succeeds", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(47));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const attempts: number[] = [];
  await page.route("**/graphql", async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2) return route.fulfill({ status: 503, body: "" });
    return route.continue();
  });
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  expect(attempts).toHaveLength(3);
  const [first = 0, second = 0, third = 0] = attempts;
  expect(second - first).toBeGreaterThanOrEqual(950);
  expect(third - second).toBeGreaterThanOrEqual(1950);
});
