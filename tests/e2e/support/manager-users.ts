import type { Browser, Page } from "@playwright/test";
import {
  clientAddress,
  enterCode,
  expect,
  freshEmail,
  requestCode,
  test as base,
} from "./fixtures.ts";

/** Signs `email` in on a fresh browser context; returns the context's page. */
export async function signInOnNewContext(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    locale: "en-US",
    // Without this the context would inherit the admin's cookies from `storageState` below.
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  const code = await requestCode(page, email, { start: "/login" });
  await enterCode(page, code);
  await page.waitForURL(/\/(app|manager)(\/|\?|$)/);
  return page;
}

/**
 * The manager specs act as the one seeded admin, signed in by the setup project: every test
 * gets a context with that session. The other accounts' states (`userState`, `newcomerState`)
 * are fixtures of every spec (fixtures.ts). Only test-scoped fixtures here, so these specs
 * share workers with the others.
 */
export const test = base.extend({
  storageState: async ({ adminState }, use) => {
    await use(adminState);
  },
});

export { clientAddress, expect, freshEmail };
export { expectNoAxeViolations } from "./axe.ts";

/** Opens /manager/users/:id for the user with this e-mail, through the list's search. */
export async function openUser(page: Page, email: string): Promise<void> {
  await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`);
  // The row's name link (its action icons have no text).
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("link").filter({ hasText: /\S/ }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Creates a user on /manager/users/new (an admin with `admin`) and waits for their page. */
export async function createUser(
  page: Page,
  name: string,
  email: string,
  { admin = false } = {},
): Promise<void> {
  await page.goto("/manager/users/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  if (admin) await page.getByRole("checkbox", { name: "Admin" }).check();
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}
