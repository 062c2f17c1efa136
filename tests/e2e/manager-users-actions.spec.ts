import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  signInOnNewContext,
  test,
} from "./support/manager-users.ts";

test("banning with a reason and an end date, then unbanning", async ({ page }) => {
  await createUser(page, "Ban Target", freshEmail("ban"));
  await expect(page.getByText("This user is not banned.")).toBeVisible();

  await page.getByRole("button", { name: "Ban user" }).click();
  const dialog = page.getByRole("dialog", { name: "Ban this user" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(dialog.getByText("A reason is required")).toBeVisible();

  await dialog.getByLabel("Reason").fill("Spamming the repositories");
  await dialog.getByRole("button", { name: "Pick a date" }).click();
  // The picker opens on tomorrow's month, its first allowed day (form-user-ban.tsx); the 15th
  // of the month after that is always allowed, on the last day of a month too.
  await dialog.getByRole("button", { name: /next month/i }).click();
  await dialog.getByRole("gridcell", { name: "15" }).getByRole("button").click();
  await expect(dialog.getByRole("button", { name: "Pick a date" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();

  await expect(dialog).toBeHidden();
  const status = page.getByRole("status").filter({ hasText: "This user is banned." });
  await expect(status).toContainText("Reason: Spamming the repositories");
  const next = new Date();
  next.setDate(next.getDate() + 1);
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  next.setDate(15);
  const until = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(next);
  await expect(status).toContainText(`Until ${until}`);

  // The ban is stored: a reload shows it too.
  await page.reload();
  await expect(page.getByText("Reason: Spamming the repositories")).toBeVisible();

  await page.getByRole("button", { name: "Unban user" }).click();
  await expect(page.getByText("This user is not banned.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ban user" })).toBeVisible();
});

test("revoking a session signs that user out; revoke all empties the list", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = freshEmail("sessions");
  await createUser(page, "Session Holder", email);
  const userPage = await signInOnNewContext(browser, String(baseURL), email);
  // A brand-new user has no name yet: onboarding is where they land.
  await expect(userPage).toHaveURL(/\/(onboarding|app)/);
  const second = await signInOnNewContext(browser, String(baseURL), email);

  await page.reload();
  const sessions = page
    .getByRole("region", { name: "Sessions" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Sessions" }) }));
  const revokeOne = sessions.getByRole("button", { name: /^Revoke the session on/ });
  await expect(revokeOne).toHaveCount(2);
  // Devices are named by the same parser as on the account page.
  await expect(sessions.getByText("Chrome", { exact: false }).first()).toBeVisible();
  await revokeOne.first().click();
  await expect(page.getByText("Session revoked")).toBeVisible();
  await expect(revokeOne).toHaveCount(1);

  // Signing a user out everywhere is in the page's danger zone (docs/decisions/097).
  const zone = page.getByRole("region", { name: "Danger zone" });
  await zone.getByRole("button", { name: "Revoke all sessions" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText("Session Holder will be signed out of every device.");
  await dialog.getByRole("button", { name: "Revoke all", exact: true }).click();
  await expect(page.getByText("1 session revoked")).toBeVisible();
  await expect(sessions.getByText("No active sessions.")).toBeVisible();

  for (const signedOut of [userPage, second]) {
    await signedOut.goto("/app");
    await expect(signedOut).toHaveURL(/\/login/);
    await signedOut.context().close();
  }
});

test("impersonating a user shows the banner; stopping returns to their page", async ({ page }) => {
  const email = freshEmail("impersonate");
  await createUser(page, "Impersonated Person", email);
  const userUrl = page.url();
  await page.getByRole("button", { name: "Impersonate" }).click();

  await expect(page).toHaveURL(/\/app(\/|$)/);
  const banner = page.getByRole("status").filter({ hasText: "You are acting as" });
  await expect(banner).toContainText(email);
  await banner.getByRole("button", { name: "Stop impersonating" }).click();
  await expect(page).toHaveURL(userUrl);
  await expect(page.getByText("You are acting as")).toHaveCount(0);
});

test("deleting a user asks first; cancel keeps them, confirm removes them", async ({ page }) => {
  const email = freshEmail("delete");
  await createUser(page, "Delete Me", email);

  await page.getByRole("button", { name: "Delete user" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toContainText("Delete Me and all their sessions will be deleted.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Delete Me" })).toBeVisible();

  await page.getByRole("button", { name: "Delete user" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/users$/);
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await expect(page.getByText(`No results for ${email}`)).toBeVisible();
});
