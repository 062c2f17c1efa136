import { OIDC_TEST_ACCOUNT } from "../setup/oidc-account.ts";
import { expect, test } from "./support/fixtures.ts";
import { OIDC_NAME } from "./support/oidc.ts";

test("a user signs in through the OpenID Connect provider", async ({ page }) => {
  await page.goto("/login?redirect=%2Fapp%2Frepositories%3Fvia%3Doidc");

  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();

  // There and back through the real provider on loopback; the account brings its name.
  await expect(page).toHaveURL(/\/app\/repositories\?via=oidc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText(OIDC_TEST_ACCOUNT.email)).toBeVisible();
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
