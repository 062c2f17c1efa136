import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN_EMAIL, seedUsers, USER_EMAIL } from "../../prisma/seed/data.ts";
import type { Locale } from "#shared/i18n/locales";
import {
  buildWeb,
  mailboxCode,
  startServer,
  systemChromium,
  waitForHealth,
} from "../lighthouse/app-server.ts";
import {
  fileName,
  LOCALES,
  SCREENS,
  THEMES,
  VIEWPORTS,
  type Account,
  type Screen,
  type Theme,
} from "./screens.ts";
import { screenshotServerOption } from "./server-preload.ts";

// `npm run screenshots`: the screens of screens.ts, light and dark, in English and Arabic,
// into docs/screenshots/ (docs/screenshots/README.md shows them). The app runs as for
// Lighthouse (production web build, fresh seeded PGlite, development mailbox; port 3800);
// accounts sign in with the code the mailbox shows. Deterministic: the server's clock starts
// at FIXED_TIME and the page's stands still there, and the server's ids are counted
// (server-preload.ts), so the seeded data, the dashboard's days and the avatars' colours are
// the same on every run; motion is reduced and animations stopped, and the
// environment banner is off (a release's default).
//
//   npm run screenshots -- --out=docs/screenshots/before --locales=en   one language
//   npm run screenshots -- login account                               some screens only

const PORT = 3800;
const BASE_URL = `http://localhost:${PORT}`;
/**
 * The time of the run, on the server (server-preload.ts) and in the page. In the future: the
 * browser keeps the session cookie only while its expiry, set by the server's clock, lies
 * ahead of the real time.
 */
const FIXED_TIME = new Date("2030-03-04T10:00:00Z");
const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Fewer differences between machines in text rendering and colours.
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
];

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const OUT = resolve(option("out") ?? "docs/screenshots");
const locales = option("locales")?.split(",") ?? LOCALES;
const onlyScreens = args.filter((arg) => !arg.startsWith("--"));
const screens = SCREENS.filter(
  ({ name }) => onlyScreens.length === 0 || onlyScreens.includes(name),
);

for (const locale of locales) {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`);
}
for (const name of onlyScreens) {
  if (!SCREENS.some((screen) => screen.name === name)) throw new Error(`unknown screen ${name}`);
}

/** Signs `email` in through better-auth's e-mail code routes, as the sign-in form does. */
async function signIn(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  // A POST counts only from the app's own origin (docs/decisions/024).
  const post = async (path: string, data: object) => {
    const response = await context.request.post(path, { data, headers: { origin: BASE_URL } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  };
  await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  await post("/api/auth/sign-in/email-otp", { email, otp: await mailboxCode(BASE_URL, email) });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A seeded user who never signs in here: the manager's page of someone with a session would
 * show that session's start, which is the time of the run.
 */
const SHOWN_USER = seedUsers().find((user) => user.role === "user" && user.email !== USER_EMAIL);

/** The global id of SHOWN_USER, for the manager's user page. */
async function shownUserId(browser: Browser, admin: StorageState): Promise<string> {
  const email = SHOWN_USER?.email;
  if (!email) throw new Error("no seeded user to show");
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: admin });
  const response = await context.request.post("/graphql", {
    headers: { origin: BASE_URL },
    data: { query: `{ users(first: 1, searchTerm: "${email}") { edges { node { id } } } }` },
  });
  const body = (await response.json()) as {
    data?: { users: { edges: { node: { id: string } }[] } };
  };
  await context.close();
  const id = body.data?.users.edges[0]?.node.id;
  if (!id) throw new Error(`no id for ${email}: ${JSON.stringify(body)}`);
  return id;
}

/**
 * Waits until the page shows its content: heading up, requests done, no spinner or
 * placeholder left (Tailwind's animate-spin and animate-pulse), fonts loaded.
 */
async function ready(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.locator(".animate-spin, .animate-pulse").first().waitFor({ state: "detached" });
  await page.evaluate("document.fonts.ready.then(() => undefined)");
}

async function shoot(
  browser: Browser,
  states: Record<Account, StorageState | undefined>,
  ids: { userId: string },
  [locale, theme, screen]: [Locale, Theme, Screen],
): Promise<string> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    ...VIEWPORTS[screen.viewport],
    deviceScaleFactor: 1,
    locale,
    timezoneId: "UTC",
    colorScheme: theme,
    reducedMotion: "reduce",
    storageState: states[screen.account],
  });
  try {
    // The language and theme as a returning visitor has them stored (web/boot.ts reads them).
    await context.addCookies([{ name: "lng", value: locale, url: BASE_URL }]);
    await context.addInitScript(
      `localStorage.setItem("lng", ${JSON.stringify(locale)});` +
        `localStorage.setItem("theme", ${JSON.stringify(theme)});`,
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_TIME);
    await page.goto(typeof screen.path === "string" ? screen.path : screen.path(ids));
    await ready(page);
    await page.mouse.move(0, 0);
    const file = join(OUT, fileName(locale, theme, screen));
    await page.screenshot({ path: file, scale: "css", animations: "disabled", caret: "hide" });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "groundwork-screenshots-"));
  const webDist = join(work, "web");
  buildWeb(webDist);
  const stop = startServer(BASE_URL, webDist, work, {
    NODE_OPTIONS: screenshotServerOption(FIXED_TIME),
    ENV_NAME: "",
    ENV_EMOJI: "",
    ENV_COLOR: "",
  });
  let browser: Browser | undefined;
  try {
    const own = chromium.executablePath();
    browser = await chromium.launch({
      ...(existsSync(own) ? {} : { executablePath: systemChromium() }),
      args: LAUNCH_ARGS,
    });
    await waitForHealth(BASE_URL);
    const admin = await signIn(browser, ADMIN_EMAIL);
    const states = { none: undefined, admin, user: await signIn(browser, USER_EMAIL) };
    const ids = { userId: await shownUserId(browser, admin) };
    mkdirSync(OUT, { recursive: true });
    let bytes = 0;
    for (const locale of locales as Locale[]) {
      for (const theme of THEMES) {
        for (const screen of screens) {
          const file = await shoot(browser, states, ids, [locale, theme, screen]);
          bytes += statSync(file).size;
          console.log(
            `  ${file.slice(OUT.length + 1)} (${Math.round(statSync(file).size / 1024)} kB)`,
          );
        }
      }
    }
    console.log(`${OUT}: ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  } catch (error) {
    console.error(`Server log kept in ${work}/server.log`);
    throw error;
  } finally {
    await browser?.close();
    stop();
  }
  rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
