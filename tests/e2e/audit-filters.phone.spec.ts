import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// On a 390 px phone the audit log's five filters wait behind a "Filters" button that counts the
// active ones, so the first screen shows the log itself.

test("on a phone the filters open from a button that counts the active ones", async ({ page }) => {
  await page.goto("/manager/audit?action=USER_BAN&from=2026-03-01");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByLabel("Action")).toBeHidden();
  const open = page.getByRole("button", { name: "Filters, 2 active" });
  await expect(open).toBeInViewport();

  await open.click();
  const panel = page.getByRole("dialog", { name: "Filters" });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Action")).toHaveValue("USER_BAN");
  await expect(panel.getByRole("group", { name: "From" })).toContainText("March 1, 2026");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  await panel.getByLabel("Action").selectOption({ label: "User unbanned" });
  await panel.getByRole("button", { name: "Apply filters" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/action=USER_UNBAN&from=2026-03-01/);
  await expect(page.getByRole("button", { name: "Filters, 2 active" })).toBeFocused();

  await page.getByRole("button", { name: "Filters, 2 active" }).click();
  await page
    .getByRole("dialog", { name: "Filters" })
    .getByRole("button", { name: "Clear", exact: true })
    .click();
  await expect(page).toHaveURL(/\/manager\/audit$/);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
});
