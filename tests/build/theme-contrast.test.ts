import { readFileSync } from "node:fs";
import { parse, wcagContrast, type Color } from "culori";
import { describe, expect, it } from "vitest";

// The role tokens' contrast, computed from the source CSS for both themes (docs/decisions/098).
// The axe matrix checks what each route shows; this checks every pair the roles promise,
// including states axe seldom sees (hover, the focus ring, the danger confirm button).

const source = readFileSync(new URL("../../web/theme-tokens.css", import.meta.url), "utf8");

/** The `--color-*` declarations of the first block opened by `selector`. */
function tokens(selector: string): Map<string, Color> {
  const start = source.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no "${selector} {" block in theme-tokens.css`);
  const block = source.slice(start, source.indexOf("\n}", start));
  const found = new Map<string, Color>();
  for (const [, name, value] of block.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)) {
    const colour = parse(value ?? "");
    if (!name || !colour) throw new Error(`--color-${name}: "${value}" is not a colour`);
    found.set(name, colour);
  }
  return found;
}

const themes = { light: tokens("@theme static"), dark: tokens(".dark") };

const TEXT = 4.5; // WCAG 1.4.3, body text
const NON_TEXT = 3; // WCAG 1.4.11: focus rings, indicators, outlines

/** [foreground, background, minimum ratio]. */
const PAIRS: readonly (readonly [string, string, number])[] = [
  ["foreground", "background", TEXT],
  ["foreground", "card", TEXT],
  ["foreground", "popover", TEXT],
  ["muted-foreground", "background", TEXT],
  ["muted-foreground", "card", TEXT],
  ["muted-foreground", "popover", TEXT],
  ["muted-foreground", "accent", TEXT],
  ["primary-foreground", "primary", TEXT],
  ["primary-foreground", "primary-hover", TEXT],
  ["accent-foreground", "accent", TEXT],
  ["destructive", "background", TEXT],
  ["destructive", "card", TEXT],
  ["destructive", "popover", TEXT],
  ["destructive", "destructive-subtle", TEXT],
  ["destructive-foreground", "destructive-strong", TEXT],
  ["destructive-foreground", "destructive-strong-hover", TEXT],
  ["sidebar-active-foreground", "sidebar-active", TEXT],
  ["sidebar-indicator", "card", NON_TEXT],
  ["badge-foreground", "badge", TEXT],
  ["ring", "background", NON_TEXT],
  ["ring", "card", NON_TEXT],
  ["ring", "popover", NON_TEXT],
];

describe.each(Object.entries(themes))("the %s theme", (_name, palette) => {
  it.each(PAIRS)("%s on %s reaches %d:1", (front, back, minimum) => {
    const foreground = palette.get(front);
    const background = palette.get(back);
    expect(foreground, `--color-${front}`).toBeDefined();
    expect(background, `--color-${back}`).toBeDefined();
    if (!foreground || !background) return;
    expect(wcagContrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

it("dark surfaces rise in lightness: background < card < popover", () => {
  const lightness = (name: string) => wcagContrast(themes.dark.get(name) ?? "#000", "#000");
  expect(lightness("card")).toBeGreaterThan(lightness("background"));
  expect(lightness("popover")).toBeGreaterThan(lightness("card"));
});

it("in dark, the active sidebar entry and the badge are tinted surfaces, not light pills", () => {
  for (const name of ["sidebar-active", "badge", "destructive-strong"]) {
    const colour = themes.dark.get(name);
    expect(colour, `--color-${name}`).toBeDefined();
    // A light pill would be at least 10:1 against black; these stay dark surfaces.
    expect(wcagContrast(colour ?? "#fff", "#000"), name).toBeLessThan(5);
  }
});
