import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// The key form offers only the scopes the owner's role grants (docs/decisions/099), and the
// API refuses a key with more, whatever a client sends.

const USER_SCOPES = [
  "Read your account",
  "Change your account",
  "Read repositories",
  "Read your webhooks",
  "Manage your webhooks",
  "Read your organizations",
];
const ADMIN_ONLY = [
  "Read users",
  "Manage users",
  "Read sessions",
  "Manage sessions",
  "Manage repositories",
  "Delete any organization (admins)",
];

async function openKeyForm(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await expect(dialog.getByRole("group", { name: "Permissions" })).toBeVisible();
  return dialog;
}

async function checkedScopes(page: Page) {
  const group = page.getByRole("dialog").getByRole("group", { name: "Permissions" });
  const names: Record<string, boolean> = {};
  for (const box of await group.getByRole("checkbox").all()) {
    names[(await box.evaluate((input) => input.closest("label")?.textContent ?? "")).trim()] =
      await box.isChecked();
  }
  return names;
}

test.describe("a user", () => {
  test.use({ storageState: async ({ userState }, use) => use(userState) });

  test("is offered only a user's scopes, the reads ticked, and the API refuses more", async ({
    page,
    baseURL,
  }) => {
    await openKeyForm(page, "/app/account");
    expect(await checkedScopes(page)).toEqual({
      "Read your account": true,
      "Change your account": false,
      "Read repositories": true,
      "Read your webhooks": true,
      "Manage your webhooks": false,
      "Read your organizations": true,
    });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    // A client that sends more than the role grants gets a refusal in words, and no key.
    const refused = await page.request.post("/graphql", {
      headers: { origin: new URL(String(baseURL)).origin },
      data: {
        query: `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
        variables: {
          input: {
            name: "too wide",
            expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            scopes: ["REPOSITORY_READ", "USER_WRITE"],
          },
        },
      },
    });
    const body = (await refused.json()) as {
      data: { createApiKey: unknown } | null;
      errors?: { message: string; extensions: { code: string; field?: string } }[];
    };
    expect(body.data?.createApiKey ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", field: "scopes" });
    expect(body.errors?.[0]?.message).toBe(
      "Your role does not grant USER_WRITE: a key can only have the permissions your account has.",
    );
  });
});

test.describe("an admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("is offered every scope, with the reads ticked", async ({ page }) => {
    await openKeyForm(page, "/manager/account");
    const scopes = await checkedScopes(page);
    expect(Object.keys(scopes).sort()).toEqual([...USER_SCOPES, ...ADMIN_ONLY].sort());
    expect(Object.keys(scopes).filter((name) => scopes[name])).toEqual([
      "Read users",
      "Read sessions",
      "Read your account",
      "Read repositories",
      "Read your webhooks",
      "Read your organizations",
    ]);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
  });
});
