import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { moveUntilVisible, networkQuiet, pauseClock, settle } from "./support/clock.ts";
import { expect, test } from "./support/manager-users.ts";
import { sampleIds } from "./support/sample-ids.ts";

// The UX review's defects on a desktop screen, as the seeded admin (phone ones: ux-defects.phone).

type Catalogue = Record<string, string>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue;

// A slow or failing page query shows the bar from 1000 ms on, during a navigation and during
// "Try again" (a revalidation, in which react-router's navigation state stays idle: there the
// bar never showed). The page's code is loaded beforehand (one user page seen), so
// only the query is slow. Each step on the paused page clock (support/clock.ts).

/** /manager/users with one user page seen, back on the list; the clock paused. */
async function usersListAfterOneUser(page: Page): Promise<ReturnType<Page["getByRole"]>> {
  await page.clock.resume();
  await page.goto("/manager/users");
  // Each row's name link (its action icons have no text).
  const users = page
    .getByRole("main")
    .getByRole("row")
    .filter({ hasText: /@example\.com/ })
    .getByRole("link")
    .filter({ hasText: /\S/ });
  await users.first().click();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(users.nth(4)).toBeVisible();
  await pauseClock(page);
  return users;
}

test("the pending indicator shows while a page query is slow and while it is retried", async ({
  page,
}) => {
  await page.clock.install();
  const indicator = page.getByRole("progressbar", { name: "Loading the page" });
  const userHeading = page.getByRole("heading", { level: 1 });

  // A query answered after 2 s: the bar from 1000 ms until the page shows.
  let users = await usersListAfterOneUser(page);
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    arrive();
    await released;
    await route.continue();
  });
  await users.nth(2).click();
  await arrived;
  await settle(page);
  await page.clock.runFor(999);
  await settle(page);
  await expect(indicator).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(indicator).toBeVisible();
  await page.clock.runFor(1000);
  await settle(page);
  await expect(indicator).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/manager\/users\/[^/]+$/);
  await expect(userHeading).not.toHaveText("Users");
  await page.clock.runFor(500);
  await expect(indicator).toBeHidden();
  await page.unroute("**/graphql");

  // A failing /graphql: retried after 1, 2 and 4 s, with the bar on screen all along, then
  // the error screen without it.
  users = await usersListAfterOneUser(page);
  let attempts = 0;
  await page.route("**/graphql", (route) => {
    attempts += 1;
    return route.fulfill({ status: 500, contentType: "text/plain", body: "down" });
  });
  // The route sees a request before the page sees its failure, and only then does the page set
  // the timer for the next attempt: the clock may move once that answer is in and handled.
  const answered = async (count: number) => {
    await expect.poll(() => attempts).toBe(count);
    await networkQuiet(page);
    await settle(page);
  };
  await users.nth(3).click();
  await answered(1);
  await settle(page);
  await page.clock.runFor(999);
  await settle(page);
  await expect(indicator).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(indicator).toBeVisible();
  await answered(2);
  await page.clock.runFor(2000);
  await answered(3);
  await settle(page);
  await expect(indicator).toBeVisible();
  await page.clock.runFor(4000);
  await answered(4);
  const failed = page.getByRole("heading", { level: 1, name: "This page couldn't load" });
  await moveUntilVisible(page, failed);
  await page.clock.runFor(500);
  await settle(page);
  await expect(indicator).toHaveCount(0);

  // "Try again" re-runs the loaders after 600 ms (a revalidation: react-router's navigation
  // stays idle). Its query and retries show the bar as well, from 1000 ms after it started.
  attempts = 0;
  await page.getByRole("button", { name: "Try again" }).click();
  await settle(page);
  await page.clock.runFor(600);
  await answered(1);
  await settle(page);
  await page.clock.runFor(999);
  await settle(page);
  await expect(indicator).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(indicator).toBeVisible();
  await answered(2);
  await page.clock.runFor(2000);
  await answered(3);
  await settle(page);
  await expect(indicator).toBeVisible();
  await page.clock.runFor(4000);
  await answered(4);
  await settle(page);
  await page.clock.runFor(500);
  await settle(page);
  await expect(failed).toBeVisible();
  await expect(indicator).toHaveCount(0);
});

/** A user id that is well-formed but names nobody: what a just-deleted user's id looks like. */
async function goneUserId(page: Page, baseURL: string): Promise<string> {
  const { userId } = await sampleIds(page, baseURL);
  const [typename] = Buffer.from(userId, "base64").toString("utf8").split(":");
  return Buffer.from(`${typename}:gone0000000000000000000000000000`).toString("base64");
}

async function expectNotFoundInLayout(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole("heading", { level: 1, name: "This page could not be found" }),
    path,
  ).toBeVisible();
  // Inside the layout, like a missing repository: the sidebar stays.
  await expect(page.getByRole("navigation", { name: "Manager navigation" })).toBeVisible();
}

for (const suffix of ["", "/update"]) {
  test(`a missing user shows the 404 screen on /manager/users/:id${suffix}`, async ({
    page,
    baseURL,
  }) => {
    const gone = await goneUserId(page, baseURL ?? "");
    for (const id of ["not-an-id", gone]) {
      await expectNotFoundInLayout(page, `/manager/users/${id}${suffix}`);
    }
  });
}

test("unknown paths answer 404, known ones 200, and robots.txt is a robots file", async ({
  request,
}) => {
  for (const path of ["/no/such/page", "/manager/nothing", "/app/repositories/1/edit"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // Still the app, which renders the 404 screen.
    expect(response.headers()["content-type"], path).toContain("text/html");
  }
  for (const path of ["/login", "/manager/users/not-an-id", "/app/repositories/x", "/"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toContain("<");
});

test("the page has a translated meta description", async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  for (const locale of ["en", "fr", "ar", "sw"]) {
    await page.goto(`/login?lng=${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(description).toHaveAttribute(
      "content",
      catalogue(locale)["common.meta.description"] ?? "?",
    );
  }
});

test("the date picker uses the theme's colours and the page's language", async ({ page }) => {
  const calendar = page.locator(".rdp-root");
  const open = async (locale: string) => {
    await page.goto(`/manager/account?lng=${locale}`);
    await page
      .getByRole("button", { name: catalogue(locale)["apiKey.account.create.open"] })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio").last().check();
    await dialog.locator("button[aria-expanded]").click();
    await expect(calendar).toBeVisible();
  };

  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await open("en");
  const accent = await calendar.evaluate((root) =>
    getComputedStyle(root).getPropertyValue("--rdp-accent-color").trim(),
  );
  expect(accent).not.toBe("blue");
  // The theme's primary colour (docs/decisions/098): light on the dark surface.
  const [accentColor, primaryColor] = await calendar.evaluate((root) => {
    const probe = (color: string) => {
      const span = document.createElement("span");
      span.style.color = color;
      root.append(span);
      const computed = getComputedStyle(span).color;
      span.remove();
      return computed;
    };
    return [probe("var(--rdp-accent-color)"), probe("var(--color-primary)")];
  });
  expect(accentColor).toBe(primaryColor);
  expect(accentColor).toMatch(/^oklch\(0\.9/);

  await open("sw");
  // The expiry picker opens on tomorrow's month, its first allowed day (form-api-key-create.tsx):
  // on a month's last day, the next month.
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const month = new Intl.DateTimeFormat("sw", { month: "long" }).format(tomorrow);
  await expect(calendar).toContainText(month);
  const weekdays = calendar.locator("th");
  await expect(weekdays).toHaveCount(7);
  expect(await weekdays.allTextContents()).not.toContain("Su");

  await open("ar");
  await expect(calendar).toContainText(
    new Intl.DateTimeFormat("ar", { month: "long" }).format(tomorrow),
  );
  // Every weekday header fits its column: none runs into the next.
  const overflowing = await weekdays.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
});

test("the change-name dialog lays its buttons out like every other dialog", async ({ page }) => {
  await page.goto("/manager/account?state=change-name");
  const dialog = page.getByRole("dialog", { name: "Change your name" });
  const save = await dialog.getByRole("button", { name: "Save" }).boundingBox();
  const cancel = await dialog.getByRole("button", { name: "Cancel" }).boundingBox();
  await page.keyboard.press("Escape");
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("button", { name: "Sign out" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  const confirmCancel = await confirm.getByRole("button", { name: "Cancel" }).boundingBox();
  if (!save || !cancel || !confirmCancel) throw new Error("a button has no box");
  // One row, Cancel first, the action at the end, each as high as the confirm dialog's.
  expect(Math.round(save.y)).toBe(Math.round(cancel.y));
  expect(cancel.x).toBeLessThan(save.x);
  expect(Math.round(cancel.height)).toBe(Math.round(confirmCancel.height));
  await page.keyboard.press("Escape");
});

test("no two sidebar entries open the same page; the product name leads home", async ({ page }) => {
  await page.goto("/manager/users");
  const nav = page.getByRole("navigation", { name: "Manager navigation" });
  // evaluateAll does not wait: read the links once the sidebar has rendered.
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toBeVisible();
  const hrefs = await nav
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(hrefs).toContain("/manager/dashboard");
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // /manager is the area's home, and its index is the dashboard.
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Groundwork/ })
    .click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
