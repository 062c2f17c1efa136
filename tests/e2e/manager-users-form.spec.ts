import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  openUser,
  test,
} from "./support/manager-users.ts";

test("creating a user: field errors keep what was typed, then the user's page opens", async ({
  page,
}) => {
  await page.goto("/manager/users");
  await page.getByRole("link", { name: "New user" }).click();
  await expect(page).toHaveURL(/\/manager\/users\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New user" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Client rules (shared/validation): nothing is sent.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/users\/new$/);

  // Server rule: the address is taken; the error sits on the e-mail field.
  await page.getByLabel("Name").fill("Taken Address");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email already used");
  await expect(page.getByLabel("Name")).toHaveValue("Taken Address");

  const email = freshEmail("create");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("checkbox", { name: "Admin" }).check();
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Taken Address" })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Admin" })).toBeVisible();
  await expect(page).toHaveTitle(/Taken Address.*Groundwork$/);
  await expectNoAxeViolations(page);

  // The list knows the new user at once.
  await page.getByRole("link", { name: "Back to users" }).click();
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await expect(
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(1);
});

test("editing a user's name, e-mail and roles", async ({ page }) => {
  const email = freshEmail("edit");
  await createUser(page, "Before Edit", email);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+\/update$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Before Edit" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();

  const newEmail = freshEmail("edited");
  await page.getByLabel("Name").fill("After Edit");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("checkbox", { name: "Admin" }).check();
  await page.getByRole("checkbox", { name: "User", exact: true }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "After Edit" })).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();
  const roles = page.getByRole("definition").filter({ hasText: "Admin" });
  await expect(roles).toBeVisible();
  await expect(roles).not.toContainText("User");
});

test("admins cannot ban, impersonate, delete themselves or change their own roles, and are told why", async ({
  page,
}) => {
  await openUser(page, ADMIN_EMAIL);
  await expect(page.getByText("You cannot ban yourself.")).toBeVisible();
  await expect(
    page.getByText("You cannot impersonate or delete yourself.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban user" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Impersonate" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Admin" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Admin" })).toBeChecked();
  await expect(page.getByText("You cannot change your own roles", { exact: false })).toBeVisible();
  // Saving the rest works: the roles are not sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
});
