import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";

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
