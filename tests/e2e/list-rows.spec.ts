import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { seededUserEmail, test as userTest } from "./support/fixtures.ts";
import { createUser, expect, freshEmail, test } from "./support/manager-users.ts";

// List rows (docs/decisions/096): at most one visible action, the rest behind "More actions";
// empty lists say what they are for and offer what fills them; no count on a short list.

function uniqueName(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates a repository through the dialog and waits for its detail page. */
async function createRepository(page: Page, name: string): Promise<void> {
  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill(`github.com/e2e/${name}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Switches the device to dark, as the system theme follows it. */
async function turnDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
}

test("a repository row keeps its actions in one menu; deleting from it confirms", async ({
  page,
}) => {
  // Two axe runs and two deletes' round trips: more than one page's worth of work.
  test.slow();
  const name = uniqueName("rows");
  await createRepository(page, name);
  await page.goto(`/manager/repositories?searchTerm=${name}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // A one-row list just ends: no "Showing 1 of 1" under it.
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
  // One button (the menu's), no icon links beside the name.
  await expect(row.getByRole("button")).toHaveCount(1);
  await expect(row.getByRole("link", { name: `View ${name}` })).toHaveCount(0);

  const more = row.getByRole("button", { name: `More actions for ${name}` });
  // Keyboard: Enter opens on the first item, Escape returns to the button.
  await more.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: `More actions for ${name}` });
  await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await expect(menu.getByRole("menuitem")).toHaveText(["Edit", "Delete"]);
  await expectNoAxeViolations(page);
  await turnDark(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await menu.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`The repository ${name} will be deleted for good.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);

  await more.click();
  await menu.getByRole("menuitem", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`Repository ${name} deleted`)).toBeVisible();
});

test("a user row keeps its actions in one menu: edit, ban, delete, which confirms", async ({
  page,
}) => {
  test.slow();
  const email = freshEmail("rows");
  await createUser(page, "Row Menu", email);
  await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("button")).toHaveCount(1);
  await expect(row.getByRole("link")).toHaveCount(1);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);

  await row.getByRole("button", { name: "More actions for Row Menu" }).click();
  const menu = page.getByRole("menu", { name: "More actions for Row Menu" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Edit", "Ban", "Delete"]);
  await menu.getByRole("menuitem", { name: "Ban" }).click();
  const ban = page.getByRole("dialog", { name: "Ban this user" });
  await expect(ban).toBeVisible();
  await ban.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: "More actions for Row Menu" }).click();
  await menu.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("Row Menu and all their sessions will be deleted.");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(row).toHaveCount(0);
});

test("a search with no match says so and offers to clear it", async ({ page }) => {
  await page.goto("/manager/repositories?searchTerm=zzz-no-match-anywhere");
  await expect(page.getByText("No results for zzz-no-match-anywhere")).toBeVisible();
  await expect(page.getByText("Check the spelling, or try a shorter search.")).toBeVisible();
  // The state's own button, after the search field's ×.
  const clear = page.getByRole("button", { name: "Clear search" });
  await expect(clear).toHaveCount(2);
  await expectNoAxeViolations(page);
  await turnDark(page);
  await expectNoAxeViolations(page);
  await clear.last().click();
  await expect(page).not.toHaveURL(/searchTerm/);
  await expect(page.getByRole("searchbox", { name: "Search repositories" })).toBeFocused();
  await expect(page.getByRole("searchbox", { name: "Search repositories" })).toHaveValue("");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
});

userTest("an empty API-key list explains keys and opens the form", async ({ page, login }) => {
  await login(seededUserEmail(48), { start: "/login?redirect=%2Fapp%2Faccount" });
  const keys = page.getByRole("region", { name: "API keys" });
  await expect(
    keys.getByText("API keys let scripts and other services use Groundwork's API for you."),
  ).toBeVisible();
  await expect(keys.getByText("No Data")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await turnDark(page);
  await expectNoAxeViolations(page);

  // The empty state carries the one "Create API key" button.
  await keys.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByRole("dialog", { name: "Create an API key" })).toBeVisible();
});
