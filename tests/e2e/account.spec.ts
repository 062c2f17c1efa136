import { expect, mailbox, seededUserEmail, test } from "./support/fixtures.ts";

const CHANGE_EMAIL_SUBJECT = "Confirm your new Groundwork e-mail address";
const CONFIRM_CURRENT_SUBJECT = "Confirm your Groundwork e-mail change";
const CHANGED_NOTICE_SUBJECT = "Your Groundwork e-mail address was changed";

test("a user changes their name in a dialog opened by ?state=change-name", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(7), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page).toHaveURL(/\/app\/account$/);

  await page.getByRole("button", { name: "Change name" }).click();
  await expect(page).toHaveURL(/\/app\/account\?state=change-name$/);
  const dialog = page.getByRole("dialog", { name: "Change your name" });
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name is required");

  await dialog.getByLabel("Name").fill("Nia Wanjiru");
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Name saved")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByText("Nia Wanjiru")).toBeVisible();
});

test("a user changes their e-mail address with codes sent to the current and the new one", async ({
  page,
  login,
}, testInfo) => {
  const newEmail = `changed.${Date.now()}.${testInfo.retry}@example.com`;
  const oldEmail = seededUserEmail(8);
  await login(oldEmail, { start: "/login?redirect=%2Fapp%2Faccount" });

  const after = await mailbox.lastId(newEmail);
  const afterOld = await mailbox.lastId(oldEmail);
  await page.getByLabel("New email address").fill(newEmail);
  await page.getByRole("button", { name: "Send a code" }).click();
  await expect(page).toHaveURL(/[?&]newEmail=/);

  const current = await mailbox.waitForCode(oldEmail, {
    after: afterOld,
    subject: CONFIRM_CURRENT_SUBJECT,
  });
  await page.getByLabel("Code sent to your current address").fill(current);
  await page.getByRole("button", { name: "Continue" }).click();

  const code = await mailbox.waitForCode(newEmail, { after, subject: CHANGE_EMAIL_SUBJECT });
  await page.getByLabel("Code sent to the new address").fill(code);
  await page.getByRole("button", { name: "Change email" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: "Your email address was changed." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account$/);
  // The form is back at its first step, and the account shows the new address.
  await expect(page.getByLabel("New email address")).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  // The old address is told.
  await expect
    .poll(async () => (await mailbox.messages(oldEmail, afterOld)).map((m) => m.subject))
    .toContain(CHANGED_NOTICE_SUBJECT);
});

test("deleting the account asks first, then signs out", async ({ page, login }) => {
  await login(seededUserEmail(9), { start: "/login?redirect=%2Fapp%2Faccount" });

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/app/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount$/);
});
