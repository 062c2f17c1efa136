import type { Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { expectNoAxeViolations } from "./support/axe.ts";
import { enterCode, expect, freshEmail, requestCode, test } from "./support/fixtures.ts";
import { PHONE } from "./support/phone.ts";
import { chooseInUserMenu } from "./support/user-menu.ts";

// A second factor on the e-mail-code path (issue 38, docs/decisions/115): an authenticator app
// is set up on the account page, and the next sign-in by e-mailed code asks for it. The codes
// are computed from the key the page shows, as an authenticator app does.

/** A new account through the real code flow, named at onboarding, on its account page. */
async function newAccount(page: Page, email: string) {
  await enterCode(page, await requestCode(page, email, { start: "/login" }));
  await page.waitForURL(/\/onboarding/);
  await page.getByLabel("Name").fill("Ada Second");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/app(\/|$)/);
  await page.goto("/app/account#second-factor");
}

/** Sets up the authenticator app; returns it and the backup codes the page showed once. */
async function turnOn(page: Page) {
  const section = page.getByRole("region", { name: /Two-step verification/ });
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();

  const dialog = page.getByRole("dialog", { name: "Set up an authenticator app" });
  await expect(
    dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = (await dialog.locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const app = new TOTP({ secret, digits: 6, period: 30 });
  await expectNoAxeViolations(page);

  // A wrong code turns nothing on.
  const right = app.generate();
  await dialog.getByLabel("Authenticator code").fill(right === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByText("The code is not valid")).toBeVisible();

  await dialog.getByLabel("Authenticator code").fill(app.generate());
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const codes = dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(dialog.getByText("They will not be shown again.")).toBeVisible();
  const backupCodes = await codes.allTextContents();

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download (.txt)" }).click();
  expect((await download).suggestedFilename()).toBe("backup-codes.txt");
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "I saved them" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  return { app, backupCodes };
}

async function signOut(page: Page) {
  await chooseInUserMenu(page, "Sign out");
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in by e-mailed code and expects the second-factor challenge. */
async function codeSignIn(page: Page, email: string) {
  await enterCode(
    page,
    await requestCode(page, email, { start: "/login?redirect=%2Fapp%2Faccount" }),
  );
  await expect(page).toHaveURL(/\/login\/second-factor\?redirect=%2Fapp%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
}

test("a user turns on an authenticator app; signing in by e-mailed code then asks for it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail("totp");
  await newAccount(page, email);
  const { app } = await turnOn(page);
  await signOut(page);

  await codeSignIn(page, email);
  // Pending: the app stays closed until the second factor passes.
  await page.goto("/app/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount$/);

  await codeSignIn(page, email);
  const field = page.getByLabel("Authenticator code");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);
  await page.getByRole("checkbox", { name: "Trust this device for 30 days" }).check();
  // The 6th digit sends it; the app opens where the sign-in was heading.
  await field.pressSequentially(app.generate());
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(
    page.getByRole("region", { name: /Two-step verification/ }).getByText("On", { exact: true }),
  ).toBeVisible();

  // The device is trusted: the next code sign-in asks nothing more.
  await signOut(page);
  await enterCode(page, await requestCode(page, email, { start: "/login" }));
  await page.waitForURL(/\/app(\/|$)/);
});

test("a backup code signs in once; the second use is refused", async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail("backup");
  await newAccount(page, email);
  const { backupCodes } = await turnOn(page);
  const [code = ""] = backupCodes;
  await signOut(page);

  await codeSignIn(page, email);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);

  await signOut(page);
  await codeSignIn(page, email);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This backup code is not valid or was already used",
  );
  await expect(page).toHaveURL(/\/login\/second-factor/);

  // Cancel goes back to /login.
  await page.getByRole("link", { name: "Cancel and sign in again" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount$/);
});

test.describe("on a phone, in Arabic", () => {
  test.use({ ...PHONE, locale: "ar" });

  test("the challenge reads right to left and fits the screen", async ({ page }) => {
    await page.context().addCookies([{ name: "lng", value: "ar", domain: "localhost", path: "/" }]);
    await page.goto("/login/second-factor");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "التحقق بخطوتين" })).toBeVisible();
    // The code reads left to right even in Arabic.
    await expect(page.getByLabel("رمز تطبيق المصادقة")).toHaveAttribute("dir", "ltr");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test("backup codes are renewed, and the factor is turned off, each after a current code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newAccount(page, freshEmail("totp-off"));
  const { app, backupCodes } = await turnOn(page);
  const section = page.getByRole("region", { name: /Two-step verification/ });

  await section.getByRole("button", { name: "Regenerate backup codes" }).click();
  const renew = page.getByRole("dialog", { name: "New backup codes" });
  await renew.getByLabel("Authenticator code").fill(app.generate());
  await renew.getByRole("button", { name: "Get new codes" }).click();
  const codes = renew.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const renewed = await codes.allTextContents();
  expect(renewed.filter((code) => backupCodes.includes(code))).toEqual([]);
  await renew.getByRole("button", { name: "I saved them" }).click();
  await expect(renew).toBeHidden();

  await section.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog", { name: "Turn off two-step verification" });
  // An old backup code no longer counts; a renewed one does.
  await off.getByRole("button", { name: "Use a backup code instead" }).click();
  await off.getByLabel("Backup code").fill(backupCodes[0] ?? "");
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(off.getByText("This backup code is not valid or was already used")).toBeVisible();
  await expectNoAxeViolations(page);
  await off.getByLabel("Backup code").fill(renewed[0] ?? "");
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(off).toBeHidden();
  await expect(page.getByText("Two-step verification is off")).toBeVisible();

  await page.reload();
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
});
