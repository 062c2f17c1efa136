import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// A keyboard user's first Tab in either shell offers "Skip to content", and Enter takes focus
// past the navigation to the page itself.

async function skipToContent(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The theme follows the device a moment later: axe reads the colours once it has.
    const dark = expect(page.locator("html"));
    await (colorScheme === "dark" ? dark : dark.not).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoAxeViolations(page);
  }
  await page.keyboard.press("Enter");
  const main = page.getByRole("main");
  await expect(main).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next Tab goes on from the page, not from the top of the navigation.
  await page.keyboard.press("Tab");
  expect(await main.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test.describe("in the manager", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("the first Tab shows the skip link, and Enter moves focus to the page", async ({ page }) => {
    await page.goto("/manager/users");
    await skipToContent(page, "Users");
  });
});

test.describe("in the app", () => {
  test.use({ storageState: async ({ userState }, use) => use(userState) });

  test("the first Tab shows the skip link, and Enter moves focus to the page", async ({ page }) => {
    await page.goto("/app/repositories");
    await skipToContent(page, "Repositories");
  });
});
