import { expect, seededUserEmail, test } from "./support/fixtures.ts";

// The app's repository list and pages, which count and page the whole list, are in
// repositories.seeded.spec.ts.

test("a user cannot reach the manager's repository screens", async ({ page, login }) => {
  await login(seededUserEmail(51));
  await page.goto("/manager/repositories");
  await expect(
    page.getByRole("heading", { name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "New repository" })).toHaveCount(0);
});
