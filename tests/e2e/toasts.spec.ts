import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

test("a toast appears top-right, 356 px wide, pauses on hover and leaves after 4 s", async ({
  page,
}) => {
  await page.goto("/manager/repositories");
  const name = `toast-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill(`https://example.com/${name}`);
  await dialog.getByRole("button", { name: "Create" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: name });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(Math.round(box?.width ?? 0)).toBe(356);
  expect(box && box.x + box.width).toBeGreaterThan(viewport.width - 60);
  expect(box?.y ?? Infinity).toBeLessThan(80);
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
  await expectNoAxeViolations(page);

  // Hovering pauses the 4000 ms timer.
  await toast.hover();
  await page.waitForTimeout(4500);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, viewport.height - 1);
  await expect(toast).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);

  // Alt+T moves focus to the toasts region.
  await expect(page.getByRole("region", { name: /Notifications alt\+T/i })).toHaveCount(1);
});

test("in Arabic, toasts mirror to the top-left corner", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lng", value: "ar", url: String(baseURL) }]);
  await page.goto("/manager/repositories");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const name = `toast-rtl-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "مستودع جديد" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").nth(0).fill(name);
  await dialog.getByRole("textbox").nth(1).fill(`https://example.com/${name}`);
  await dialog.locator("button[type=submit]").click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: name });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box?.x ?? Infinity).toBeLessThan(60);
  expect(box?.y ?? Infinity).toBeLessThan(80);
});
