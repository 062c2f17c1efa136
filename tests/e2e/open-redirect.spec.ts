import type { BrowserContext, Page } from "@playwright/test";
import { OPEN_REDIRECT_VARIANTS } from "../fixtures/open-redirect-variants.ts";
import { readAuthState } from "./support/auth-states.ts";
import { clientAddress, expect, seededUserEmail, test } from "./support/fixtures.ts";

// /login?redirect=… sends a signed-in visitor on, and for no value of
// `redirect` may that leave the app's origin (web/features/auth/safe-redirect.ts).

type OffSiteRequest = { page: Page | undefined; url: string };

/** Blocks every request the context makes to another origin, and returns the list of them. */
async function blockOtherOrigins(context: BrowserContext, origin: string) {
  const requests: OffSiteRequest[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const request = route.request();
      let page: Page | undefined;
      try {
        page = request.frame().page();
      } catch {
        // A request without a frame (a service worker's): no page to blame.
      }
      requests.push({ page, url: request.url() });
      return route.abort("blockedbyclient");
    },
  );
  return requests;
}

/** Records the page leaving the origin, or opening a dialog (a javascript: URL that ran). */
function watchPage(page: Page, origin: string, leaks: string[]) {
  page.on("framenavigated", (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url !== "about:blank" && new URL(url).origin !== origin) {
      leaks.push(url);
    }
  });
  page.on("dialog", (dialog) => {
    leaks.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Opens /login?redirect=<target> and waits until the app has sent the visitor on. */
async function followRedirect(page: Page, target: string, leaks: string[]) {
  // A redirect off the site interrupts this navigation (chrome-error): a leak, not a crash.
  await page
    .goto(`/login?redirect=${encodeURIComponent(target)}`)
    .catch((error: Error) => leaks.push(error.message.split("\n")[0] ?? ""));
  await page
    .waitForURL((url) => !(url.pathname === "/login" && url.searchParams.has("redirect")), {
      timeout: 5_000,
    })
    .catch(() => {
      // Left for the assertions: a redirect that went elsewhere never reaches such a URL.
    });
  await page.waitForLoadState("domcontentloaded").catch(() => {});
}

test("a signed-in visitor is never sent off the site by ?redirect=", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    baseURL,
    storageState: readAuthState(baseURL, "user"),
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const offSite = await blockOtherOrigins(context, origin);

  // Control: a path on the site is followed, so the loop below tests the redirect for real.
  const control = await context.newPage();
  await followRedirect(control, "/app/account", []);
  await expect(control).toHaveURL(`${origin}/app/account`);
  await control.close();

  expect(OPEN_REDIRECT_VARIANTS.length).toBeGreaterThanOrEqual(50);
  const escaped: string[] = [];
  // Four pages at a time, each loading variant after variant. What a page shows after a
  // variant's check (a late navigation or request) is reported with the variant before too;
  // a page on which anything left is closed and replaced. A new page per variant cost a
  // quarter more.
  const pending = [...OPEN_REDIRECT_VARIANTS];
  const worker = async () => {
    let page: Page | undefined;
    let leaks: string[] = [];
    let previous: string | undefined;
    for (let target = pending.shift(); target !== undefined; target = pending.shift()) {
      if (!page) {
        page = await context.newPage();
        leaks = [];
        previous = undefined;
        watchPage(page, origin, leaks);
      }
      await followRedirect(page, target, leaks);
      const landed = page.url();
      const seen = [
        ...leaks,
        ...offSite.filter((entry) => entry.page === page).map((entry) => entry.url),
      ];
      if (seen.length > 0 || new URL(landed).origin !== origin) {
        const suspects = previous === undefined ? [target] : [previous, target];
        escaped.push(`${JSON.stringify(suspects)} -> ${[...seen, landed].join(", ")}`);
        await page.close();
        page = undefined;
      } else {
        previous = target;
      }
    }
    // A late effect of the page's last variant, seen before the page closes.
    if (page && leaks.length > 0)
      escaped.push(`${JSON.stringify([previous])} -> ${leaks.join(", ")}`);
    await page?.close();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(escaped, `${escaped.length} of ${OPEN_REDIRECT_VARIANTS.length} left`).toEqual([]);
  // Requests from no page of ours (a popup, a worker) are nobody's variant, and none may leave.
  expect(offSite).toEqual([]);
  await context.close();
});

test("signing in with a code never follows a hostile redirect off the site", async ({
  page,
  context,
  login,
}, testInfo) => {
  const origin = new URL(String(testInfo.project.use.baseURL)).origin;
  const offSite = await blockOtherOrigins(context, origin);
  const leaks: string[] = [];
  watchPage(page, origin, leaks);
  await login(seededUserEmail(57), { start: "/login?redirect=%2F.%2F%2Fevil.example%2Fx" });
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page).toHaveURL(/\/app(\?|$)/);
  expect(leaks).toEqual([]);
  expect(offSite).toEqual([]);
});
