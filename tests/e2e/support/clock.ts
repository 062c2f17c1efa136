import { expect, type Locator, type Page, type Request } from "@playwright/test";

// Helpers for page.clock (install it before the page loads). Once paused, the page's timers,
// Date and performance.now move only when the test calls runFor: a slow or busy machine
// cannot make a timer fire early or late, so timing rules are checked exactly. React has
// timers of its own (it may hold back a commit by a few hundred milliseconds after showing a
// Suspense fallback): moveUntilVisible lets the page do what it can without them first.

const inFlight = new WeakMap<Page, Set<Request>>();

/** Stops the page's clock from now on, and starts counting its requests in flight. */
export async function pauseClock(page: Page): Promise<void> {
  if (!inFlight.has(page)) {
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
  }
  // pauseAt cannot go back, and the page's clock runs on while this call travels: aim a few
  // seconds ahead (timers due by then fire once, as after a short nap).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

/**
 * Lets the page finish what it has started before the test moves the clock or checks that
 * something did *not* happen: React renders, and runs effects (which set and clear timers),
 * in message tasks, which the fake clock does not hold; a few round trips through a
 * MessageChannel come after them.
 */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Waits, in real time, until the page has had no request in flight for 100 ms. */
export async function networkQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("networkQuiet: call pauseClock(page) first");
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 100;
      },
      { message: "the page's requests to end", intervals: [20] },
    )
    .toBe(true);
}

/**
 * Moves the paused clock in `step` ms steps, at most `limit` ms, until `locator` is visible,
 * and returns how far it moved. Before each step the page's requests end and its work
 * settles, so how far the clock moves depends on the page's timers only, not on how fast
 * the network or the machine is.
 */
export async function moveUntilVisible(
  page: Page,
  locator: Locator,
  { step = 50, limit = 1_000 } = {},
): Promise<number> {
  for (let moved = 0; ; moved += step) {
    await networkQuiet(page);
    await settle(page);
    if (await locator.isVisible()) return moved;
    if (moved >= limit) throw new Error(`${String(locator)} still hidden after ${moved} ms`);
    await page.clock.runFor(step);
  }
}
