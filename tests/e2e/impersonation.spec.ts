import { seededUserEmail } from "./support/fixtures.ts";
import { expect, test } from "./support/manager-users.ts";

// As the setup project's admin: impersonating puts a session of the user's in this context
// only, and stopping deletes that one and restores the admin's, which other tests share.

test("while an admin impersonates a user a banner says so, and stopping returns to their page", async ({
  page,
}) => {
  const email = seededUserEmail(10);
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();

  // The manager screens for this come in a later issue: call better-auth's admin API as the
  // page would, with the admin's cookies.
  const { status, userId } = await page.evaluate(async (target) => {
    const search = new URLSearchParams({ searchValue: target, searchField: "email" });
    const list = await fetch(`/api/auth/admin/list-users?${search}`);
    const { users } = (await list.json()) as { users: { id: string }[] };
    const response = await fetch("/api/auth/admin/impersonate-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: users[0]?.id }),
    });
    return { status: response.status, userId: users[0]?.id ?? "" };
  }, email);
  expect(status).toBe(200);

  await page.goto("/app/repositories");
  const banner = page.getByRole("status").filter({ hasText: "You are acting as" });
  await expect(banner).toContainText(email);
  await banner.getByRole("button", { name: "Stop impersonating" }).click();

  // The page of the user just left, named by the API's global id (base64 of "User:<id>").
  const globalId = Buffer.from(`User:${userId}`).toString("base64");
  await expect(page).toHaveURL(new RegExp(`/manager/users/${encodeURIComponent(globalId)}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Welcome, Admin");
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText("You are acting as")).toHaveCount(0);
});
