import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

test("on a phone the account page works and its API key form opens as a drawer", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(46), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page.getByText("This device")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Create API key" }).click();
  const drawer = page.getByRole("dialog", { name: "Create an API key" });
  await expect(drawer).toBeVisible();
  const viewportHeight = page.viewportSize()?.height;
  // A bottom drawer rests on the bottom edge once it has slid in.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.y + box.height);
    })
    .toBe(viewportHeight);
  await drawer.getByLabel("Key name").fill("Phone");
  await drawer.getByRole("button", { name: "Create key" }).click();

  const secret = page.getByRole("dialog", { name: "Your new API key" });
  await expect(secret.getByLabel("API key")).toHaveValue(/^gw_/);
  await expectNoAxeViolations(page);
  await secret.getByRole("button", { name: "Done" }).click();
  await expect(
    page
      .getByRole("region", { name: "API keys" })
      .getByRole("listitem")
      .filter({ hasText: "Phone" }),
  ).toContainText("Active");
});
