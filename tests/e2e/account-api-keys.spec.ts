import type { APIRequestContext } from "@playwright/test";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";

async function withKey(request: APIRequestContext, secret: string, query = "{ viewer { email } }") {
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${secret}` },
    data: { query },
  });
  const { extensions: _cost, ...body } = (await response.json()) as Record<string, unknown>;
  return { status: response.status(), body };
}

test("an API key is created, shown once, used against the API, then revoked and refused", async ({
  page,
  login,
  request,
}) => {
  const email = seededUserEmail(44);
  await login(email, { start: "/login?redirect=%2Fapp%2Faccount" });

  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name is required");

  await dialog.getByRole("radio", { name: "On a date" }).check();
  await dialog.getByLabel("Key name").fill("Deploy bot");
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Pick an expiry date");
  await expect(dialog.getByLabel("Key name")).toHaveValue("Deploy bot");

  await dialog.getByRole("radio", { name: "In 30 days" }).check();
  // The reads a user's role grants are preselected (api-key-scopes.spec.ts checks which are
  // offered); none at all is refused.
  await expect(dialog.getByRole("checkbox", { name: "Read repositories" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Change your account" })).not.toBeChecked();
  for (const name of [
    "Read your account",
    "Read repositories",
    "Read your webhooks",
    "Read your organizations",
  ]) {
    await dialog.getByRole("checkbox", { name }).uncheck();
  }
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one permission");
  await dialog.getByRole("checkbox", { name: "Read your account" }).check();
  await dialog.getByRole("checkbox", { name: "Read repositories" }).check();
  await dialog.getByRole("button", { name: "Create key" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Your new API key" });
  await expect(secretDialog.getByText("it will not be shown again")).toBeVisible();
  const secret = await secretDialog.getByLabel("API key").inputValue();
  expect(secret).toMatch(/^gw_[\w-]{40,}$/);
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(secretDialog).toBeHidden();

  const keys = page.getByRole("region", { name: "API keys" });
  const row = keys.getByRole("listitem").filter({ hasText: "Deploy bot" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(`${secret.slice(0, 9)}…`);
  await expect(row).toContainText("Permissions: Read your account and Read repositories");
  // A short list just ends: no "Showing 1 of 1" under it.
  await expect(keys.getByText(/^Showing \d+ of \d+$/)).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText("Active");
  expect(await page.content()).not.toContain(secret);

  const used = await withKey(request, secret);
  expect(used).toEqual({ status: 200, body: { data: { viewer: { email } } } });
  const write = await withKey(
    request,
    secret,
    `mutation { updateViewer(input: { name: "X" }) { user { name } } }`,
  );
  expect(JSON.stringify(write.body)).toContain("FORBIDDEN");
  await page.reload();
  await expect(row).toContainText("Last used");

  await row.getByRole("button", { name: "Revoke Deploy bot" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Revoke Deploy bot" }).click();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke Deploy bot" })).toHaveCount(0);

  const refused = await withKey(request, secret);
  expect(refused.status).toBe(401);
  expect(JSON.stringify(refused.body)).toContain("UNAUTHENTICATED");
});
