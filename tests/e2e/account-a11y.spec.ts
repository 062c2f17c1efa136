import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { test as adminTest } from "./support/manager-users.ts";
import { chooseOption } from "./support/user-menu.ts";

test("the app account page and its dialogs have no axe violations, light and dark", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(45), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("radio", { name: "On a date" }).check();
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Pick an expiry date" })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Key name").fill("Audit");
  await dialog.getByRole("radio", { name: "In 90 days" }).check();
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("dialog", { name: "Your new API key" })).toBeVisible();
  await expectNoAxeViolations(page);
});

adminTest("the manager account page has no axe violations, in Arabic too", async ({ page }) => {
  await page.goto("/manager/account");
  await expect(page.getByText("This device")).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseOption(page, "Language", "العربية");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);
});
