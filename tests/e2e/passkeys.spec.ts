import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  enterCode,
  expect,
  freshEmail,
  requestCode,
  seededUserEmail,
  test,
} from "./support/fixtures.ts";
import { chooseInUserMenu, chooseOption } from "./support/user-menu.ts";

// Passkeys end to end (docs/decisions/118) in Chromium, with a virtual WebAuthn authenticator
// from the Chrome DevTools Protocol: a platform passkey that keeps its credentials (resident
// keys) and verifies the user without asking.

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { credentials };
}

test("a passkey added on the account page signs in from /login, then is renamed and removed", async ({
  page,
  login,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await login(seededUserEmail(58), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page).toHaveURL(/\/app\/account$/);

  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("No passkeys yet")).toBeVisible();
  await section.getByLabel("Passkey name").fill("Test laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  const rows = section.getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Test laptop");
  await expect(rows.first()).toContainText("Added");
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  await chooseInUserMenu(page, "Sign out");
  await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The button's path: with autofill on, the virtual authenticator (which answers at once)
  // could sign in through the e-mail field's suggestions before the click, a race.
  await page.addInitScript(() => {
    window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto("/login?redirect=%2Fapp%2Faccount");
  // The e-mail field offers passkeys among its suggestions where the browser can.
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole("button", { name: "Rename Test laptop" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the passkey" });
  await expectNoAxeViolations(page);
  await rename.getByLabel("Passkey name").fill("Work laptop");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rows.first()).toContainText("Work laptop");

  await rows.first().getByRole("button", { name: "Remove Work laptop" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(section.getByText("No passkeys yet")).toBeVisible();

  await chooseOption(page, "Language", "العربية");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("region", { name: "مفاتيح المرور" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a passkey signs in from the e-mail field's autofill (conditional UI), without a click", async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  // A new account, through the real code flow and onboarding, on its account page.
  await enterCode(page, await requestCode(page, freshEmail("autofill"), { start: "/login" }));
  await page.waitForURL(/\/onboarding/);
  await page.getByLabel("Name").fill("Ada Autofill");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/app(\/|$)/);
  await page.goto("/app/account");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Passkey name").fill("Autofill laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("listitem")).toHaveCount(1);

  await chooseInUserMenu(page, "Sign out");
  await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Chromium offers conditional mediation; its virtual authenticator answers the e-mail
  // field's passkey request at once, as a person picking the suggestion would.
  await page.goto("/login?redirect=%2Fapp%2Faccount");
  expect(
    await page.evaluate(() => window.PublicKeyCredential.isConditionalMediationAvailable()),
  ).toBe(true);
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(section.getByRole("listitem")).toContainText("Autofill laptop");
});
