import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import { mailbox } from "./support/fixtures.ts";
import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  openUser,
  signInOnNewContext,
  test,
} from "./support/manager-users.ts";

const MOVE_CODE_SUBJECT = "An administrator is moving a Groundwork account to this address";
const CHANGED_NOTICE_SUBJECT = "Your Groundwork e-mail address was changed";

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

test("editing a user's name and roles (the address is shown, not typed over)", async ({ page }) => {
  const email = freshEmail("edit");
  await createUser(page, "Before Edit", email);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+\/update$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Before Edit" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();

  // An address moves only with its holder's consent (docs/decisions/044): not typed over here.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).not.toBeEditable();
  await expect(page.getByRole("button", { name: "Change email address" })).toBeVisible();
  await page.getByLabel("Name").fill("After Edit");
  await page.getByRole("checkbox", { name: "Admin" }).check();
  await page.getByRole("checkbox", { name: "User", exact: true }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "After Edit" })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const roles = page.getByRole("definition").filter({ hasText: "Admin" });
  await expect(roles).toBeVisible();
  await expect(roles).not.toContainText("User");
});

test("moving a user to a new address takes the code the new address received", async ({
  browser,
  baseURL,
}) => {
  // Its own sign-in: the move needs one from the last 10 minutes, and the setup project's
  // admin session may be older by the time this runs.
  const page = await signInOnNewContext(browser, String(baseURL), ADMIN_EMAIL);
  const oldEmail = freshEmail("move-from");
  const newEmail = freshEmail("move-to");
  await createUser(page, "Moving User", oldEmail);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByRole("button", { name: "Change email address" }).click();
  const dialog = page.getByRole("dialog", { name: "Change email address" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  const after = await mailbox.lastId(newEmail);
  const afterOld = await mailbox.lastId(oldEmail);
  await dialog.getByLabel("New email address").fill(newEmail);
  await dialog.getByRole("button", { name: "Send a code" }).click();
  await expect(dialog.getByText(`A code was sent to ${newEmail}.`)).toBeVisible();
  const code = await mailbox.waitForCode(newEmail, { after, subject: MOVE_CODE_SUBJECT });

  // A wrong code changes nothing and keeps the step; the right one makes the move.
  await dialog
    .getByLabel("Code from the account holder")
    .fill(code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Confirm the change" }).click();
  await expect(dialog.getByLabel("Code from the account holder")).toHaveAccessibleDescription(
    /This code is wrong/,
  );
  await dialog.getByLabel("Code from the account holder").fill(code);
  await dialog.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByText(`Email address changed to ${newEmail}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);

  // The old address is told; the user's page and the list show the new one.
  await expect
    .poll(async () => (await mailbox.messages(oldEmail, afterOld)).map((m) => m.subject))
    .toContain(CHANGED_NOTICE_SUBJECT);
  await page.getByRole("link", { name: "Back to the user" }).click();
  await expect(page.getByText(newEmail).first()).toBeVisible();
  await page.goto(`/manager/users?searchTerm=${encodeURIComponent(newEmail)}`);
  await expect(page.getByRole("row").filter({ hasText: newEmail })).toHaveCount(1);
  await page.context().close();
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
  await expect(page.getByRole("link", { name: "your account page" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change email address" })).toHaveCount(0);
  // Saving the rest works: the roles are not sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
});
