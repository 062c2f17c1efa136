import { USER_EMAIL } from "../../prisma/seed/data.ts";
import {
  CODE_LINE,
  enterCode,
  expect,
  LOGIN_TITLE,
  requestCode,
  seededUserEmail,
  test,
} from "./support/fixtures.ts";
import { userMenuButton } from "./support/user-menu.ts";

// Runs in the "chromium-seeded" project, on a server of its own whose data stays as seeded
// (playwright.config.ts): these tests count or order the whole list, which tests creating
// repositories in parallel would change under them.

// The seed has 32 repositories, listed by name, 20 a page: "better-auth" opens the first
// page, "vitest" and "zod" are on the second.

test("a user signs in with the e-mailed code and pages through the repositories", async ({
  page,
  login,
  mailbox,
}) => {
  const before = await mailbox.lastId(USER_EMAIL);
  await login(USER_EMAIL);

  // The code came over SMTP: the sink holds the e-mail, with the subject and the code alone on a line.
  const [mail] = await mailbox.messages(USER_EMAIL, before);
  expect(mail?.subject).toBe("Your Groundwork sign-in code");
  expect(mail?.text).toMatch(CODE_LINE);

  // Users land on the app's home page, whose navigation leads to the repositories.
  await expect(page).toHaveURL(/\/app$/);
  await expect(userMenuButton(page)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Repositories" })
    .click();
  await expect(page).toHaveURL(/\/app\/repositories$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
  await expect(page.getByText("Showing 20 of 32")).toBeVisible();
  const rows = page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole("heading", { name: "better-auth", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "zod", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Load more" }).click();

  await expect(rows).toHaveCount(32);
  // All loaded: the list just ends, without a count.
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "zod", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "vitest", exact: true })).toBeVisible();
  // Nothing left to load.
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("an anonymous visit to the app goes to /login and signing in comes back", async ({ page }) => {
  await page.goto("/app/repositories");

  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Frepositories$/);
  await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();

  const code = await requestCode(page, seededUserEmail(1));
  // The verify screen keeps where to go afterwards.
  await expect(page).toHaveURL(/[?&]redirect=%2Fapp%2Frepositories(&|$)/);
  await enterCode(page, code);

  await expect(page).toHaveURL(/\/app\/repositories$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
  await expect(page.getByText("Showing 20 of 32")).toBeVisible();
});
