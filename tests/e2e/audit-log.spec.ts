import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  test,
} from "./support/manager-users.ts";

// The audit log in the manager (docs/decisions/033-audit-log.md): a ban made on the user's
// page is in the log, found by filtering on that user, with its reason.
test("an admin bans a user, then finds the ban and its reason in the audit log", async ({
  page,
}) => {
  const email = freshEmail("audited");
  await createUser(page, "Audited User", email);
  await page.getByRole("button", { name: "Ban user" }).click();
  const dialog = page.getByRole("dialog", { name: "Ban this user" });
  await dialog.getByLabel("Reason").fill("Posting spam links");
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(dialog).toBeHidden();
  // The user's own page lists it under Activity (read when the page loads).
  await page.reload();
  const activity = page.locator("section", {
    has: page.getByRole("heading", { name: "Activity" }),
  });
  await expect(activity.getByText("Admin (admin@example.com) banned Audited User")).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Target").fill(email);
  await filters.getByLabel("Action").selectOption({ label: "User banned" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  // The filters are in the URL: a reload (or a shared link) shows the same events.
  await expect(page).toHaveURL(/action=USER_BAN/);
  await page.reload();

  const events = page.getByRole("listitem");
  await expect(events).toHaveCount(1);
  // A sentence, names linked to their pages (docs/decisions/094).
  await expect(events.first()).toContainText("Admin (admin@example.com) banned Audited User");
  await expect(events.first().getByRole("link", { name: "Audited User" })).toBeVisible();
  await events.first().getByText("Details", { exact: true }).click();
  const changes = events.first().getByRole("table");
  await expect(changes.getByRole("row", { name: /Ban reason/ })).toContainText(
    "Posting spam links",
  );
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
