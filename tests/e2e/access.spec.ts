import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import {
  enterCode,
  expect,
  LOGIN_TITLE,
  requestCode,
  seededUserEmail,
  test,
} from "./support/fixtures.ts";
import { chooseInUserMenu } from "./support/user-menu.ts";

test("an admin signs in and lands in the manager dashboard, greeted by name", async ({
  page,
  login,
}) => {
  await login(ADMIN_EMAIL);

  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Account" })).toBeVisible();

  await nav.getByRole("link", { name: "Open app" }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test("a user who opens the manager area sees the 403 page", async ({ page, login }) => {
  await login(seededUserEmail(3));
  await expect(page).toHaveURL(/\/app$/);

  await page.goto("/manager/dashboard");

  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go home" })).toBeVisible();
});

test("an anonymous visit to the manager area goes to /login and comes back", async ({ page }) => {
  await page.goto("/manager/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanager%2Faccount$/);

  await enterCode(page, await requestCode(page, ADMIN_EMAIL));

  await expect(page).toHaveURL(/\/manager\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
});

const HOSTILE_REDIRECTS = ["//evil.example", "https://evil.example/app"];

for (const [index, hostile] of HOSTILE_REDIRECTS.entries()) {
  test(`a hostile redirect (${hostile}) is ignored after signing in`, async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ redirect: hostile })}`);
    await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();

    await enterCode(page, await requestCode(page, seededUserEmail(4 + index)));

    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/app$/);
  });
}

test("signing out asks for confirmation", async ({ page, login }) => {
  await login(seededUserEmail(6));
  await expect(page).toHaveURL(/\/app$/);

  await chooseInUserMenu(page, "Sign out");
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);

  await chooseInUserMenu(page, "Sign out");
  await dialog.getByRole("button", { name: "Sign out" }).click();

  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: the app sends back to /login.
  await page.goto("/app/repositories");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Frepositories$/);
});
