import { expectNoAxeViolations } from "./support/axe.ts";
import { seededUserEmail } from "./support/fixtures.ts";
import { expect, signInOnNewContext, test } from "./support/manager-users.ts";
import { PHONE } from "./support/phone.ts";

test.use(PHONE);

// On a 390 px wide phone (support/phone.ts): below 640 px the repository form is a bottom drawer.

test("on a phone the admin creates and edits a repository in a drawer", async ({ page }) => {
  const name = `e2e-phone-${Date.now().toString(36)}`;
  await page.goto("/manager/repositories");
  await expect(page.getByRole("heading", { level: 1, name: "Code repositories" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "New repository" }).click();
  const drawer = page.getByRole("dialog", { name: "New repository" });
  await expect(drawer).toBeVisible();
  // vaul marks its content; a centred dialog would not have it.
  await expect(drawer).toHaveAttribute("data-vaul-drawer", "");
  const viewport = page.viewportSize();
  expect(viewport?.width).toBe(390);
  // Once it has slid up, the drawer sits on the bottom edge, full width.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([390, viewport?.height]);
  await expectNoAxeViolations(page);

  await drawer.getByLabel("Name").fill("react-router");
  await drawer.getByLabel("Link").fill("nodot");
  await drawer.getByRole("button", { name: "Create" }).click();
  await expect(drawer.getByLabel("Link")).toHaveAccessibleDescription(
    "Invalid link, must contain at least a dot",
  );
  await drawer.getByLabel("Link").fill("github.com/e2e/phone");
  await drawer.getByRole("button", { name: "Create" }).click();
  await expect(drawer.getByLabel("Name")).toHaveAccessibleDescription("Name already used");
  await drawer.getByLabel("Name").fill(name);
  await drawer.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit repository" });
  await expect(edit).toHaveAttribute("data-vaul-drawer", "");
  await edit.getByLabel("Description (optional)").fill("Edited on a phone");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Edited on a phone")).toBeVisible();
});

test("on a phone a repository page keeps its navigation at the top, not in a bottom bar", async ({
  browser,
}, testInfo) => {
  const page = await signInOnNewContext(
    browser,
    String(testInfo.project.use.baseURL),
    seededUserEmail(52),
  );
  await page.setViewportSize({ width: 390, height: 664 });
  await page.goto("/app/repositories?searchTerm=pglite");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  await page.getByRole("link", { name: "pglite", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "pglite" })).toBeVisible();
  // The app's navigation stays reachable, as a row under the header rather than a bar at the
  // bottom of the screen.
  const box = await nav.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(200);
  await expectNoAxeViolations(page);
  await page.context().close();
});
