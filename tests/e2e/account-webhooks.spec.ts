import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { test as adminTest } from "./support/manager-users.ts";
import { RECEIVER_ANSWER, startReceiver, type Receiver } from "./support/webhook-receiver.ts";

// Outbound webhooks on the account page (docs/decisions/108): endpoints pointing at a receiver
// on loopback, which checks each request's Standard Webhooks signature with the secret the page
// showed once. Each test registers its own path, so deliveries of events that other tests cause
// (every repository created in the run) are told apart.

let receiver: Receiver;
test.beforeAll(async ({}, workerInfo) => {
  receiver = await startReceiver(workerInfo.workerIndex);
});
test.afterAll(async () => {
  await receiver.close();
});

// A delivery goes through the job queue: on a busy machine it can take a while.
const DELIVERY = { timeout: 30_000 };

const uniquePath = (label: string) =>
  `/${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;

type Payload = { type: string; timestamp: string; data: unknown };

/** The requests at `path` (from the `from`-th on), each verified with `secret` (or throws). */
function verified(path: string, secret: string, from = 0): (Payload & { id: string })[] {
  const webhook = new Webhook(secret);
  return receiver
    .received(path)
    .slice(from)
    .map(({ headers, body }) => ({
      ...(webhook.verify(body, headers) as Payload),
      id: headers["webhook-id"] ?? "",
    }));
}

/** Adds an endpoint through the section's dialog; returns the secret it showed once. */
async function addEndpoint(page: Page, url: string, events: string[]): Promise<string> {
  const section = page.getByRole("region", { name: "Webhooks" });
  await section.getByRole("button", { name: "Add endpoint" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  await dialog.getByLabel("Endpoint URL").fill(url);
  await dialog.getByLabel("Description (optional)").fill("End-to-end receiver");
  for (const name of events) await dialog.getByRole("checkbox", { name }).check();
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  const secretDialog = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
  await expect(secretDialog.getByText("it will not be shown again")).toBeVisible();
  const secret = await secretDialog.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(secretDialog).toBeHidden();
  return secret;
}

/** The log's row of the delivery whose message id is `id` and attempt `attempt`. */
const deliveryRow = (page: Page, id: string, attempt: number): Locator =>
  page
    .getByRole("listitem")
    .filter({ hasText: `Message ${id}` })
    .filter({ hasText: `Attempt ${attempt}` });

adminTest(
  "an admin adds an endpoint, creates a repository and sees the signed delivery (200) in the log",
  async ({ page }) => {
    const path = uniquePath("admin");
    await page.goto("/manager/account");
    const secret = await addEndpoint(page, receiver.url(path), ["Repository created"]);
    const row = page
      .getByRole("region", { name: "Webhooks" })
      .getByRole("listitem")
      .filter({ hasText: receiver.url(path) });
    await expect(row).toContainText("Enabled");
    await expect(row).toContainText("Events: Repository created");
    await page.reload();
    await expect(row).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    const name = `e2e-hook-${Date.now().toString(36)}`;
    await page.goto("/manager/repositories");
    await page.getByRole("button", { name: "New repository" }).click();
    const dialog = page.getByRole("dialog", { name: "New repository" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Link").fill(`https://example.com/${name}`);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // The receiver verifies the signature with the secret shown once.
    await expect
      .poll(
        () => verified(path, secret).filter((p) => JSON.stringify(p.data).includes(name)),
        DELIVERY,
      )
      .toHaveLength(1);
    const [event] = verified(path, secret).filter((p) => JSON.stringify(p.data).includes(name));
    expect(event?.type).toBe("repository.created");

    await page.goto("/manager/account");
    await row.getByRole("link", { name: receiver.url(path) }).click();
    await expect(page).toHaveURL(/\/manager\/account\/webhooks\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: receiver.url(path) })).toBeVisible();
    const delivery = deliveryRow(page, event?.id ?? "", 1);
    await expect(delivery).toContainText("Repository created");
    await expect(delivery).toContainText("Delivered", DELIVERY);
    await expect(delivery).toContainText("Response 200");
    await delivery.getByText("Response and message").click();
    await expect(delivery.getByText(RECEIVER_ANSWER)).toBeVisible();
    await expectNoAxeViolations(page);

    // A row's menu deletes too, asking first (the seeded admin keeps no endpoint of this run).
    await page.goto("/manager/account");
    await page.getByRole("button", { name: `More actions for ${receiver.url(path)}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure?" })
      .getByRole("button", { name: "Delete endpoint" })
      .click();
    await expect(page.getByText("Endpoint deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
  },
);

test("a user sends a test, redelivers it, rotates the secret, disables and deletes the endpoint", async ({
  page,
  login,
}) => {
  const path = uniquePath("user");
  await login(seededUserEmail(53), { start: "/login?redirect=%2Fapp%2Faccount" });
  const section = page.getByRole("region", { name: "Webhooks" });
  await expect(section.getByText("No webhook endpoints yet")).toBeVisible();

  // Refusals by the form's rules, translated, with what was typed kept.
  await section.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  // A plain user may not read users: only repository events are offered.
  await expect(form.getByRole("checkbox", { name: "Repository created" })).toBeVisible();
  await expect(form.getByRole("checkbox", { name: "User created" })).toHaveCount(0);
  await form.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByLabel("Endpoint URL")).toHaveAccessibleDescription(
    /Invalid URL, must be a web address \(http or https\)/,
  );
  await expect(form.getByText("Choose at least one event")).toBeVisible();
  await expect(form.getByLabel("Endpoint URL")).toHaveValue("ftp://example.com/hook");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Cancel" }).click();

  const secret = await addEndpoint(page, receiver.url(path), ["Repository updated"]);
  await section.getByRole("link", { name: receiver.url(path) }).click();
  await expect(page).toHaveURL(/\/app\/account\/webhooks\/[^/]+$/);
  await expect(page.getByText("No deliveries yet")).toBeVisible();

  // Editing keeps the address and changes what was asked, here the description and the events.
  const menu = page.getByRole("button", { name: `More actions for ${receiver.url(path)}` });
  await menu.click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit webhook endpoint" });
  await expect(edit.getByLabel("Endpoint URL")).toHaveValue(receiver.url(path));
  await expect(edit.getByRole("checkbox", { name: "Repository updated" })).toBeChecked();
  await edit.getByLabel("Description (optional)").fill("Deploys");
  await edit.getByRole("checkbox", { name: "Repository deleted" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Repository deleted and Repository updated")).toBeVisible();
  await expect(page.getByText("Deploys", { exact: true })).toBeVisible();

  // A test event goes through the queue: pending, then delivered, signed with the secret.
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event sent")).toBeVisible();
  await expect
    .poll(() => verified(path, secret).map((p) => p.type), DELIVERY)
    .toEqual(["webhook.test"]);
  const [test1] = verified(path, secret);
  const first = deliveryRow(page, test1?.id ?? "", 1);
  await expect(first).toContainText("Test event");
  await expect(first).toContainText("Delivered", DELIVERY);
  await expect(first).toContainText("Response 200");

  // Redelivery: the same message, attempt 2.
  await first.getByRole("button", { name: "Redeliver" }).click();
  await expect
    .poll(() => verified(path, secret).map((p) => p.id), DELIVERY)
    .toEqual([test1?.id, test1?.id]);
  await expect(deliveryRow(page, test1?.id ?? "", 2)).toContainText("Delivered", DELIVERY);
  await expectNoAxeViolations(page);

  // A new secret, shown once; the old one keeps signing beside it for 24 hours.
  await menu.click();
  await page.getByRole("menuitem", { name: "Rotate secret" }).click();
  const rotate = page.getByRole("dialog", { name: "Rotate the signing secret?" });
  await expect(rotate).toContainText("24 hours");
  await rotate.getByRole("button", { name: "Rotate secret" }).click();
  const shown = page.getByRole("dialog", { name: "Your new signing secret" });
  const newSecret = await shown.getByLabel("Signing secret").inputValue();
  await expectNoAxeViolations(page);
  expect(newSecret).toMatch(/^whsec_/);
  expect(newSecret).not.toBe(secret);
  await shown.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect.poll(() => receiver.received(path).length, DELIVERY).toBe(3);
  // Signed with both: receivers still holding the old secret keep accepting it.
  expect(verified(path, newSecret, 2).map((p) => p.type)).toEqual(["webhook.test"]);
  expect(verified(path, secret, 2).map((p) => p.type)).toEqual(["webhook.test"]);
  expect(() => verified(path, newSecret, 0)).toThrow("No matching signature");

  await menu.click();
  await page.getByRole("menuitem", { name: "Disable" }).click();
  await expect(page.getByText("Endpoint disabled")).toBeVisible();
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();

  // Delete is in the log page's danger zone; it asks first, then goes back to the account.
  const logUrl = page.url();
  await page
    .getByRole("region", { name: "Danger zone" })
    .getByRole("button", { name: "Delete endpoint" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(receiver.url(path));
  await confirm.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(section.getByText("No webhook endpoints yet")).toBeVisible();
  await expect(section.getByText(receiver.url(path))).toHaveCount(0);
  // Its log is gone with it: the page is not found.
  await page.goto(logUrl);
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
});

test("the delivery log reads right to left in Arabic, its addresses left to right, and passes axe in both themes", async ({
  page,
  login,
}) => {
  const path = uniquePath("ar");
  await login(seededUserEmail(54), { start: "/login?redirect=%2Fapp%2Faccount" });
  await addEndpoint(page, receiver.url(path), ["Repository deleted"]);
  await page.getByRole("link", { name: receiver.url(path) }).click();
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Response 200")).toBeVisible(DELIVERY);

  await page.context().addCookies([{ name: "lng", value: "ar", domain: "localhost", path: "/" }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const title = page.getByRole("heading", { level: 1, name: receiver.url(path) });
  await expect(title).toBeVisible();
  expect(await title.locator("span").evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
  await expect(page.getByRole("heading", { level: 2, name: "عمليات التسليم" })).toBeVisible();
  await expect(page.getByText("الاستجابة 200")).toBeVisible();
  await page.getByText("الاستجابة والرسالة").click();
  await expect(page.getByText(RECEIVER_ANSWER)).toBeVisible();
  await expectNoAxeViolations(page);
  // The dark theme, as the device asks (the theme follows the system by default).
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^مزيد من الإجراءات/ }).click();
  await expect(page.getByRole("menuitem", { name: "تغيير السرّ" })).toBeVisible();
  await expectNoAxeViolations(page);
});
