import type { Page } from "@playwright/test";
import { jsBudgetFor } from "../build/web-budgets.ts";
import { expect, LOGIN_TITLE, seededUserEmail, test } from "./support/fixtures.ts";

// What Chromium actually downloads, compressed as our server sends it, stays
// within tests/build/web-budgets.ts. Each measure starts from an empty cache (a fresh context).

type Transfer = { url: string; bytes: number; encoding: string | undefined };

/** The scripts `open` makes the page download, until the network is idle. */
async function scriptsLoadedBy(page: Page, open: () => Promise<void>): Promise<Transfer[]> {
  const pending: Promise<Transfer>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()["content-encoding"],
      })),
    );
  });
  await open();
  await page.waitForLoadState("networkidle");
  return Promise.all(pending);
}

const total = (scripts: Transfer[]) => scripts.reduce((sum, { bytes }) => sum + bytes, 0);

test("/login downloads at most its budget of JavaScript, without Relay", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();
  });
  const budget = (jsBudgetFor("/login") ?? 0) * 1000;
  console.log(`/login: ${(total(scripts) / 1000).toFixed(1)} kB of JavaScript (gzip)`);
  expect(total(scripts)).toBeGreaterThan(50_000);
  expect(total(scripts)).toBeLessThanOrEqual(budget);
  expect(scripts.map(({ url }) => url).filter((url) => /\/assets\/relay-/.test(url))).toEqual([]);
  // Large scripts travel compressed; the budget assumes it.
  const large = scripts.filter(({ bytes }) => bytes > 10_000);
  expect(large.every(({ encoding }) => encoding === "gzip" || encoding === "br")).toBe(true);
});

test("a signed-in /app/repositories downloads at most its budget of JavaScript", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login(seededUserEmail(51));
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ baseURL, storageState });
  const fresh = await context.newPage();
  const scripts = await scriptsLoadedBy(fresh, async () => {
    await fresh.goto("/app/repositories");
    await expect(fresh.getByRole("searchbox", { name: "Search repositories" })).toBeVisible();
  });
  await context.close();
  const budget = (jsBudgetFor("/app/repositories") ?? 0) * 1000;
  console.log(`/app/repositories: ${(total(scripts) / 1000).toFixed(1)} kB of JavaScript (gzip)`);
  expect(total(scripts)).toBeLessThanOrEqual(budget);
});
