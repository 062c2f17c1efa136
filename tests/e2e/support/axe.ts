import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA rules; not axe's stricter best practices) on the page as it is and fails listing each
 * violation with its target. Pass `exclude` selectors only for third-party markup, and `rules`
 * to run only those rules.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; rules?: readonly string[] } = {},
): Promise<void> {
  // Legacy mode runs axe inside the page. The default mode collects per-frame results and
  // merges them in a new blank tab, one more renderer per call: a third of each call's time
  // here, for frames from other origins, which no screen of the app has.
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  // Only violations are read: axe then keeps one example node of each other outcome (passes,
  // incomplete, inapplicable) instead of describing every node it checked.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  // One or the other: withRules replaces the tag filter (both set axe's runOnly).
  if (options.rules) builder.withRules([...options.rules]);
  else builder.withTags(tags);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
