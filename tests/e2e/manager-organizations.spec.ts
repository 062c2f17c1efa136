import type { Browser, Page } from "@playwright/test";
import { enterCode, requestCode } from "./support/fixtures.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  freshEmail,
  test,
} from "./support/manager-users.ts";

// The manager's organizations (docs/decisions/110), as the seeded admin: a user's organization
// is found by its slug, read with its members, and deleted from the danger zone.

/** A new account, signed in through the real code flow (it stops at onboarding). */
async function newAccount(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    locale: "en-US",
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  await enterCode(page, await requestCode(page, email, { start: "/login" }));
  await page.waitForURL(/\/onboarding/);
  return page;
}

/** Creates an organization as the signed-in user of `page`, through the API. */
async function createOrganization(page: Page, baseURL: string, slug: string) {
  const response = await page.request.post("/graphql", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      query: `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
      variables: { input: { name: `Manager check ${slug}`, slug } },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

test("an admin finds an organization, reads its members and deletes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerEmail = freshEmail("org-owner");
  const owner = await newAccount(browser, baseURL ?? "", ownerEmail);
  const slug = `mgr-${Date.now().toString(36)}`;
  await createOrganization(owner, baseURL ?? "", slug);
  await owner.context().close();

  await page.goto("/manager/dashboard");
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("link", { name: "Organizations" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search organizations" }).fill(slug);
  const row = page.getByRole("row").filter({ hasText: slug });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: `Manager check ${slug}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Manager check ${slug}` }),
  ).toBeVisible();
  const members = page.getByRole("region", { name: "Members (1)" });
  await expect(members).toContainText(ownerEmail);
  await expect(members).toContainText("Owner");
  await expect(page.getByRole("region", { name: "Teams (0)" })).toContainText("No teams");
  await expectNoAxeViolations(page);

  // Its address typed in: a page, not the 404 of an unknown path, though the router learns the
  // organization routes only on navigation (docs/decisions/120).
  const typedIn = await page.goto(page.url());
  expect(typedIn?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: `Manager check ${slug}` }),
  ).toBeVisible();
  await expect(members).toContainText(ownerEmail);

  await page.getByRole("button", { name: "Delete organization" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Delete Manager check ${slug}?`);
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/organizations$/);
  await expect(page.getByText(`Manager check ${slug} was deleted.`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search organizations" }).fill(slug);
  await expect(page.getByText(`No results for ${slug}`)).toBeVisible();
});
