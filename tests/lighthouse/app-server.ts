import { spawn, spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import { join } from "node:path";

// The app as `npm run lighthouse` measures it: a production build of the web app, served
// by the server in development mode (for its mailbox: the run signs in with a real code),
// on an empty PGlite database that the server seeds.

const root = new URL("../../", import.meta.url).pathname;

export function buildWeb(outDir: string): void {
  const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("vite build failed");
}

/** Starts the server on `baseUrl`, logging to `work/server.log`; returns its stop. */
export function startServer(baseUrl: string, webDist: string, work: string): () => void {
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
