import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN_EMAIL } from "../../../prisma/seed/data.ts";
import { enterCode, expect, requestCode, test as base } from "./fixtures.ts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let addresses = 0;
/** A client address of its own, so better-auth's per-IP sign-in limits never add up. */
export function clientAddress(): string {
  addresses += 1;
  return `198.19.${process.pid % 256}.${(addresses % 254) + 1}`;
}

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
 * A signed-in browser state, made once per e2e run and server: a worker that restarts after
 * a failed test reuses it instead of signing in again. Each address gets at most 5 codes an
 * hour, so signing in anew on every restart would soon lock the account out of the run.
 * GROUNDWORK_E2E_RUN (set by playwright.config.ts) names the run, whose databases are fresh.
 */
export async function cachedStorageState(
  name: string,
  baseURL: string,
  create: () => Promise<StorageState>,
): Promise<StorageState> {
  const dir = join(tmpdir(), `groundwork-e2e-${process.env.GROUNDWORK_E2E_RUN ?? process.pid}`);
  const file = join(dir, `${new URL(baseURL).port}-${name}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StorageState;
  } catch {
    const state = await create();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(state));
    return state;
  }
}

/** Signs `email` in on a fresh context and returns that context's state. */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<StorageState> {
  const page = await signInOnNewContext(browser, baseURL, email);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/**
 * The manager specs act as the one seeded admin: sign in once per run and give every test a
 * context with that session.
 */
export const test = base.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      await use(
        await cachedStorageState("admin", baseURL, () =>
          signedInState(browser, baseURL, ADMIN_EMAIL),
        ),
      );
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminState }, use) => {
    await use(adminState);
  },
});

export { expect };
export { expectNoAxeViolations } from "./axe.ts";

/** Opens /manager/users/:id for the user with this e-mail, through the list's search. */
export async function openUser(page: Page, email: string): Promise<void> {
  await page.goto(`/manager/users?searchTerm=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A fresh user for a test that bans, deletes or impersonates (seeded ones belong to others). */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}@example.com`;
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
