import {
  createUser,
  expect,
  expectNoAxeViolations,
  freshEmail,
  test,
} from "./support/manager-users.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

test("on a phone the users list works and banning happens in a bottom drawer", async ({ page }) => {
  await page.goto("/manager/users");
  await expect(
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  ).toHaveCount(20);
  await expectNoAxeViolations(page);

  await createUser(page, "Phone Ban", freshEmail("phone-ban"));
  await page.getByRole("button", { name: "Ban user" }).click();
  const drawer = page.getByRole("dialog", { name: "Ban this user" });
  await expect(drawer).toBeVisible();
  // A drawer: once it has slid in, it rests on the bottom edge, full width.
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.y + box.height), Math.round(box.width)];
    })
    .toEqual([viewport?.height, viewport?.width]);
  await expectNoAxeViolations(page);

  await drawer.getByLabel("Reason").fill("Phone ban");
  await drawer.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText("No end date")).toBeVisible();
  await expect(page.getByText("Reason: Phone ban")).toBeVisible();
});
