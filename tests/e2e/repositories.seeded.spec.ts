import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { test as adminTest } from "./support/manager-users.ts";

// Runs in the "chromium-seeded" project, on a server of its own whose data stays as seeded
// (playwright.config.ts): these tests count or order the whole list, which tests creating
// repositories in parallel would change under them.

/** After one "Load more": 40 rows and their count, or, with 40 or fewer, all rows and no count. */
async function expectCountAfterLoadMore(page: Page, total: number): Promise<void> {
  const rows = page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(Math.min(40, total));
  const count = page.getByText(/^Showing \d+ of \d+$/);
  if (total > 40) await expect(count).toHaveText(`Showing 40 of ${total}`);
  else await expect(count).toHaveCount(0);
}

async function totalShown(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+ of \d+$/).textContent();
  return Number(/of (\d+)/.exec(text ?? "")?.[1]);
}

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
  await expectCountAfterLoadMore(page, total);

  const search = page.getByRole("searchbox", { name: "Search repositories" });
  await search.fill("zzz-nothing-matches");
  await expect(page).toHaveURL(/\?searchTerm=zzz-nothing-matches$/);
  await expect(page.getByText("No results for zzz-nothing-matches")).toBeVisible();
  await search.fill("toast component");
  // One row, and a short list has no "Showing 1 of 1" under it.
  await expect(
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(1);
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
  await page.getByRole("link", { name: "sonner", exact: true }).click();

  await expect(page).toHaveURL(/\/app\/repositories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("sonner");
  await expect(page.getByText("Last updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All repositories" }).click();
  await expect(page).toHaveURL(/\/app\/repositories$/);
});

adminTest(
  "the list searches (kept in the URL), says when nothing matches and loads more",
  async ({ page }) => {
    await page.goto("/manager/repositories");
    await expect(page.getByRole("heading", { level: 1, name: "Code repositories" })).toBeVisible();
    await expect(page).toHaveTitle(/^Code repositories .*Groundwork$/);
    const total = await totalShown(page);
    expect(total).toBeGreaterThanOrEqual(32);
    await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Load more" }).click();
    await expectCountAfterLoadMore(page, total);

    const search = page.getByRole("searchbox", { name: "Search repositories" });
    await search.fill("ROUTER");
    await expect(page).toHaveURL(/\?searchTerm=ROUTER$/);
    await expect(page.getByRole("link", { name: "react-router", exact: true })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
    await expect(search).toBeFocused();
    await page.getByRole("link", { name: "react-router", exact: true }).click();
    await expect(page).toHaveURL(/\/manager\/repositories\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "react-router" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(search).toHaveValue("ROUTER");

    await search.fill("no-such-repository-anywhere");
    await expect(page.getByText("No results for no-such-repository-anywhere")).toBeVisible();
    await expectNoAxeViolations(page);
    // The search field's ×; the empty state offers the same as a button of its own.
    await page.getByRole("search").getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/manager\/repositories$/);
    // The whole list again (the pages loaded before the search may be kept).
    const rows = page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole("link", { name: "react-router", exact: true })).toBeVisible();

    // A search typed into the address bar works the same.
    await page.goto("/manager/repositories?searchTerm=electric-sql");
    await expect(search).toHaveValue("electric-sql");
    await expect(page.getByRole("link", { name: "pglite", exact: true })).toBeVisible();
  },
);

adminTest(
  "sorting by a column header is kept in the URL, survives a reload and reads the order",
  async ({ page }) => {
    await page.goto("/manager/repositories");
    const table = page.getByRole("table", { name: "Code repositories" });
    const nameHeader = table.getByRole("columnheader", { name: "Name" });
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    const names = table.getByRole("row").getByRole("heading", { level: 2 });
    await expect(names).toHaveCount(20);
    const ascending = await names.allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    await nameHeader.getByRole("link").click();
    await expect(page).toHaveURL(/\/manager\/repositories\?sort=name&dir=desc$/);
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(names.first()).not.toHaveText(ascending[0] ?? "");
    const descending = await names.allTextContents();
    expect(descending).toEqual([...descending].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(names).toHaveText(descending);
    // Load more continues in the same order (the count shows only while there is more).
    const total = await totalShown(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(names).toHaveCount(Math.min(40, total));
    const more = await names.allTextContents();
    expect(more).toEqual([...more].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const created = table.getByRole("columnheader", { name: "Created" });
    await created.getByRole("link").click();
    await expect(page).toHaveURL(/\?sort=created&dir=desc$/);
    await expect(created).toHaveAttribute("aria-sort", "descending");
    await expect(nameHeader).toHaveAttribute("aria-sort", "none");

    // An order the list does not know falls back to the default.
    await page.goto("/manager/repositories?sort=secret&dir=sideways");
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(names.first()).toHaveText(ascending[0] ?? "");
  },
);
