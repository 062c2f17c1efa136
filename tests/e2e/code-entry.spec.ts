import type { Page, Request } from "@playwright/test";
import { expect, freshEmail, requestCode, test, wrongCode } from "./support/fixtures.ts";

// The code screen checks the code as soon as its 6th symbol is typed or pasted, once: no
// Confirm click needed, no second request from a quick Enter, no retry loop after an error.

/** better-auth's code check. */
const VERIFY = (request: Request) =>
  request.method() === "POST" && request.url().endsWith("/api/auth/sign-in/email-otp");

/** Counts the code checks the page sends from now on. */
function countVerifyRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (VERIFY(request)) count += 1;
  });
  return () => count;
}

test("typing the 6th symbol signs in, once, even with Enter pressed after it", async ({ page }) => {
  const code = await requestCode(page, freshEmail("code-typed"), { start: "/login" });
  const verifies = countVerifyRequests(page);
  const field = page.getByLabel("Verification code");
  await field.pressSequentially(code.slice(0, 5));
  await expect(field).toHaveValue(code.slice(0, 5));
  expect(verifies()).toBe(0);
  // The check's answer is held until Enter was pressed, so Enter surely lands while it runs.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/auth/sign-in/email-otp", async (route) => {
    if (VERIFY(route.request())) await held;
    await route.fallback();
  });
  // The 6th symbol alone sends the code, with no Enter or click.
  const sent = page.waitForRequest(VERIFY);
  await field.press(code.slice(5));
  await sent;
  // Enter meanwhile, as a hurried user might: the check under way is the only one.
  await page.keyboard.press("Enter");
  const answered = page.waitForResponse((response) => VERIFY(response.request()));
  answer();
  expect((await answered).status()).toBe(200);

  await expect(page).toHaveURL(/\/onboarding(\?|$)/);
  expect(verifies()).toBe(1);
});

test("a pasted code signs in; a wrong one shows the error and retyping submits again", async ({
  page,
}) => {
  const code = await requestCode(page, freshEmail("code-pasted"), { start: "/login" });
  const verifies = countVerifyRequests(page);
  const field = page.getByLabel("Verification code");

  // A paste arrives as one input event holding the whole code.
  await field.fill(wrongCode(code));
  await expect(page.getByRole("alert")).toHaveText("Code is invalid");
  await expect(field).toBeFocused();
  expect(verifies()).toBe(1);

  // Retyping the last symbol submits again, on its own.
  await field.press("Backspace");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await field.press(code.slice(5));
  await expect(page).toHaveURL(/\/onboarding(\?|$)/);
  expect(verifies()).toBe(2);
});
