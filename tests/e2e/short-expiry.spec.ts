import { USER_EMAIL } from "../../prisma/seed/data.ts";
import { enterCode, expect, requestCode, test } from "./support/fixtures.ts";
import { OIDC_NAME } from "./support/oidc.ts";

// Runs against the second app instance (playwright.config.ts): codes are valid for one
// minute, the shortest OTP_EXPIRES_MINUTES allows, and its OpenID Connect provider refuses
// every login. The server decides expiry, so the test waits for real (page.clock would only
// move the browser's time).

test("an expired code is refused with its own message", async ({ page }) => {
  test.slow();
  const code = await requestCode(page, USER_EMAIL, { start: "/login" });
  await expect(page.getByText("The code expires in 1 minute.")).toBeVisible();

  await page.waitForTimeout(61_000);
  await enterCode(page, code);

  await expect(page.getByRole("alert")).toHaveText("Code expired, ask for a new one");
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
