import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { chooseInUserMenu, userMenuButton } from "./support/user-menu.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// On a phone (support/phone.ts): 390 px wide, touch.

test("on a phone the user menu fits the screen and signs out", async ({ page, login }) => {
  await login(seededUserEmail(33));
  await expect(page).toHaveURL(/\/app$/);
  expect(page.viewportSize()?.width).toBe(390);
  await userMenuButton(page).click();
  const menu = page.getByRole("menu", { name: "User menu" });
  const signOut = menu.getByRole("menuitem", { name: "Sign out" });
  await expect(signOut).toBeInViewport();
  const box = await page.locator('[role="menu"]').boundingBox();
  if (!box) throw new Error("no menu box");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await signOut.click();
  const drawer = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(drawer).toHaveAttribute("data-vaul-drawer-direction", "bottom");
  await drawer.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("on a phone the language is chosen from the user menu", async ({ page, login }) => {
  await login(seededUserEmail(34), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page).toHaveURL(/\/app\/account$/);
  await chooseInUserMenu(page, "Français");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(userMenuButton(page, "Menu utilisateur")).toBeInViewport();
});
