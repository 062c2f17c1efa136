import type { Locator } from "@playwright/test";
import { createUser, expect, freshEmail, test } from "./support/manager-users.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// On a 390 px phone a list row is one target: a tap anywhere on it opens the detail page
// (docs/decisions/096), while its "More actions" button still opens only its menu.

/** Taps the row near its bottom end, away from the name link. */
async function tapRow(row: Locator): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error("the row is not visible");
  await row.tap({ position: { x: box.width / 2, y: box.height - 6 } });
}

test("on a phone a tap on a user row opens the user; its menu button does not", async ({
  page,
}) => {
  const email = freshEmail("tap");
  await createUser(page, "Tap Row", email);
  await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });

  await row.getByRole("button", { name: "More actions for Tap Row" }).tap();
  await expect(page.getByRole("menu", { name: "More actions for Tap Row" })).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/users\?/);
  await page.keyboard.press("Escape");

  await tapRow(row);
  await expect(page).toHaveURL(/\/manager\/users\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tap Row" })).toBeVisible();
});

test("on a phone a tap on a repository row opens the repository", async ({ page }) => {
  const name = `e2e-tap-${Date.now().toString(36)}`;
  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const drawer = page.getByRole("dialog", { name: "New repository" });
  await drawer.getByLabel("Name").fill(name);
  await drawer.getByLabel("Link").fill(`github.com/e2e/${name}`);
  await drawer.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto(`/manager/repositories?searchTerm=${name}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await tapRow(row);
  await expect(page).toHaveURL(/\/manager\/repositories\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
