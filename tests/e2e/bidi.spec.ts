import type { Locator, Page } from "@playwright/test";
import { SEED_REPOSITORIES } from "../../prisma/seed/data.ts";
import { expect, test } from "./support/fixtures.ts";

// Arabic pages keep Latin user content readable: a sentence ends with its own full stop, names
// and e-mails each read in their own direction yet sit where the column starts, and e-mail
// inputs are left to right.

const DESCRIPTION = SEED_REPOSITORIES.find((repository) => repository.name === "react")
  ?.description as string;

async function inArabic(page: Page) {
  await page.context().addCookies([{ name: "lng", value: "ar", domain: "localhost", path: "/" }]);
}

const direction = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).direction);

/** Where the text of `locator` is drawn (its first and last characters' boxes), in px. */
function textRun(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.filter((node) => node.data.trim());
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const first = text[0] as Text;
    const last = text.at(-1) as Text;
    const all = document.createRange();
    all.selectNodeContents(element);
    const whole = all.getBoundingClientRect();
    return {
      firstLeft: box(first, first.data.search(/\S/)).left,
      lastLeft: box(last, last.data.trimEnd().length - 1).left,
      left: whole.left,
      right: whole.right,
    };
  });
}

test("/login's e-mail field is left to right in Arabic", async ({ page }) => {
  await inArabic(page);
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const email = page.locator('input[name="email"]');
  await expect(email).toBeVisible();
  expect(await direction(email)).toBe("ltr");
});

test.describe("as a user", () => {
  test.use({ storageState: async ({ userState }, use) => use(userState) });

  test("a Latin description ends with its own full stop in Arabic", async ({ page }) => {
    await inArabic(page);
    await page.goto("/app/repositories?searchTerm=react");
    await page.getByRole("link", { name: "react", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "react" })).toBeVisible();
    const description = page.getByText(DESCRIPTION, { exact: true });
    expect(await direction(description)).toBe("ltr");
    // The sentence reads left to right: "The" first, its full stop last, on the right.
    const run = await textRun(description);
    expect(run.lastLeft).toBeGreaterThan(run.firstLeft);
  });
});

test.describe("as an admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("a users-list row's name and e-mail each read in their own direction, at the column's start", async ({
    page,
    baseURL,
  }) => {
    // Short enough to fit its column, so where its text starts shows.
    const email = `bidi-${Date.now().toString(36).slice(-5)}@example.com`;
    const created = await page.request.post("/graphql", {
      headers: { origin: new URL(String(baseURL)).origin },
      data: {
        query: `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
        variables: { input: { name: "ليلى حسن", email } },
      },
    });
    expect(JSON.stringify(await created.json())).toContain('"user":{"id"');
    await inArabic(page);
    await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    const name = row.getByRole("link", { name: "ليلى حسن", exact: true });
    const address = row.getByText(email, { exact: true });
    expect(await direction(name)).toBe("rtl");
    expect(await direction(address)).toBe("ltr");
    // Both cells' text starts at the cell's right edge, as the column headings do in Arabic.
    for (const content of [name, address]) {
      const cell = content.locator("xpath=ancestor::*[@role='cell'][1]");
      const cellRight = await cell.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right - Number.parseFloat(getComputedStyle(element).paddingRight);
      });
      const run = await textRun(content);
      expect(Math.abs(run.right - cellRight), await content.innerText()).toBeLessThan(2);
    }
  });
});
