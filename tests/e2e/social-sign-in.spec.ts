import { TOTP } from "otpauth";
import { OIDC_TEST_ACCOUNT } from "../setup/oidc-account.ts";
import { expect, test } from "./support/fixtures.ts";
import { OIDC_NAME } from "./support/oidc.ts";
import { chooseInUserMenu } from "./support/user-menu.ts";

// The provider signs in one account: the tests that use it run one after another, and the one
// that turns its second factor on turns it off again (ADR 028: no test depends on another's).
test.describe.configure({ mode: "serial" });

test("a user signs in through the OpenID Connect provider", async ({ page }) => {
  await page.goto("/login?redirect=%2Fapp%2Frepositories%3Fvia%3Doidc");

  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();

  // There and back through the real provider on loopback; the account brings its name.
  await expect(page).toHaveURL(/\/app\/repositories\?via=oidc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText(OIDC_TEST_ACCOUNT.email)).toBeVisible();
});

test("after the provider, the second factor is asked and the user lands where they asked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const start = "/login?redirect=%2Fapp%2Frepositories%3Fvia%3Dmfa";
  await page.goto(start);
  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();
  await expect(page).toHaveURL(/\/app\/repositories\?via=mfa$/);

  // An authenticator app, set up on the account page with a code computed from its key.
  await page.goto("/app/account#second-factor");
  const section = page.getByRole("region", { name: /Two-step verification/ });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  const setup = page.getByRole("dialog", { name: "Set up an authenticator app" });
  const secret = (await setup.locator("code").textContent()) ?? "";
  const app = new TOTP({ secret, digits: 6, period: 30 });
  await setup.getByLabel("Authenticator code").fill(app.generate());
  await setup.getByRole("button", { name: "Turn on" }).click();
  await setup.getByRole("button", { name: "I saved them" }).click();
  await expect(section.getByText("On", { exact: true })).toBeVisible();

  await chooseInUserMenu(page, "Sign out");
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // The provider's callback opens the challenge, which keeps the destination.
  await page.goto(start);
  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();
  await expect(page).toHaveURL(
    /\/login\/second-factor\?redirect=%2Fapp%2Frepositories%3Fvia%3Dmfa$/,
  );
  await page.getByLabel("Authenticator code").pressSequentially(app.generate());
  await expect(page).toHaveURL(/\/app\/repositories\?via=mfa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();

  // Back as it was: the factor off (the step-up asks a current code).
  await page.goto("/app/account#second-factor");
  await section.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("dialog", { name: "Turn off two-step verification" });
  await off.getByLabel("Authenticator code").fill(app.generate());
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(off).toBeHidden();
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
});

const LOGIN_ERRORS = [
  ["access_denied", "Cannot log in, please try again"],
  ["signup_disabled", "You need an account to log in"],
  ["unknown_error", "Something went wrong"],
  ["something_else", "Something went wrong"],
] as const;

for (const [error, title] of LOGIN_ERRORS) {
  test(`the login error page explains ${error}`, async ({ page }) => {
    await page.goto(`/login/error?error=${error}`);

    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
