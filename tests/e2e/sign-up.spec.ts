import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import { expect, mailbox, test } from "./support/fixtures.ts";

test("a new user signs up with the e-mailed code, gives a name and lands in the app", async ({
  page,
}, testInfo) => {
  const email = `new.user.${Date.now()}.${testInfo.retry}@example.com`;
  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();

  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  const after = await mailbox.lastId(email);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();

  await expect(page).toHaveURL(/\/login\/verify\?.*mode=signup/);
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  // A new code can be asked for only after a cooldown, shown as a countdown.
  await expect(
    page.getByRole("button", { name: /^Send a new code in \d+ seconds?$/ }),
  ).toBeDisabled();
  const code = await mailbox.waitForCode(email, { after });
  // The 6th symbol sends the code: no click on "Create account".
  await page.getByLabel("Verification code").fill(code);

  // Onboarding: the account has no name yet.
  await expect(page).toHaveURL(/\/onboarding(\?|$)/);
  await expect(page.getByRole("heading", { name: "Welcome! What is your name?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Name is required");

  await page.getByLabel("Name").fill("Zawadi Mwangi");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Zawadi Mwangi" }),
  ).toBeVisible();
  // The name stuck: the account page shows it and the app no longer asks.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Account" })
    .click();
  await expect(page.getByText("Zawadi Mwangi")).toBeVisible();
});

test("in development the login page lists the demo accounts; a click fills the e-mail", async ({
  page,
}) => {
  await page.goto("/login");

  await expect(page.getByText(/^Development accounts/)).toBeVisible();
  await page.getByRole("button", { name: ADMIN_EMAIL }).click();

  await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
  await expect(page.getByLabel("Email")).toBeFocused();
});
