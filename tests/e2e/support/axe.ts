import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA rules; not axe's stricter best practices) on the page as it is and fails listing each
 * violation with its target. Pass `exclude` selectors only for third-party markup.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Legacy mode runs axe inside the page. The default mode collects per-frame results and
  // merges them in a new blank tab, one more renderer per call: a third of each call's time
  // here, for frames from other origins, which no screen of the app has.
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
