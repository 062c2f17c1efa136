import type { APIRequestContext } from "@playwright/test";
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
