import { USER_EMAIL } from "../../prisma/seed/data.ts";
import { OTP_EXPIRED_ANSWER } from "../fixtures/otp-expired-answer.ts";
import { enterCode, expect, requestCode, test } from "./support/fixtures.ts";
import { OIDC_NAME } from "./support/oidc.ts";

// Runs against the second app instance (playwright.config.ts): codes are valid for one
// minute, the shortest OTP_EXPIRES_MINUTES allows, and its OpenID Connect provider refuses
// every login.
//
// The server decides expiry with its own clock, which a browser test cannot move.
// tests/integration/auth-otp-expiry.test.ts moves it (a fake Date in the test's process) and
// checks the server's exact answer (OTP_EXPIRED_ANSWER); here the browser's clock runs the
// minute out and the screen gets that answer, so it is tested without waiting a real minute.

test("an expired code is refused with its own message", async ({ page }) => {
  await page.clock.install();
  const code = await requestCode(page, USER_EMAIL, { start: "/login" });
  await expect(page.getByText("The code expires in 1 minute.")).toBeVisible();
  const resend = page.getByRole("button", { name: /^Send a new code/ });
  await expect(resend).toBeDisabled();

  // A minute and a bit later, as far as the page knows: the resend cooldown is over too.
  await page.clock.fastForward("01:01");
  await expect(resend).toHaveText("Send a new code");
  await expect(resend).toBeEnabled();
  let answered = false;
  await page.route("**/api/auth/sign-in/email-otp", async (route) => {
    expect(route.request().postDataJSON()).toMatchObject({ email: USER_EMAIL, otp: code });
    answered = true;
    await route.fulfill({ status: OTP_EXPIRED_ANSWER.status, json: OTP_EXPIRED_ANSWER.body });
  });
  await enterCode(page, code);

  await expect(page.getByRole("alert")).toHaveText("Code expired, ask for a new one");
  expect(answered).toBe(true);
  await expect(page).toHaveURL(/\/login\/verify\?/);
});

test("a provider that refuses the login leads to the access_denied page", async ({ page }) => {
  await page.goto("/login");

  await page.getByRole("button", { name: `Continue with ${OIDC_NAME}` }).click();

  await expect(page).toHaveURL(/\/login\/error\?error=access_denied/);
  await expect(
    page.getByRole("heading", { name: "Cannot log in, please try again" }),
  ).toBeVisible();
});
