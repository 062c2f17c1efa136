import type { Browser, Page } from "@playwright/test";
import {
  clientAddress,
  enterCode,
  expect,
  requestCode,
  seededUserEmail,
  test,
} from "./support/fixtures.ts";

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Signs `email` in from another browser (its own cookies, user agent and client address). */
async function signInElsewhere(browser: Browser, email: string, userAgent: string) {
  const context = await browser.newContext({
    userAgent,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  const code = await requestCode(page, email, { start: "/login" });
  await enterCode(page, code);
  await page.waitForURL(/\/app(\/|\?|$)/);
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto("/app/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount$/);
}

test("a user sees their sessions, revokes one, then all the others", async ({
  page,
  login,
  browser,
}) => {
  const email = seededUserEmail(42);
  await login(email, { start: "/login?redirect=%2Fapp%2Faccount" });
  const firefox = await signInElsewhere(browser, email, FIREFOX_WINDOWS);
  const iphone = await signInElsewhere(browser, email, SAFARI_IPHONE);

  await page.reload();
  const sessions = page.getByRole("region", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(3);
  const current = sessions.filter({ hasText: "This device" });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole("button")).toHaveCount(0);
  await expect(sessions.filter({ hasText: "Firefox 128 · Windows" })).toBeVisible();
  await expect(sessions.filter({ hasText: "Safari 17 · iOS" })).toContainText("Mobile");

  await page.getByRole("button", { name: "Revoke Firefox 128 · Windows" }).click();
  await expect(page.getByText("Session revoked")).toBeVisible();
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Firefox 128 · Windows" })).toHaveCount(0);
  await expectSignedOut(firefox);
  // The other browser is untouched.
  await iphone.goto("/app/account");
  await expect(iphone).toHaveURL(/\/app\/account$/);

  await page.getByRole("button", { name: "Revoke all other sessions" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByText("1 session revoked")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Revoke all other sessions" })).toBeHidden();
  await expectSignedOut(iphone);

  await page.reload();
  await expect(sessions).toHaveCount(1);
  await expect(page).toHaveURL(/\/app\/account$/);
});

test("revoking all other sessions asks first, and the toast counts them", async ({
  page,
  login,
  browser,
}) => {
  const email = seededUserEmail(43);
  await login(email, { start: "/login?redirect=%2Fapp%2Faccount" });
  const firefox = await signInElsewhere(browser, email, FIREFOX_WINDOWS);
  const iphone = await signInElsewhere(browser, email, SAFARI_IPHONE);

  await page.reload();
  const sessions = page.getByRole("region", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(3);

  await page.getByRole("button", { name: "Revoke all other sessions" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Every other device signed in to your account");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(sessions).toHaveCount(3);

  await page.getByRole("button", { name: "Revoke all other sessions" }).click();
  await dialog.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByText("2 sessions revoked")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(firefox);
  await expectSignedOut(iphone);
});
