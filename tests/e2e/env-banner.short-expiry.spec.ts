import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// This server runs with ENV_NAME=Staging, ENV_EMOJI=🧪 and ENV_COLOR=darkred
// (playwright.config.ts).

test("a configured environment shows a readable banner and prefixes the title", async ({
  page,
}) => {
  await page.goto("/login");
  const banner = page.getByRole("note", { name: "Environment: Staging" });
  await expect(banner).toHaveText("🧪 Staging");
  await expect(banner).toHaveCSS("background-color", "rgb(139, 0, 0)");
  // Light text on the dark red, in the light theme as in the dark one.
  await expect(banner).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(page).toHaveTitle(/^🧪 .+ · Groundwork$/);
  await expectNoAxeViolations(page);

  await page.goto("/no-such-page");
  await expect(page).toHaveTitle(/^🧪 .+ · Groundwork$/);
  await expect(banner).toBeVisible();
});
