import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import { authStatePath, type StateName } from "./support/auth-states.ts";
import { enterCode, freshEmail, requestCode, seededUserEmail, test } from "./support/fixtures.ts";

// The setup projects (playwright.config.ts): sign each account in once per run and server,
// through the real code flow, and save the browser state for the specs (auth-states.ts).
// The "setup-seeded" project runs only the admin's.

async function save(page: Page, baseURL: string | undefined, name: StateName): Promise<void> {
  const path = authStatePath(String(baseURL), name);
  mkdirSync(dirname(path), { recursive: true });
  await page.context().storageState({ path });
}

test("sign in as admin", async ({ page, login, baseURL }) => {
  await login(ADMIN_EMAIL);
  await save(page, baseURL, "admin");
});

test("sign in as user", async ({ page, login, baseURL }) => {
  await login(seededUserEmail(52));
  await save(page, baseURL, "user");
});

test("sign up a newcomer", async ({ page, baseURL }) => {
  await enterCode(page, await requestCode(page, freshEmail("newcomer"), { start: "/login" }));
  await page.waitForURL(/\/onboarding/);
  await save(page, baseURL, "newcomer");
});
