import { seededUserEmail } from "./support/fixtures.ts";
import { expect, test } from "./support/manager-users.ts";

// As the setup project's admin: impersonating puts a session of the user's in this context
// only, and stopping deletes that one and restores the admin's, which other tests share.

test("while an admin impersonates a user a banner says so, and stopping returns to /manager", async ({
  page,
}) => {
  const email = seededUserEmail(10);
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();

  // The manager screens for this come in a later issue: call better-auth's admin API as the
  // page would, with the admin's cookies.
  const status = await page.evaluate(async (target) => {
    const search = new URLSearchParams({ searchValue: target, searchField: "email" });
    const list = await fetch(`/api/auth/admin/list-users?${search}`);
    const { users } = (await list.json()) as { users: { id: string }[] };
    const response = await fetch("/api/auth/admin/impersonate-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: users[0]?.id }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);

  await page.goto("/app/repositories");
  const banner = page.getByRole("status").filter({ hasText: "You are acting as" });
  await expect(banner).toContainText(email);
  await banner.getByRole("button", { name: "Stop impersonating" }).click();

  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
  await expect(page.getByText("You are acting as")).toHaveCount(0);
});
