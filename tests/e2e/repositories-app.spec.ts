import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";

test("a user lands on a welcome page, searches the repositories and opens one", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(50));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page).toHaveTitle(/^Home .*Groundwork$/);
  const newest = page.getByRole("region", { name: "Newest repositories" });
  await expect(newest.getByRole("listitem")).toHaveCount(5);
  await expectNoAxeViolations(page);

  const firstNewest = newest.getByRole("listitem").first().getByRole("link");
  const newestName = (await firstNewest.textContent()) ?? "";
  await firstNewest.click();
  await expect(page).toHaveURL(/\/app\/repositories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: newestName })).toBeVisible();
  await page.goBack();

  await page
    .getByRole("link", { name: /^Code repositories/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/repositories$/);
  const total = Number(
    /of (\d+)/.exec((await page.getByText(/^Showing 20 of \d+$/).textContent()) ?? "")?.[1],
  );
  expect(total).toBeGreaterThanOrEqual(32);
  // Users read; they cannot create.
  await expect(page.getByRole("button", { name: "New repository" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText(`Showing ${Math.min(40, total)} of ${total}`)).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search repositories" });
  await search.fill("zzz-nothing-matches");
  await expect(page).toHaveURL(/\?searchTerm=zzz-nothing-matches$/);
  await expect(page.getByText("No results for zzz-nothing-matches")).toBeVisible();
  await search.fill("toast component");
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
  await page.getByRole("link", { name: "sonner", exact: true }).click();

  await expect(page).toHaveURL(/\/app\/repositories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("sonner");
  await expect(page.getByText("Last updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All repositories" }).click();
  await expect(page).toHaveURL(/\/app\/repositories$/);
});

test("a user cannot reach the manager's repository screens", async ({ page, login }) => {
  await login(seededUserEmail(51));
  await page.goto("/manager/repositories");
  await expect(
    page.getByRole("heading", { name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "New repository" })).toHaveCount(0);
});
