import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "puppeteer-core";
import {
  formatPage,
  formatRun,
  medianScores,
  thresholdFailures,
  THRESHOLDS,
  type RunResult,
} from "./scores.ts";

// `npm run lighthouse` and CI (issue 14, docs/decisions/027): Lighthouse on the production
// build of the web app, mobile emulation with its default simulated throttling, in the
// system Chromium, for /login and a signed-in /app/repositories. Each page runs RUNS times;
// the medians are printed and must reach performance 95, accessibility 100, best practices
// 100. Lighthouse 13 needs Node 22.19+: run this with such a Node first on PATH (CI: the
// cached Node 24 of .ci/run). Port 4900.

// `npm run lighthouse -- --runs=1 /login` while working on one page; CI uses the defaults.
const args = process.argv.slice(2);
const RUNS = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3);
const ONLY = args.filter((arg) => arg.startsWith("/"));
const PORT = 4900;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const USER = "user@example.com";
const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/app/repositories", signedIn: true },
].filter(({ path }) => ONLY.length === 0 || ONLY.includes(path));

const root = new URL("../../", import.meta.url).pathname;
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

function build(outDir: string): void {
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("vite build failed");
}

/** The app serving that build, its log in `work`. Development mode: it has the mailbox. */
function startServer(webDist: string) {
  const log = openSync(join(work, "server.log"), "w");
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", log, log],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(PORT),
      BASE_URL,
      DATABASE_URL: "",
      PGLITE_DIR: join(work, "pglite"),
      WEB_DIST_DIR: webDist,
      SMTP_URL: "",
      DEMO_MODE: "",
      AUTH_SECRET: "lighthouse-only-secret-0123456789abcdefghijklmnop",
    },
  });
  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
}

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`${BASE_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${BASE_URL} did not come up`);
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
) => Promise<{ lhr: RunResult } | undefined>;

/** One Lighthouse run (default config: mobile, simulated throttling) in a fresh tab. */
async function audit(lighthouse: Lighthouse, browser: Browser, path: string, run: number) {
  const page = await browser.newPage();
  try {
    const flags = { onlyCategories: Object.keys(THRESHOLDS), logLevel: "error" };
    const result = await lighthouse(`${BASE_URL}${path}`, flags, undefined, page);
    if (!result) throw new Error(`lighthouse ${path} gave no result`);
    writeFileSync(join(work, `${path.replaceAll("/", "_")}-${run}.json`), JSON.stringify(result.lhr));
    console.log(formatRun(path, run, result.lhr));
    return result.lhr;
  } finally {
    await page.close();
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
  )) as typeof import("puppeteer-core");
  const webDist = join(work, "web");
  build(webDist);
  const stop = startServer(webDist);
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    await waitForHealth();
    const failures: string[] = [];
    for (const { path, signedIn } of PAGES) {
      if (signedIn) await signIn(browser);
      const results: RunResult[] = [];
      for (let run = 1; run <= RUNS; run++) results.push(await audit(lighthouse, browser, path, run));
      const page = medianScores(path, results);
      console.log(formatPage(page));
      failures.push(...thresholdFailures(page));
    }
    if (failures.length > 0) throw new Error(`Below the thresholds:\n${failures.join("\n")}`);
  } finally {
    await browser.close();
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
