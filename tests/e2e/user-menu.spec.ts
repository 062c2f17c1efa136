import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { test as adminTest } from "./support/manager-users.ts";
import { chooseInUserMenu, userMenuButton } from "./support/user-menu.ts";

const html = (page: Page) => page.locator("html");

test("the user menu says who is signed in, works from the keyboard and signs out", async ({
  page,
  login,
}) => {
  const email = seededUserEmail(31);
  await login(email);
  await expect(page).toHaveURL(/\/app$/);
  const button = userMenuButton(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Keyboard: ArrowDown opens on the first item, Escape closes and focus comes back.
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "User menu" });
  await expect(menu).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Account" })).toBeFocused();
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // A link closes the menu and opens the page.
  await chooseInUserMenu(page, "Account");
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(menu).toBeHidden();

  // A press outside closes it without choosing.
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toBeHidden();

  // Sign out asks first; cancelling keeps the session, confirming ends it.
  await chooseInUserMenu(page, "Sign out");
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/account$/);
  await chooseInUserMenu(page, "Sign out");
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/app");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
});

test("language and theme are chosen from the user menu, without a reload", async ({
  page,
  login,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await login(seededUserEmail(32), { start: "/login?redirect=%2Fapp%2Frepositories" });
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await chooseInUserMenu(page, "العربية");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  // The menu now speaks Arabic, opens at the left edge and marks the language chosen.
  const button = userMenuButton(page, "قائمة المستخدم");
  await button.click();
  const menu = page.getByRole("menu", { name: "قائمة المستخدم" });
  await expect(menu.getByRole("menuitemradio", { name: "العربية" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  const [menuBox, buttonBox] = await Promise.all([menu.boundingBox(), button.boundingBox()]);
  if (!menuBox || !buttonBox) throw new Error("no box");
  // Aligned to the button's end edge, which is its left one in right-to-left pages.
  expect(Math.abs(menuBox.x - buttonBox.x)).toBeLessThan(2);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await chooseInUserMenu(page, "English", "قائمة المستخدم");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(html(page)).toHaveAttribute("dir", "ltr");

  await chooseInUserMenu(page, "Dark");
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await userMenuButton(page).click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
});

adminTest("in the manager, the user menu leads to the app and the account", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await userMenuButton(page).click();
  const menu = page.getByRole("menu", { name: "User menu" });
  await expect(menu.getByRole("menuitem", { name: "Open app" })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/manager\/account$/);
  await userMenuButton(page).click();
  await menu.getByRole("menuitem", { name: "Open app" }).click();
  await expect(page).toHaveURL(/\/app$/);
  // And back: admins find the manager in the app's user menu, which opens on the dashboard.
  await chooseInUserMenu(page, "Manager");
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
});
