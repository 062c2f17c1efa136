import type { Page } from "@playwright/test";
import { expect, test } from "./support/manager-users.ts";
import { userMenuButton } from "./support/user-menu.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// The UX review's defects on a 390 px phone (support/phone.ts). The accounts are the setup
// project's, which nobody signs out: the sign-out confirmations are cancelled.

async function cancelSignOut(page: Page) {
  const drawer = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Cancel" }).click();
  await expect(drawer).toBeHidden();
}

test.describe("as a user", () => {
  test.use({
    storageState: async ({ userState }, use) => {
      await use(userState);
    },
  });

  test("every app page offers sign-out, and the repository page has navigation", async ({
    page,
  }) => {
    expect(page.viewportSize()?.width).toBe(390);
    for (const path of ["/app", "/app/repositories", "/app/account"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(userMenuButton(page), path).toBeInViewport();
      await userMenuButton(page).click();
      const signOut = page.getByRole("menuitem", { name: "Sign out" });
      await expect(signOut, path).toBeInViewport();
      await signOut.click();
      await cancelSignOut(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }

    await page.goto("/app/repositories");
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
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeInViewport();
    await expect(userMenuButton(page)).toBeInViewport();
    await nav.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/app\/account$/);
  });

  test("the app home's newest panel is as wide as the cards above it", async ({ page }) => {
    await page.goto("/app");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const panel = await page.getByRole("region", { name: "Newest repositories" }).boundingBox();
    const card = await page.getByRole("link", { name: /^Code repositories/ }).boundingBox();
    if (!panel || !card) throw new Error("no panel or card");
    expect(Math.round(panel.width)).toBe(Math.round(card.width));
    expect(Math.round(panel.x)).toBe(Math.round(card.x));
  });
});

test("the dashboard's newest panels are as wide as the counts above them", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const count = await page
    .getByRole("link", { name: /^Users/ })
    .first()
    .boundingBox();
  if (!count) throw new Error("no count card");
  for (const name of ["Newest users", "Newest repositories"]) {
    const panel = await page.getByRole("region", { name }).boundingBox();
    if (!panel) throw new Error(`no panel ${name}`);
    expect(Math.round(panel.width), name).toBe(Math.round(count.width));
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("the sign-out drawer dims the menu behind it", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  // Once the drawer opens, the menu is hidden from the accessibility tree: measure it now.
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  const box = await menu.boundingBox();
  if (!box) throw new Error("no menu box");
  await menu.getByRole("button", { name: "Sign out" }).click();
  const drawer = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(drawer).toBeVisible();
  // Near the top of the menu, above the drawer: what is on top there is the drawer's overlay.
  await expect
    .poll(() =>
      page.evaluate(
        ([x, y]) => {
          // elementFromPoint skips what the open dialogs made inert to the pointer.
          const style = document.createElement("style");
          style.textContent = "* { pointer-events: auto !important; }";
          document.head.append(style);
          const top = document.elementFromPoint(x ?? 0, y ?? 0);
          style.remove();
          if (top?.closest('[role="dialog"]')) return "menu";
          return top?.hasAttribute("data-vaul-overlay") ? "overlay" : "other";
        },
        [box.x + box.width / 2, box.y + 40],
      ),
    )
    .toBe("overlay");
  await drawer.getByRole("button", { name: "Cancel" }).click();
  await expect(drawer).toBeHidden();
});
