import { expectNoAxeViolations } from "./support/axe.ts";
import { moveUntilVisible, pauseClock, settle } from "./support/clock.ts";
import { expect, test } from "./support/manager-users.ts";

test("a toast appears top-right, 356 px wide, pauses on hover and leaves after 4 s", async ({
  page,
}) => {
  // The page's clock stands still from before the toast appears: its 4000 ms pass only when
  // the test moves the clock, however long the checks in between take.
  await page.clock.install();
  await page.goto("/manager/repositories");
  const name = `toast-${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill(`https://example.com/${name}`);
  await pauseClock(page);
  await dialog.getByRole("button", { name: "Create" }).click();

  // The toast starts its timer on the step of the clock that shows it: at most 10 ms ago.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: name });
  await moveUntilVisible(page, toast, { step: 10, limit: 5_000 });
  const box = await toast.boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(Math.round(box?.width ?? 0)).toBe(356);
  expect(box && box.x + box.width).toBeGreaterThan(viewport.width - 60);
  expect(box?.y ?? Infinity).toBeLessThan(80);
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");

  // Hovering pauses the 4000 ms timer: the clock may run while axe (which needs it) checks.
  await toast.hover();
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await pauseClock(page);
  await page.clock.runFor(4500);
  await settle(page);
  await expect(toast).not.toHaveAttribute("data-removed", "true");
  // Moving away starts it again: the toast stays the rest of its 4000 ms, then leaves.
  await page.mouse.move(0, viewport.height - 1);
  await page.clock.runFor(3989);
  await settle(page);
  await expect(toast).not.toHaveAttribute("data-removed", "true");
  await page.clock.runFor(11);
  await expect(toast).toHaveAttribute("data-removed", "true");
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();

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
