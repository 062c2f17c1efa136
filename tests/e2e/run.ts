import { spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";

// `npm run test:e2e`: makes sure a Chromium exists, then runs `playwright test` with the
// given arguments and exits with its code. Order of preference:
//   1. Playwright's own Chromium, when installed;
//   2. PLAYWRIGHT_CHROMIUM_EXECUTABLE, or chromium-headless-shell / chromium / chromium-browser /
//      google-chrome on PATH;
//   3. `npx playwright install chromium`, then (as root with apt-get) Debian's
//      chromium-headless-shell and chromium.
// The choice reaches playwright.config.ts through PLAYWRIGHT_CHROMIUM_EXECUTABLE.

// The headless shell first: Chromium's headless-only build (Debian's chromium-headless-shell,
// what Playwright itself runs headless) used about a quarter less CPU for the same tests than
// the full browser in its headless mode (docs/decisions/063).
const SYSTEM_BROWSERS = [
  "chromium-headless-shell",
  "chromium",
  "chromium-browser",
  "google-chrome",
  "google-chrome-stable",
];
const quiet: SpawnSyncOptions = {
  stdio: ["ignore", "ignore", "pipe"],
  maxBuffer: 64 * 1024 * 1024,
};

type Browser = { description: string; executable?: string };

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    if (isExecutable(file)) return file;
  }
  return undefined;
}

function playwrightChromium(): string | undefined {
  const file = chromium.executablePath();
  return file && existsSync(file) ? file : undefined;
}

function systemChromium(): string | undefined {
  for (const name of SYSTEM_BROWSERS) {
    const file = onPath(name);
    if (file) return file;
  }
  return undefined;
}

const failures: string[] = [];

/** Runs a setup command quietly; on failure remembers its last line of output for the error. */
function run(command: string, args: string[], options: SpawnSyncOptions = quiet): boolean {
  const result = spawnSync(command, args, options);
  if (result.status === 0) return true;
  const output = String(result.stderr ?? "")
    .trim()
    .split("\n")
    .filter((line) => !/^npm warn/i.test(line));
  const reason = result.error?.message ?? output.at(-1) ?? `exit code ${result.status}`;
  failures.push(`  ${[command, ...args].join(" ")}: ${reason}`);
  return false;
}

function findBrowser(): Browser | { error: string } {
  const own = playwrightChromium();
  if (own) return { description: `Playwright's Chromium at ${own} (already installed)` };

  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (isExecutable(fromEnv)) {
      return {
        description: `${fromEnv} (from PLAYWRIGHT_CHROMIUM_EXECUTABLE)`,
        executable: fromEnv,
      };
    }
    return { error: `PLAYWRIGHT_CHROMIUM_EXECUTABLE=${fromEnv} is not an executable file.` };
  }

  const system = systemChromium();
  if (system)
    return { description: `system browser at ${system} (found on PATH)`, executable: system };

  // Nothing installed: Playwright's download first (needs its CDN), then Debian's package.
  if (run("npx", ["playwright", "install", "chromium"], { ...quiet, timeout: 300_000 })) {
    const installed = playwrightChromium();
    if (installed)
      return {
        description: `Playwright's Chromium at ${installed} (installed with npx playwright install)`,
      };
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && onPath("apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      run("apt-get", ["update"], { ...quiet, env }) &&
      run(
        "apt-get",
        ["install", "-y", "--no-install-recommends", "chromium-headless-shell", "chromium"],
        { ...quiet, env },
      )
    ) {
      // Debian's packages install into /usr/bin, whether or not that is on PATH here.
      const installed =
        systemChromium() ??
        ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(isExecutable);
      if (installed) {
        return {
          description: `Debian chromium at ${installed} (installed with apt-get)`,
          executable: installed,
        };
      }
    }
  }
  return {
    error: [
      "No Chromium for the end-to-end tests, and none could be installed.",
      ...failures,
      "Install one of them, then run again:",
      "  npx playwright install chromium        (needs access to Playwright's CDN)",
      "  apt-get install chromium-headless-shell chromium   (Debian/Ubuntu, as root)",
      "or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium or Chrome executable.",
    ].join("\n"),
  };
}

const browser = findBrowser();
if ("error" in browser) {
  console.error(`e2e: ${browser.error}`);
  process.exit(1);
}
console.log(`e2e: using ${browser.description}`);

const env = { ...process.env };
if (browser.executable) env.PLAYWRIGHT_CHROMIUM_EXECUTABLE = browser.executable;
// Playwright's own CLI in this Node, not through npx: npm resolving the command costs about a
// CPU-second per start, and the e2e run started five commands that way one after another.
const playwrightCli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const child = spawn(process.execPath, [playwrightCli, "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
// Ctrl-C reaches Playwright through the terminal's process group: wait for it to clean up
// (stop the web server) rather than dying first. A SIGTERM sent to us alone is passed on.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("error", (error) => {
  console.error(`e2e: could not start Playwright: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
