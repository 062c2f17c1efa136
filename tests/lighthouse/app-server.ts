import { spawn, spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import { join } from "node:path";
import { OTP_ALPHABET, OTP_LENGTH } from "#shared/validation/one-time-code";

// The app as `npm run lighthouse` measures it and `npm run screenshots` photographs it: a
// production build of the web app, served by the server in development mode (for its
// mailbox: the runs sign in with a real code), on an empty PGlite database that the server
// seeds.

const root = new URL("../../", import.meta.url).pathname;

export function buildWeb(outDir: string): void {
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("vite build failed");
}

/** The system Chromium: Lighthouse always drives it, the screenshots when Playwright has none. */
export function systemChromium(): string {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  throw new Error("No Chromium on PATH (apt-get install chromium)");
}

/**
 * Starts the server on `baseUrl`, logging to `work/server.log`; returns its stop. `env`
 * overrides the defaults below (the environment banner, for instance).
 */
export function startServer(
  baseUrl: string,
  webDist: string,
  work: string,
  env: Record<string, string> = {},
): () => void {
  const log = openSync(join(work, "server.log"), "w");
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", log, log],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: new URL(baseUrl).port,
      BASE_URL: baseUrl,
      DATABASE_URL: "",
      PGLITE_DIR: join(work, "pglite"),
      WEB_DIST_DIR: webDist,
      SMTP_URL: "",
      DEMO_MODE: "",
      AUTH_SECRET: "lighthouse-only-secret-0123456789abcdefghijklmnop",
      ...env,
    },
  });
  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
}

export async function waitForHealth(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not come up`);
}

/**
 * The sign-in code the development mailbox shows for `email`, on a fresh database where only
 * one was sent. The mail goes out after the request has been answered, so the page is read
 * again until it is there (at most 10 s).
 */
// The code is the whole text of its paragraph; the mailbox page escapes the e-mail's HTML
// into an iframe's srcdoc, so its tags read "&#62;" and "&#60;".
const ESCAPED_CODE = new RegExp(`&#62;([${OTP_ALPHABET}]{${OTP_LENGTH}})&#60;`);

export async function mailboxCode(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mailbox = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    const at = mailbox.indexOf(email);
    const code = at < 0 ? undefined : ESCAPED_CODE.exec(mailbox.slice(at))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${email} in the development mailbox`);
}
