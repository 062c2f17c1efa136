import {
  enterCode,
  expect,
  LOGIN_TITLE,
  requestCode,
  seededUserEmail,
  test,
  wrongCode,
} from "./support/fixtures.ts";

test("signing in returns to the requested page, query string included", async ({ page }) => {
  // /app/repositories is also where a sign-in lands by default; the query string shows
  // that the redirect parameter, not the default, decided where to go.
  await page.goto("/app/repositories?from=e2e");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Frepositories%3Ffrom%3De2e$/);

  // Typed the way people copy codes: lower case, hyphenated (ADR 008: read forgivingly).
  const code = await requestCode(page, seededUserEmail(0));
  await enterCode(page, `${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase());

  await expect(page).toHaveURL(/\/app\/repositories\?from=e2e$/);
  await expect(page.getByRole("heading", { level: 1, name: "Repositories" })).toBeVisible();
});

test("a wrong code is refused and the verify screen stays", async ({ page }) => {
  const code = await requestCode(page, seededUserEmail(2), { start: "/login" });
  const verifyUrl = page.url();
  await enterCode(page, wrongCode(code));

  const field = page.getByLabel("Verification code");
  await expect(page.getByRole("alert")).toHaveText("Code is invalid");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  expect(page.url()).toBe(verifyUrl);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
});

test("the verify screen without a valid e-mail goes back to /login", async ({ page }) => {
  await page.goto("/login/verify?email=not-an-email");

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Verification code")).toHaveCount(0);
});

test("the home page redirects to /login", async ({ page }) => {
  await page.goto("/");

  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(`${LOGIN_TITLE} · Groundwork`);
  await expect(page.getByRole("button", { name: "Continue with email" })).toBeVisible();
});

test("an unknown route shows the not-found page with ways out", async ({ page }) => {
  await page.goto("/this/route/does-not-exist");

  await expect(
    page.getByRole("heading", { level: 1, name: "This page could not be found" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · Groundwork$/);
  await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
  const home = page.getByRole("link", { name: "Go home" });
  await expect(home).toBeVisible();

  await home.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: LOGIN_TITLE })).toBeVisible();
});
