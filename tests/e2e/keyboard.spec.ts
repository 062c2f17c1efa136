import { mailbox } from "./support/fixtures.ts";
import { press, tabTo } from "./support/keyboard.ts";
import { clientAddress, createUser, expect, freshEmail, test } from "./support/manager-users.ts";

// The whole admin round trip with the keyboard alone. Locators only check where
// focus is; every action is a key press.

test("keyboard only: sign in, create a repository, ban and unban a user, sign out", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A second admin of its own (the seeded one gets few codes an hour), and a user to ban.
  const adminEmail = freshEmail("keyboard-admin");
  const targetEmail = freshEmail("keyboard-target");
  // A name of its own: a retry's user from the first attempt is still in the list.
  const targetName = `Keyboard Target ${Date.now().toString(36)}`;
  await createUser(page, targetName, targetEmail);
  await createUser(page, "Keyboard Admin", adminEmail, { admin: true });

  const context = await browser.newContext({
    baseURL: String(testInfo.project.use.baseURL),
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const kb = await context.newPage();

  // Sign in.
  await kb.goto("/login");
  await tabTo(kb, kb.getByLabel("Email"));
  const after = await mailbox.lastId(adminEmail);
  await kb.keyboard.type(adminEmail);
  await kb.keyboard.press("Enter");
  await expect(kb).toHaveURL(/\/login\/verify\?/);
  await tabTo(kb, kb.getByLabel("Verification code"));
  await kb.keyboard.type(await mailbox.waitForCode(adminEmail, { after }));
  await kb.keyboard.press("Enter");
  await expect(kb).toHaveURL(/\/manager\/dashboard$/);

  // Create a repository in the dialog.
  const nav = kb.getByRole("navigation", { name: "Manager navigation" });
  await press(kb, nav.getByRole("link", { name: "Code repositories" }));
  await expect(kb).toHaveURL(/\/manager\/repositories$/);
  await press(kb, kb.getByRole("button", { name: "New repository" }));
  const dialog = kb.getByRole("dialog", { name: "New repository" });
  await expect(dialog).toBeVisible();
  const name = `keyboard-${Date.now().toString(36)}`;
  await tabTo(kb, dialog.getByLabel("Name"));
  await kb.keyboard.type(name);
  await kb.keyboard.press("Tab");
  await expect(dialog.getByLabel("Link")).toBeFocused();
  await kb.keyboard.type("github.com/keyboard/only");
  await press(kb, dialog.getByRole("button", { name: "Create" }));
  await expect(kb.getByRole("heading", { level: 1, name })).toBeVisible();

  // Ban, then unban, the user.
  await press(kb, nav.getByRole("link", { name: "Users" }));
  await tabTo(kb, kb.getByRole("searchbox", { name: "Search users" }));
  await kb.keyboard.type(targetEmail);
  // The whole term, not its first letters: the URL changes once a term's rows have loaded, and
  // rows of a shorter term re-render under the focus, so Enter would land on nothing.
  await expect(kb).toHaveURL((url) => url.searchParams.get("searchTerm") === targetEmail);
  await press(kb, kb.getByRole("link", { name: targetName, exact: true }));
  await expect(kb.getByRole("heading", { level: 1, name: targetName })).toBeVisible();
  await press(kb, kb.getByRole("button", { name: "Ban user" }));
  const ban = kb.getByRole("dialog", { name: "Ban this user" });
  await tabTo(kb, ban.getByLabel("Reason"));
  await kb.keyboard.type("Keyboard test");
  await press(kb, ban.getByRole("button", { name: "Ban", exact: true }));
  await expect(ban).toBeHidden();
  await expect(kb.getByText("This user is banned.")).toBeVisible();
  await press(kb, kb.getByRole("button", { name: "Unban user" }));
  await expect(kb.getByText("This user is not banned.")).toBeVisible();

  // Sign out, confirming in the dialog.
  await press(kb, nav.getByRole("button", { name: "Sign out" }));
  const confirm = kb.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await press(kb, confirm.getByRole("button", { name: "Sign out" }));
  await expect(kb).toHaveURL(/\/login/);
  await context.close();
});
