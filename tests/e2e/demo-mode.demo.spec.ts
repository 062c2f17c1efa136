import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, USER_EMAIL } from "../../prisma/seed/data.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CODE, enterCode, expect, test } from "./support/fixtures.ts";
import { chooseInUserMenu } from "./support/user-menu.ts";

// Runs in the "chromium-demo" project, against a server started with DEMO_MODE=true.

const NOTICE = "This is a read-only demo, this action is disabled.";

/** Signs in reading the code where a demo visitor does: the public /dev/mailbox page. */
async function signInFromMailbox(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /^Continue with email$/ }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mailbox = await page.context().newPage();
  let code = "";
  await expect
    .poll(async () => {
      await mailbox.goto("/dev/mailbox");
      const frame = mailbox.frameLocator("iframe").first();
      // The code stands alone in its paragraph of the e-mail.
      const text = await frame
        .getByText(CODE)
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => "");
      code = text?.trim() ?? "";
      return code;
    })
    .toMatch(CODE);
  await expect(mailbox.getByText(`to ${email}`).first()).toBeVisible();
  await mailbox.close();
  await enterCode(page, code);
  await page.waitForURL(/\/(app|manager)(\/|\?|$)/);
}

test("the login page offers sign-in only: sign-up is off", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

test("a GraphQL mutation is refused and the read-only notice opens, until closed", async ({
  page,
}) => {
  await signInFromMailbox(page, ADMIN_EMAIL);
  await page.goto("/manager/repositories");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const countBefore = await page.getByText(/^Showing \d+ of \d+$/).textContent();

  await page.getByRole("button", { name: "New repository" }).click();
  const form = page.getByRole("dialog", { name: "New repository" });
  await form.getByLabel("Name").fill("demo-refused");
  await form.getByLabel("Link").fill("https://example.com/demo-refused");
  await form.getByRole("button", { name: "Create" }).click();

  const notice = page.getByRole("dialog", { name: "Read-only demo" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(NOTICE);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toBeHidden();

  await page.goto("/manager/repositories");
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toHaveText(countBefore ?? "");
  await expect(page.getByRole("link", { name: "demo-refused" })).toHaveCount(0);

  // A webhook endpoint is refused alike: the notice says it once, and the form keeps its values.
  await page.goto("/manager/account");
  const webhooks = page.getByRole("region", { name: "Webhooks" });
  await webhooks.getByRole("button", { name: "Add endpoint" }).click();
  const endpoint = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  await endpoint.getByLabel("Endpoint URL").fill("https://example.com/demo-hook");
  await endpoint.getByRole("checkbox", { name: "Repository created" }).check();
  await endpoint.getByRole("button", { name: "Add endpoint" }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(endpoint.getByLabel("Endpoint URL")).toHaveValue("https://example.com/demo-hook");
  await page.keyboard.press("Escape");
  await expect(webhooks.getByText("No webhook endpoints yet")).toBeVisible();
});

test("a session-changing auth call is refused with the notice; the badge reopens it", async ({
  page,
}) => {
  await signInFromMailbox(page, USER_EMAIL);
  await page.goto("/app/account?state=change-name");
  const nameDialog = page.getByRole("dialog", { name: "Change your name" });
  await expect(nameDialog).toBeVisible();
  await nameDialog.getByLabel("Name").fill("Someone Else");
  await nameDialog.getByRole("button", { name: "Save" }).click();

  const notice = page.getByRole("dialog", { name: "Read-only demo" });
  await expect(notice).toBeVisible();
  // Said once: the notice, not also an error under the field.
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toBeHidden();
  // Nothing typed is lost: the refused form is still open with its value.
  await expect(nameDialog.getByLabel("Name")).toHaveValue("Someone Else");
  await page.keyboard.press("Escape");
  await expect(nameDialog).toBeHidden();

  // The header badge opens the notice from anywhere.
  await page.getByRole("button", { name: "Demo" }).click();
  await expect(notice).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();

  // Signing out stays allowed.
  await chooseInUserMenu(page, "Sign out");
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect(page).toHaveURL(/\/login/);
});

test("the mailbox stays available and lists the seeded accounts' codes", async ({
  page,
  request,
}) => {
  const sent = await request.post("/api/auth/email-otp/send-verification-otp", {
    data: { email: USER_EMAIL, type: "sign-in" },
  });
  expect(sent.status()).toBe(200);
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Development mailbox" })).toBeVisible();
  await expect(page.getByText(`to ${USER_EMAIL}`).first()).toBeVisible();
});

test("codes for anything but signing in are refused", async ({ request }) => {
  const answer = await request.post("/api/auth/email-otp/send-verification-otp", {
    data: { email: USER_EMAIL, type: "email-verification" },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: "DEMO_MODE" });
});
