import type { Page } from "@playwright/test";

// The signed-in shells' header: an avatar button opening the user menu (account, language,
// theme, sign-out), and the native selects of the other screens.

/** The avatar button in the header, named "User menu" in English. */
export function userMenuButton(page: Page, name = "User menu") {
  return page.getByRole("banner").getByRole("button", { name });
}

/** Opens the user menu and picks `item` (a menuitem or a menuitemradio, by its name). */
export async function chooseInUserMenu(page: Page, item: string, name = "User menu") {
  await userMenuButton(page, name).click();
  const menu = page.getByRole("menu", { name });
  await menu
    .getByRole("menuitem", { name: item })
    .or(menu.getByRole("menuitemradio", { name: item }))
    .click();
}

/** Picks `option` in the select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).selectOption({ label: option });
}
