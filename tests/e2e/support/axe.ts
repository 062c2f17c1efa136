import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions, run } from "axe-core";
import { expect, type Frame, type Page } from "@playwright/test";

const requireHere = createRequire(import.meta.url);
const axeSource = readFileSync(requireHere.resolve("axe-core/axe.min.js"), "utf8");
const { version: axeVersion } = requireHere("axe-core/package.json") as { version: string };

/** WCAG 2.0/2.1/2.2 A and AA rules; not axe's stricter best practices. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Loads axe-core into the frame unless this document already runs this version of it. A
 * global named `axe` is not enough: an element with id "axe" is one too.
 */
async function inject(frame: Frame): Promise<void> {
  try {
    const loaded = await frame.evaluate((version) => {
      const axe = (window as unknown as { axe?: { run?: unknown; version?: unknown } }).axe;
      return typeof axe?.run === "function" && axe.version === version;
    }, axeVersion);
    if (!loaded) await frame.evaluate(axeSource);
  } catch (error) {
    // A frame removed meanwhile has nothing left to check; any other failure fails the check.
    if (!frame.isDetached()) throw error;
  }
}

/**
 * Waits until no transition or animation that ends is still running. axe reads the colours
 * of the moment: mid-way through a button's 150 ms colour transition (a theme switched, a
 * dialog opened) it measures a contrast that no one sees once the page is still. Endless
 * animations (a spinner, a skeleton's pulse) are the page's steady state and are not waited
 * for, unless `endless` asks for them too: then the page has stopped showing that it loads.
 */
export async function settleAnimations(
  page: Page,
  { endless = false }: { endless?: boolean } = {},
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (endless) =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" &&
                  (endless || animation.effect?.getComputedTiming().endTime !== Infinity),
              ).length,
          endless,
        ),
      {
        message: endless
          ? "every animation has ended"
          : "transitions and animations that end have ended",
        intervals: [50],
      },
    )
    .toBe(0);
}

/**
 * What an open modal (Radix and vaul, through the aria-hidden package) marks inert behind it.
 * WCAG's contrast minimum exempts inactive components, and behind the overlay the colours are
 * the dimming's, measured differently as vaul scales the page and darkens the body: a colour
 * check of that layer failed on a busy machine, not for anything a user reads.
 */
const INERT_BEHIND_MODAL = '[data-aria-hidden="true"]';

/**
 * Runs axe on the page once its transitions have ended, and fails listing each violation
 * with its target; with a modal open, on the modal (what is behind it is inert). Pass
 * `exclude` selectors only for third-party markup, and `rules` to run only those rules.
 *
 * axe-core's own `axe.run`, in the page: @axe-core/playwright's AxeBuilder evaluated axe's
 * 560 kB source twice on every `analyze()` (into the page, then into every frame again), 0.3 s
 * of each call here. This loads it once per document, into every frame, as the builder's legacy
 * mode did (docs/decisions/028).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; rules?: readonly string[] } = {},
): Promise<void> {
  await settleAnimations(page);
  for (const frame of page.frames()) await inject(frame);
  // Only violations are read: axe then keeps one example node of each other outcome (passes,
  // incomplete, inapplicable) instead of describing every node it checked.
  const runOptions: RunOptions = {
    runOnly: options.rules
      ? { type: "rule", values: [...options.rules] }
      : { type: "tag", values: WCAG_TAGS },
    resultTypes: ["violations"],
  };
  const violations = await page.evaluate(
    async ({ exclude, inert, runOptions }) => {
      const axe = (window as unknown as { axe: { run: typeof run } }).axe;
      // Only while a dialog is open: a marker left behind must not hide the page from axe.
      const modal = document.querySelector('[role="dialog"], [role="alertdialog"]');
      const skipped = modal && document.querySelector(inert) ? [...exclude, inert] : exclude;
      const context = skipped.length > 0 ? { exclude: skipped } : document;
      const results: AxeResults = await axe.run(context, runOptions);
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
      }));
    },
    { exclude: options.exclude ?? [], inert: INERT_BEHIND_MODAL, runOptions },
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
