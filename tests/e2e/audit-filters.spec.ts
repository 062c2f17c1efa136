import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

// The audit log's From and To are the product's date picker, in the page's language: in
// Swahili and in Arabic the days are picked from a calendar, never typed as "mm/dd/yyyy".

test("in Swahili, From and To are chosen in the calendar and land in the URL", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "lng", value: "sw", url: String(baseURL) }]);
  await page.goto("/manager/audit?from=2026-03-01");
  const filters = page.getByRole("form", { name: "Chuja kumbukumbu ya ukaguzi" });
  await expect(filters.locator('input[type="date"]')).toHaveCount(0);

  const from = filters.getByRole("group", { name: "Kuanzia" });
  await expect(from.getByRole("button", { name: "1 Machi 2026" })).toBeVisible();
  const to = filters.getByRole("group", { name: "Hadi" });
  await to.getByRole("button", { name: "Chagua tarehe" }).click();
  // The calendar opens on the month From starts.
  await expect(to.getByRole("grid", { name: "Machi 2026" })).toBeVisible();
  await expectNoAxeViolations(page);
  await to.getByRole("button", { name: /^Ijumaa, 20 Machi 2026/ }).click();
  await expect(to.getByRole("button", { name: "20 Machi 2026" })).toBeFocused();

  await from.getByRole("button", { name: "1 Machi 2026" }).click();
  // Each end limits the other: a day after To cannot start the range.
  await expect(from.getByRole("button", { name: /^Jumamosi, 21 Machi 2026/ })).toBeDisabled();
  await expect(from.getByRole("button", { name: /^Ijumaa, 20 Machi 2026/ })).toBeEnabled();
  await from.getByRole("button", { name: /^Alhamisi, 5 Machi 2026/ }).click();
  // And a day before From cannot end it.
  await to.getByRole("button", { name: "20 Machi 2026" }).click();
  await expect(to.getByRole("button", { name: /^Jumatano, 4 Machi 2026/ })).toBeDisabled();
  await expect(to.getByRole("button", { name: /^Alhamisi, 5 Machi 2026/ })).toBeEnabled();
  await page.keyboard.press("Escape");
  await filters.getByRole("button", { name: "Tumia vichujio" }).click();
  await expect(page).toHaveURL(/from=2026-03-05&to=2026-03-20/);
  await page.reload();
  await expect(from.getByRole("button", { name: "5 Machi 2026" })).toBeVisible();
  await expect(to.getByRole("button", { name: "20 Machi 2026" })).toBeVisible();
});

test("in Arabic, the calendar reads right to left in Arabic words", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "lng", value: "ar", url: String(baseURL) }]);
  await page.goto("/manager/audit?to=2026-03-20");
  const filters = page.getByRole("form", { name: "تصفية سجل التدقيق" });
  const to = filters.getByRole("group", { name: "إلى" });
  await to.getByRole("button").first().click();
  const grid = to.getByRole("grid");
  await expect(grid).toHaveAccessibleName(/مارس/);
  await expect(grid.locator("xpath=ancestor::*[@dir][1]")).toHaveAttribute("dir", "rtl");
  await page.emulateMedia({ colorScheme: "dark" });
  // The theme follows the device a moment later: axe reads the colours once it has.
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // Its digits are the ones the browser's Arabic uses (Latin in current ICU, or Arabic-Indic).
  await to.getByRole("button", { name: /^\S+، (10|١٠) مارس (2026|٢٠٢٦)/ }).click();
  await filters.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/to=2026-03-10/);
});
