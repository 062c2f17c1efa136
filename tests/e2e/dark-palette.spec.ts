import type { Locator, Page } from "@playwright/test";
import { converter, parse, wcagContrast, wcagLuminance, type Color } from "culori";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/manager-users.ts";
import { THEME_STORAGE_KEY } from "#shared/theme";

// The dark theme has a palette of its own (docs/decisions/098): roles keep their meaning
// without turning into white blocks. The light theme keeps its look. Colours are read as the
// browser computes them and measured with WCAG's relative luminance.

type Scheme = "light" | "dark";

function colour(value: string): Color {
  const parsed = parse(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
}

async function style(locator: Locator, property: "backgroundColor" | "color" | "borderColor") {
  return colour(
    await locator.evaluate((element, name) => getComputedStyle(element)[name], property),
  );
}

/** The page's surface behind `locator`: the nearest ancestor with an opaque background. */
async function surfaceBehind(locator: Locator): Promise<Color> {
  return colour(
    await locator.evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (!/rgba\(.*,\s*0\)$|transparent/.test(background)) return background;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    }),
  );
}

async function openIn(page: Page, scheme: Scheme, path: string): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

test("in dark, the active sidebar entry is a tinted surface with an indicator, and the Manager badge is not white", async ({
  page,
}) => {
  await openIn(page, "dark", "/manager/users");
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  const active = nav.getByRole("link", { name: "Users", exact: true });
  await expect(active).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  const activeBackground = await style(active, "backgroundColor");
  expect(wcagLuminance(activeBackground), "active entry background luminance").toBeLessThan(0.1);
  expect(wcagContrast(await style(active, "color"), activeBackground)).toBeGreaterThanOrEqual(7);
  // The indicator on the entry's start edge stands out from the sidebar (a non-text 3:1).
  const sidebar = await surfaceBehind(active);
  expect(wcagContrast(await style(active, "borderColor"), sidebar)).toBeGreaterThanOrEqual(3);
  // A neighbour is not highlighted.
  const inactive = nav.getByRole("link", { name: "Dashboard", exact: true });
  expect((await style(inactive, "borderColor")).alpha, "no indicator on another entry").toBe(0);

  const badge = page.getByRole("banner").getByText("Manager", { exact: true });
  const badgeBackground = await style(badge, "backgroundColor");
  expect(wcagLuminance(badgeBackground), "badge background luminance").toBeLessThan(0.1);
  expect(wcagContrast(await style(badge, "color"), badgeBackground)).toBeGreaterThanOrEqual(4.5);
});

test("in light, the active sidebar entry and the Manager badge keep their dark fill", async ({
  page,
}) => {
  await openIn(page, "light", "/manager/users");
  const active = page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("link", { name: "Users", exact: true });
  const badge = page.getByRole("banner").getByText("Manager", { exact: true });
  for (const element of [active, badge]) {
    const background = await style(element, "backgroundColor");
    expect(wcagLuminance(background)).toBeLessThan(0.02);
    expect(wcagLuminance(await style(element, "color"))).toBeGreaterThan(0.95);
  }
});

for (const scheme of ["dark", "light"] as const) {
  test(`in ${scheme}, a danger button outside a dialog is outlined and the confirm button is a solid, deep red`, async ({
    page,
  }) => {
    await openIn(page, scheme, "/manager/account");
    const trigger = page.getByRole("button", { name: "Delete my account" });
    await trigger.scrollIntoViewIfNeeded();
    const surface = await surfaceBehind(trigger);
    // Outlined: no fill of its own (the surface shows through), red text and border that read.
    const fill = await style(trigger, "backgroundColor");
    expect(fill.alpha ?? 1, "the trigger has no fill").toBe(0);
    const text = await style(trigger, "color");
    expect(wcagContrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(await style(trigger, "borderColor"), surface)).toBeGreaterThanOrEqual(3);
    expect(isRed(text), "the trigger's text is red").toBe(true);

    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Are you sure?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    // Solid and deep, never a pastel block: dark enough that white text reads on it.
    const solid = await style(confirm, "backgroundColor");
    expect(isRed(solid), "the confirm button is red").toBe(true);
    expect(wcagLuminance(solid), "confirm button luminance").toBeLessThan(0.2);
    expect(wcagContrast(await style(confirm, "color"), solid)).toBeGreaterThanOrEqual(4.5);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
}

const toOklch = converter("oklch");

/** A saturated colour whose hue is red (OKLCH hue within 20° of 25°). */
function isRed(value: Color): boolean {
  const { c, h } = toOklch(value);
  return c > 0.1 && h !== undefined && Math.abs(((h - 25 + 540) % 360) - 180) <= 20;
}
