import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// Keyboard-only walks (keyboard.spec.ts, organizations.spec.ts): locators only check where focus
// is; every action is a key press.

/**
 * Presses Tab until `target` has focus, or Shift+Tab while it comes earlier in the page, as a
 * keyboard user would; fails after `max` presses. Never wrapping past the page's end matters: the
 * toast list sits there, and leaving it hands focus back to where it came from.
 */
export async function tabTo(page: Page, target: Locator, { max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    // Found again on every press: a handle taken once pointed at a link that a re-render had
    // since replaced, and focus on its successor never matched.
    const where = await target.evaluate((element) => {
      const active = document.activeElement ?? document.body;
      if (element === active) return "here";
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
        ? "before"
        : "after";
    });
    if (where === "here") return;
    await page.keyboard.press(where === "before" ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to `target` and activates it with Enter. */
export async function press(page: Page, target: Locator, key = "Enter") {
  await tabTo(page, target);
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}
