import type { APIRequestContext, Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

// Runs in the "chromium-seeded" project, on a server of its own whose data stays as seeded
// (playwright.config.ts): these tests count the users and repositories and expect the newest
// to be their own, which tests creating repositories in parallel would change under them.
// What a test creates here it deletes again, so the counts are the seed's for the next one.

const created: string[] = [];

/** Deletes the repositories named in `created`, through the API as the signed-in admin. */
async function deleteCreated(request: APIRequestContext, origin: string): Promise<void> {
  // A session cookie counts only from the app's own origin (ADR 024).
  const headers = { origin };
  for (const name of created.splice(0)) {
    const found = await request.post("/graphql", {
      headers,
      data: {
        query: `query ($name: String!) { repositories(first: 5, searchTerm: $name) {
                  edges { node { id name } } } }`,
        variables: { name },
      },
    });
    const body = (await found.json()) as {
      data?: { repositories: { edges: { node: { id: string; name: string } }[] } };
    };
    for (const { node } of body.data?.repositories.edges ?? []) {
      if (node.name !== name) continue;
      const deleted = await request.post("/graphql", {
        headers,
        data: {
          query: `mutation ($id: ID!) { deleteRepository(input: { id: $id }) { deletedRepositoryId } }`,
          variables: { id: node.id },
        },
      });
      expect(await deleted.json(), `deleting ${name}`).toMatchObject({
        data: { deleteRepository: { deletedRepositoryId: node.id } },
      });
    }
  }
}

/** The sum of a chart table's counts (its second column). */
async function sumOfCells(table: Locator): Promise<number> {
  const cells = await table.getByRole("cell").allTextContents();
  return cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, "")), 0);
}

test.afterEach(async ({ page, baseURL }) => {
  await deleteCreated(page.request, new URL(String(baseURL)).origin);
});

test("the dashboard counts users and repositories and links into each", async ({ page }) => {
  await page.goto("/manager/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard .*Groundwork$/);

  // 62 seeded users and 32 seeded repositories, plus whatever earlier tests created.
  const users = page.getByRole("link", { name: /^Users \d+$/ });
  const repositories = page.getByRole("link", { name: /^Code repositories \d+$/ });
  const userCount = Number(/\d+/.exec((await users.textContent()) ?? "")?.[0]);
  expect(userCount).toBeGreaterThanOrEqual(62);
  const repositoryCount = Number(/\d+/.exec((await repositories.textContent()) ?? "")?.[0]);
  expect(repositoryCount).toBeGreaterThanOrEqual(32);
  await expectNoAxeViolations(page);

  const newestUsers = page.getByRole("region", { name: "Newest users" });
  const newestRepositories = page.getByRole("region", { name: "Newest repositories" });
  await expect(newestUsers.getByRole("listitem")).toHaveCount(5);
  await expect(newestRepositories.getByRole("listitem")).toHaveCount(5);

  await repositories.click();
  await expect(page).toHaveURL(/\/manager\/repositories$/);
  await expect(page.getByText(`Showing 20 of ${repositoryCount}`)).toBeVisible();

  await page.goBack();
  const firstRepository = newestRepositories.getByRole("listitem").first().getByRole("link");
  const repositoryName = (await firstRepository.textContent()) ?? "";
  await firstRepository.click();
  await expect(page).toHaveURL(/\/manager\/repositories\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: repositoryName })).toBeVisible();

  await page.goBack();
  await newestUsers.getByRole("listitem").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);

  await page.goto("/manager/dashboard");
  await newestUsers.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/manager\/users$/);
});

test("the dashboard charts new users and repositories per day for the period in the URL", async ({
  page,
}) => {
  await page.goto("/manager/dashboard");
  const activity = page.getByRole("region", { name: "Activity" });
  const users = activity.getByRole("region", { name: "New users" });
  const repositories = activity.getByRole("region", { name: "New repositories" });
  // The seed spreads its accounts and repositories over the days before the server started.
  const summary30 = users.getByText(/^\d+ in the last 30 days, at most \d+ in a day$/);
  await expect(summary30).toBeVisible();
  const total30 = Number(/^\d+/.exec((await summary30.textContent()) ?? "")?.[0]);
  expect(total30).toBeGreaterThan(0);
  // A bar for each day with an account; a day without one (the window's first, after midnight
  // UTC, may be one) has a bar of height 0, which is not visible.
  await expect(users.locator('svg rect:not([height="0"])').first()).toBeVisible();
  // The accessible equivalent: a table, a row per day under its header row, adding up.
  const table = users.getByRole("table", { name: "New users" });
  await expect(table.getByRole("row")).toHaveCount(31);
  expect(await sumOfCells(table)).toBe(total30);
  await expect(repositories.getByRole("table", { name: "New repositories" })).toBeAttached();
  await expectNoAxeViolations(page);

  // Counts, charts and newest panels share two columns: same left edge and width per column.
  const columns = [
    [
      page.getByRole("link", { name: /^Users \d+$/ }),
      users,
      page.getByRole("region", { name: "Newest users" }),
    ],
    [
      page.getByRole("link", { name: /^Code repositories \d+$/ }),
      repositories,
      page.getByRole("region", { name: "Newest repositories" }),
    ],
  ];
  // 700 px: between the breakpoints where the counts and the panels once changed columns.
  for (const width of [1280, 700]) {
    await page.setViewportSize({ width, height: 900 });
    for (const column of columns) {
      const boxes = await Promise.all(column.map((cell) => cell.boundingBox()));
      const edges = boxes.map((box) => [Math.round(box?.x ?? -1), Math.round(box?.width ?? -1)]);
      expect(new Set(edges.map(String)).size, `${width} px: ${JSON.stringify(edges)}`).toBe(1);
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const period = activity.getByRole("group", { name: "Period" });
  await period.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard\?days=7$/);
  await expect(period.getByRole("link", { name: "7 days" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(users.getByText(/in the last 7 days/)).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(8);
  expect(await sumOfCells(table)).toBeLessThanOrEqual(total30);

  // Keyboard: the chart takes focus and reads one day at a time.
  const chart = users.getByRole("group", { name: "New users" });
  const days = await table.getByRole("rowheader").allTextContents();
  await chart.focus();
  await expect(users.getByText(new RegExp(`^${days.at(-1)}: \\d+$`))).toBeVisible();
  await chart.press("Home");
  await expect(users.getByText(new RegExp(`^${days[0]}: \\d+$`))).toBeVisible();

  await page.reload();
  await expect(users.getByText(/in the last 7 days/)).toBeVisible();
  await period.getByRole("link", { name: "30 days" }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
});

test("a new repository is first among the newest on the dashboard", async ({ page }) => {
  const name = `e2e-newest-${Date.now().toString(36)}`;
  created.push(name);
  await page.goto("/manager/dashboard");
  const before = await page.getByRole("link", { name: /^Code repositories \d+$/ }).textContent();

  await page.goto("/manager/repositories");
  await page.getByRole("button", { name: "New repository" }).click();
  const dialog = page.getByRole("dialog", { name: "New repository" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill("example.com/newest");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/manager/dashboard");
  const newest = page.getByRole("region", { name: "Newest repositories" });
  await expect(newest.getByRole("listitem").first()).toContainText(name);
  const count = Number(/\d+/.exec(before ?? "")?.[0]);
  await expect(page.getByRole("link", { name: `Code repositories ${count + 1}` })).toBeVisible();
});
