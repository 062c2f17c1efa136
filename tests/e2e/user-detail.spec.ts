import type { Locator, Page } from "@playwright/test";
import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  signInOnNewContext,
  test,
} from "./support/manager-users.ts";

// The detail pages' danger zone (one primary action, destructive ones outlined at the bottom,
// each still confirmed), the user page's Activity kept fresh by its own mutations, and the
// way back from impersonation.

/**
 * The text of the main area's buttons and links whose fill matches `kind`: "red" (a solid
 * danger button) or "dark" (the primary one, in the light theme). Computed colours may be
 * oklch: a canvas turns them into sRGB bytes.
 */
async function filledControls(page: Page, kind: "red" | "dark"): Promise<string[]> {
  return page.locator("main").evaluate((main, kind) => {
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    });
    if (!context) throw new Error("no 2D canvas");
    return [...main.querySelectorAll("button, a")].flatMap((element) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      if (a < 128) return [];
      const matches = kind === "red" ? r > g + 60 && r > b + 60 : r + g + b < 384;
      return matches ? [(element.textContent ?? "").trim()] : [];
    });
  }, kind);
}

/** Solid red controls outside dialogs: there should be none. */
const solidRedControls = (page: Page) => filledControls(page, "red");
/** Solid dark controls: the page's one primary action. */
const primaryControls = (page: Page) => filledControls(page, "dark");

const dangerZone = (page: Page) => page.getByRole("region", { name: "Danger zone" });
const activity = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Activity" }) });
const newestEvent = (page: Page): Locator => activity(page).getByRole("listitem").first();
/** The summary's Roles value. */
const roles = (page: Page): Locator =>
  page.locator("dt", { hasText: /^Roles$/ }).locator("xpath=following-sibling::dd[1]");

test("the user page has one primary action and its destructive actions in a danger zone", async ({
  page,
}) => {
  await createUser(page, "Zone Person", freshEmail("zone"));

  expect(await primaryControls(page)).toEqual(["Edit"]);
  expect(await solidRedControls(page)).toEqual([]);
  const zone = dangerZone(page);
  await expect(zone.getByRole("button", { name: "Ban user" })).toBeVisible();
  await expect(zone.getByRole("button", { name: "Revoke all sessions" })).toBeVisible();
  await expect(zone.getByRole("button", { name: "Delete user" })).toBeVisible();
  // The zone closes the page: nothing of the main area comes after it.
  const last = await page.locator("main section, main [role=region]").last().textContent();
  expect(last).toContain("Danger zone");

  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
  expect(await solidRedControls(page)).toEqual([]);

  // Deleting still asks first.
  await zone.getByRole("button", { name: "Delete user" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("Zone Person and all their sessions will be deleted.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
});

test("ban, unban, revoke and a role change show in Activity at once, newest first", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = freshEmail("fresh");
  await createUser(page, "Fresh Person", email);
  const theirs = await signInOnNewContext(browser, String(baseURL), email);
  await page.reload();
  await expect(newestEvent(page)).toBeVisible();
  const zone = dangerZone(page);

  await zone.getByRole("button", { name: "Ban user" }).click();
  const dialog = page.getByRole("dialog", { name: "Ban this user" });
  await dialog.getByLabel("Reason").fill("Fresh data check");
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "This user is banned." })).toBeVisible();
  await expect(newestEvent(page)).toContainText(/\bbanned\b/i);

  await zone.getByRole("button", { name: "Unban user" }).click();
  await expect(page.getByText("This user is not banned.")).toBeVisible();
  await expect(newestEvent(page)).toContainText(/unbanned|lifted the ban/i);

  // The ban ended the sessions; a new one gives "revoke all" something to end.
  await theirs.context().close();
  const again = await signInOnNewContext(browser, String(baseURL), email);
  await zone.getByRole("button", { name: "Revoke all sessions" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: "Revoke all", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(newestEvent(page)).toContainText(/revoked|signed .* out/i);
  await again.context().close();

  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByRole("checkbox", { name: "Admin" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fresh Person" })).toBeVisible();
  await expect(newestEvent(page)).toContainText(/\brole\b/i);
  await expect(roles(page).getByText("Admin", { exact: true })).toBeVisible();
  // Away and back through the app (its kept data), then loaded anew (what the server kept).
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  await nav.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Fresh Person" })).toBeVisible();
  await expect(roles(page).getByText("Admin", { exact: true })).toBeVisible();
  await page.reload();
  await expect(roles(page).getByText("Admin", { exact: true })).toBeVisible();
  await expect(newestEvent(page)).toContainText(/\brole\b/i);
});

test("stopping an impersonation returns to the user's page", async ({ page }) => {
  const email = freshEmail("return");
  await createUser(page, "Return Person", email);
  const userUrl = page.url();
  await page.getByRole("button", { name: "Impersonate" }).click();
  await expect(page).toHaveURL(/\/app(\/|$)/);

  const banner = page.getByRole("status").filter({ hasText: "You are acting as" });
  await banner.getByRole("button", { name: "Stop impersonating" }).click();
  await expect(page).toHaveURL(userUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Return Person" })).toBeVisible();
  await expect(page.getByText("You are acting as")).toHaveCount(0);
});

test("the repository page keeps delete in its danger zone, still confirmed", async ({ page }) => {
  const name = `e2e-zone-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const form = page.getByRole("dialog", { name: "New repository" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Link").fill("codeberg.org/e2e/zone");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  expect(await primaryControls(page)).toEqual(["Edit"]);
  expect(await solidRedControls(page)).toEqual([]);
  const zone = dangerZone(page);
  await expect(zone).toContainText("Delete this repository");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);

  await zone.getByRole("button", { name: "Delete repository" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`The repository ${name} will be deleted for good.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/manager\/repositories$/);
});
