import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Puppeteer from "puppeteer-core";
import type { Browser } from "puppeteer-core";
import { buildWeb, startServer, waitForHealth } from "./app-server.ts";
import {
  formatPage,
  formatRun,
  medianScores,
  thresholdFailures,
  THRESHOLDS,
  type RunResult,
} from "./scores.ts";

// `npm run lighthouse` and CI (docs/decisions/027): Lighthouse on the production
// build of the web app, mobile emulation with its default simulated throttling, in the
// system Chromium, for /login and a signed-in /app/repositories. Each page runs RUNS times;
// the medians are printed and must reach performance 95, accessibility 100, best practices
// 100. Lighthouse 13 needs Node 22.19+: run this with such a Node first on PATH (CI: the
// cached Node 24 of .ci/run). Port 4900.

// `npm run lighthouse -- --runs=1 /login` while working on one page; CI uses the defaults.
const args = process.argv.slice(2);
const RUNS = Number(
  /^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3,
);
const ONLY = args.filter((arg) => arg.startsWith("/"));
const PORT = 4900;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const USER = "user@example.com";
const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/app/repositories", signedIn: true },
].filter(({ path }) => ONLY.length === 0 || ONLY.includes(path));

const work = mkdtempSync(join(tmpdir(), "groundwork-lighthouse-"));
const require = createRequire(import.meta.url);

function assertNode(): void {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return;
  throw new Error(`Lighthouse 13 needs Node 22.19+, this is ${process.version} (see the header)`);
}

function chromium(): string {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  throw new Error("No Chromium on PATH (apt-get install chromium)");
}

/**
 * Signs USER in from a page of the app, as the sign-in form does (better-auth's e-mail
 * code routes, the code read from the development mailbox), so the browser stores the
 * session cookie with the attributes the server gave it and sends it on every request.
 */
async function signIn(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/api/health`);
  const post = (path: string, body: object) =>
    page.evaluate(
      async (url, json) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: json,
        });
        return `${response.status} ${await response.text()}`;
      },
      `${BASE_URL}${path}`,
      JSON.stringify(body),
    );
  const sent = await post("/api/auth/email-otp/send-verification-otp", {
    email: USER,
    type: "sign-in",
  });
  if (!sent.startsWith("200")) throw new Error(`sending the code: ${sent}`);
  const mailbox = await (await fetch(`${BASE_URL}/dev/mailbox`)).text();
  const code = /\b(\d{6})\b/.exec(mailbox.slice(mailbox.indexOf(USER)))?.[1];
  if (!code) throw new Error("no code in the development mailbox");
  const signedIn = await post("/api/auth/sign-in/email-otp", { email: USER, otp: code });
  if (!signedIn.startsWith("200")) throw new Error(`signing in: ${signedIn}`);
  await page.close();
}

type Lighthouse = (
  url: string,
  flags: object,
  config: undefined,
  page: Awaited<ReturnType<Browser["newPage"]>>,
) => Promise<{ lhr: RunResult & { runtimeError?: { code: string } } } | undefined>;

/**
 * One Lighthouse run (default config: mobile, simulated throttling) in a fresh tab. A run
 * Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace it could not read) has
 * no scores: it is repeated, at most twice.
 */
async function audit(lighthouse: Lighthouse, browser: Browser, path: string, run: number) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    try {
      const flags = { onlyCategories: Object.keys(THRESHOLDS), logLevel: "error" };
      const lhr = (await lighthouse(`${BASE_URL}${path}`, flags, undefined, page))?.lhr;
      if (!lhr) throw new Error(`lighthouse ${path} gave no result`);
      const name = `${path.replaceAll("/", "_")}-${run}-${attempt}.json`;
      writeFileSync(join(work, name), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        if (attempt < 3) continue;
        throw new Error(`lighthouse ${path}: ${lhr.runtimeError.code} (report ${name})`);
      }
      console.log(formatRun(path, run, lhr));
      return lhr;
    } finally {
      await page.close();
    }
  }
}

async function main(): Promise<void> {
  assertNode();
  const executablePath = chromium();
  // Imported here, after the Node check. puppeteer-core is Lighthouse's own, so the two agree.
  const lighthouse = (await import("lighthouse")).default as unknown as Lighthouse;
  const fromLighthouse = createRequire(require.resolve("lighthouse/package.json"));
  const { default: puppeteer } = (await import(
    pathToFileURL(fromLighthouse.resolve("puppeteer-core")).href
  )) as typeof Puppeteer;
  const webDist = join(work, "web");
  buildWeb(webDist);
  const stop = startServer(BASE_URL, webDist, work);
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    await waitForHealth(BASE_URL);
    const failures: string[] = [];
    for (const { path, signedIn } of PAGES) {
      if (signedIn) await signIn(browser);
      const results: RunResult[] = [];
      for (let run = 1; run <= RUNS; run++) {
        results.push(await audit(lighthouse, browser, path, run));
      }
      const page = medianScores(path, results);
      console.log(formatPage(page));
      failures.push(...thresholdFailures(page));
    }
    if (failures.length > 0) throw new Error(`Below the thresholds:\n${failures.join("\n")}`);
  } finally {
    await browser?.close();
    stop();
  }
}

main()
  .then(() => rmSync(work, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Reports and the server log kept in ${work}`);
    process.exitCode = 1;
  });
