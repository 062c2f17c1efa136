import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "#shared/theme";
import { expectNoAxeViolations } from "./support/axe.ts";
import { clientAddress, expect, test } from "./support/manager-users.ts";

// The audit log reads as sentences (docs/decisions/094-audit-targets-labelled-at-event-time.md):
// a deleted repository keeps the name it had, in every language's own word order, the actor is
// named with the e-mail they had (a name is anyone's to choose), and the opened row names the
// device and the sign-in method in words, never raw codes.

type Case = { locale: "en" | "ar" | "sw"; sentence: (name: string) => string; method: string };

const CASES: Case[] = [
  {
    locale: "en",
    sentence: (name) => `Admin (admin@example.com) deleted repository ${name}`,
    method: "Browser session",
  },
  {
    locale: "ar",
    sentence: (name) => `حذف Admin (admin@example.com) المستودع ${name}`,
    method: "جلسة متصفح",
  },
  {
    locale: "sw",
    sentence: (name) => `Admin (admin@example.com) alifuta hazina ${name}`,
    method: "Kipindi cha kivinjari",
  },
];

/** What a person must never see in another language: English type names and raw codes. */
const UNTRANSLATED = /Repository|REPOSITORY_DELETE|SESSION|Mozilla\/5\.0|UmVwb3NpdG9yeT/;

/** Runs a GraphQL document as the signed-in admin, from the app's own page (same origin). */
async function graphql<T>(page: Page, query: string, variables: object): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Creates then deletes a repository; returns its name and (now dangling) global id. */
async function createAndDelete(page: Page, name: string): Promise<string> {
  const created = await graphql<{ createRepository: { repository: { id: string } } }>(
    page,
    `
      mutation ($input: CreateRepositoryInput!) {
        createRepository(input: $input) {
          repository {
            id
          }
        }
      }
    `,
    { input: { name, link: `https://example.com/${name}` } },
  );
  const id = created.createRepository.repository.id;
  await graphql(
    page,
    `
      mutation ($input: DeleteRepositoryInput!) {
        deleteRepository(input: $input) {
          deletedRepositoryId
        }
      }
    `,
    { input: { id } },
  );
  return id;
}

for (const { locale, sentence, method } of CASES) {
  test(`a deleted repository reads as a sentence with its name, in ${locale}`, async ({
    browser,
    adminState,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      colorScheme: "light",
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    await context.addCookies([{ name: "lng", value: locale, domain: "localhost", path: "/" }]);
    await context.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
    const page = await context.newPage();
    await page.goto("/manager/audit");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    const name = `e2e-sentence-${locale}-${Date.now().toString(36)}`;
    const id = await createAndDelete(page, name);
    await page.goto(`/manager/audit?action=REPOSITORY_DELETE&target=${encodeURIComponent(id)}`);
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sentence(name));
    // Deleted: the name is text, not a link to a page that no longer exists.
    await expect(row.getByRole("link", { name })).toHaveCount(0);

    await row.locator("summary").first().click();
    const details = row.getByRole("definition");
    // The contexts' user agent is a desktop Chrome's (fixtures), named as the sessions list does.
    await expect(details.filter({ hasText: /^Chrome \d+ · \w+$/ })).toHaveCount(1);
    await expect(details.filter({ hasText: method })).toHaveCount(1);
    await expect(details.filter({ hasText: "Admin (admin@example.com)" })).toHaveCount(1);
    if (locale !== "en") {
      // Only what is on screen: the raw detail stays behind its own closed disclosure.
      const shown = await row.evaluate((element) => (element as HTMLElement).innerText);
      expect(shown).not.toMatch(UNTRANSLATED);
    }
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test("an existing repository's name links to its manager page", async ({ page }) => {
  const name = `e2e-sentence-link-${Date.now().toString(36)}`;
  await page.goto("/manager/audit");
  const created = await graphql<{ createRepository: { repository: { id: string } } }>(
    page,
    `
      mutation ($input: CreateRepositoryInput!) {
        createRepository(input: $input) {
          repository {
            id
          }
        }
      }
    `,
    { input: { name, link: `https://example.com/${name}` } },
  );
  const id = created.createRepository.repository.id;
  await page.goto(`/manager/audit?action=REPOSITORY_CREATE&target=${encodeURIComponent(id)}`);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText(`Admin (admin@example.com) created repository ${name}`);
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/repositories/${encodeURIComponent(id)}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
