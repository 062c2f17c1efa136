import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";
import { userMenuButton } from "./support/user-menu.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// On a phone (support/phone.ts): 390 px wide, touch.

test("the app puts its navigation along the bottom on a phone", async ({ page }) => {
  await page.goto("/app/repositories");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toHaveCount(1);
  const box = await nav.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeCloseTo(viewport?.height ?? 0, 0);
  // The user menu (sign-out among its items) stays in the header on phones: the bottom bar
  // is for the pages.
  await expect(userMenuButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(nav.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/app(\/[a-z]*)?$/);
});

test("a repository page uses the desktop-only layout: its navigation in the header", async ({
  page,
}) => {
  await page.goto("/app/repositories");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first()
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/repositories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // No bar along the bottom; the same entries in a header row instead.
  await expect(nav).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("navigation")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the manager menu opens as a drawer on a phone and closes on navigation", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("button", { name: "Toggle sidebar" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Manager navigation" })).toHaveCount(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const nav = menu.getByRole("navigation", { name: "Manager navigation" });
  await expect(nav.getByRole("link", { name: "Code repositories" })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/manager\/users$/);
  await expect(menu).toBeHidden();
});

test("dialogs become a bottom drawer below 640 px", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: "Sign out" })
    .click();

  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toBeVisible();
  // vaul's sheet, anchored to the bottom edge, at most 80% of the screen high.
  await expect(confirm).toHaveAttribute("data-vaul-drawer-direction", "bottom");
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(async () => {
      const box = await confirm.boundingBox();
      return box ? Math.round(box.y + box.height) : -1;
    })
    .toBe(viewport.height);
  const box = await confirm.boundingBox();
  expect(box?.width).toBe(viewport.width);
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.height * 0.8);
  await expectNoAxeViolations(page);

  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
});

test("a dialog stays a centred dialog on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/manager/dashboard");
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("button", { name: "Sign out" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveAttribute("data-vaul-drawer-direction", /.*/);
  const box = await confirm.boundingBox();
  // max-width 32rem (512 px), centred.
  expect(box?.width).toBeLessThanOrEqual(512);
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 512)).toBeLessThan(2);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
});
