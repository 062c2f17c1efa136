import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

// The manager's repository screens, as the seeded admin. The list's search and paging, which
// count the whole list, are in repositories.seeded.spec.ts.

function uniqueName(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates a repository through the dialog and waits for its detail page. */
async function createRepository(page: Page, name: string, link: string): Promise<void> {
  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill(link);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("create: a taken name and a bad link are shown on their fields and nothing typed is lost", async ({
  page,
}) => {
  const name = uniqueName("create");
  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await expectNoAxeViolations(page);
  const nameField = dialog.getByLabel("Name");
  const linkField = dialog.getByLabel("Link");
  const description = dialog.getByLabel("Description (optional)");

  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(nameField).toHaveAccessibleDescription("Name is required");
  await expect(linkField).toHaveAccessibleDescription("Link is required");

  await nameField.fill("react-router");
  await linkField.fill("localhost");
  await description.fill("Made by the end-to-end tests");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(linkField).toHaveAccessibleDescription("Invalid link, must contain at least a dot");
  await expect(linkField).toHaveValue("localhost");

  await linkField.fill("abc");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(linkField).toHaveAccessibleDescription(
    "Invalid link, must be at least 4 characters",
  );

  // The name rule only the server knows.
  await linkField.fill("github.com/e2e/repository");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(nameField).toHaveAccessibleDescription("Name already used");
  await expect(nameField).toHaveValue("react-router");
  await expect(linkField).toHaveValue("github.com/e2e/repository");
  await expect(description).toHaveValue("Made by the end-to-end tests");
  await expectNoAxeViolations(page);

  await nameField.fill(name);
  await expect(nameField).not.toHaveAccessibleDescription("Name already used");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(`Repository ${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/repositories\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Made by the end-to-end tests")).toBeVisible();

  await page.getByRole("link", { name: "All repositories" }).click();
  await page.getByRole("searchbox", { name: "Search repositories" }).fill(name);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});

test("edit: the dialog starts from the current values and saves the change", async ({ page }) => {
  const name = uniqueName("edit");
  await createRepository(page, name, "gitlab.com/e2e/edit");

  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit repository" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expect(dialog.getByLabel("Link")).toHaveValue("gitlab.com/e2e/edit");
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Name").fill("react-router");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Name already used");

  await dialog.getByLabel("Name").fill(`${name}-renamed`);
  await dialog.getByLabel("Description (optional)").fill("Edited description");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Repository ${name}-renamed saved`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${name}-renamed` })).toBeVisible();
  await expect(page.getByText("Edited description")).toBeVisible();

  // Cancel keeps the saved values.
  await page.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Description (optional)").fill("Not saved");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Edited description")).toBeVisible();
});

test("delete asks for confirmation; cancel keeps the repository", async ({ page }) => {
  const name = uniqueName("delete");
  await createRepository(page, name, "codeberg.org/e2e/delete");

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(`The repository ${name} will be deleted for good.`);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/manager\/repositories$/);
  await expect(page.getByText(`Repository ${name} deleted`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search repositories" }).fill(name);
  await expect(page.getByText(`No results for ${name}`)).toBeVisible();
});

test("an unknown repository id shows the not-found screen", async ({ page }) => {
  await page.goto("/manager/repositories/UmVwb3NpdG9yeTpub3BlLW5vcGU");
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
});

test("delete from a row of the sorted list: confirmed, the row leaves, the order stays", async ({
  page,
}) => {
  const name = uniqueName("row-delete");
  await createRepository(page, name, "github.com/e2e/row-delete");
  await page.goto(`/manager/repositories?searchTerm=${name}&sort=created&dir=desc`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `More actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText(name);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No results for ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/sort=created&dir=desc/);

  await page.reload();
  await expect(page.getByText(`No results for ${name}`)).toBeVisible();
});
