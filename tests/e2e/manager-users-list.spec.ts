import { expect, expectNoAxeViolations, test } from "./support/manager-users.ts";

test("the users list searches (kept in the URL), loads more and says when nothing matches", async ({
  page,
}) => {
  await page.goto("/manager/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page).toHaveTitle(/Users.*Groundwork$/);
  const rows = page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(40);
  await expect(page.getByText(/^Showing 40 of \d+$/)).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search users" });
  await search.fill("amara");
  await expect(page).toHaveURL(/[?&]searchTerm=amara(&|$)/);
  await expect(rows.first()).toContainText(/Amara/);
  for (const row of await rows.all()) await expect(row).toContainText(/amara/i);

  // The term survives a reload: it lives in the URL.
  await page.reload();
  await expect(search).toHaveValue("amara");
  await expect(rows.first()).toContainText(/Amara/);

  await search.fill("no-such-person-xyz");
  await expect(page.getByText("No results for no-such-person-xyz")).toBeVisible();
  await expectNoAxeViolations(page);

  // The empty state's own "Clear search", beside the search field's ×.
  await page.getByRole("main").getByRole("button", { name: "Clear search" }).last().click();
  await expect(page).not.toHaveURL(/searchTerm=/);
  await expect(rows).toHaveCount(20);
});

test("an invalid searchTerm in the URL falls back to the whole list", async ({ page }) => {
  await page.goto(`/manager/users?searchTerm=${"x".repeat(300)}`);
  await expect(
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(20);
});
