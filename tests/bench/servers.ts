import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sleep } from "../smoke/server-process.ts";

// The two servers `npm run bench` compares, each its own process so /proc tells its CPU time.

const root = fileURLToPath(new URL("../..", import.meta.url));

export type Database = { url: string } | { pgliteDir: string };

export type Running = { pid: number; stop: () => Promise<void> };

export type Target = {
  name: "app" | "raw";
  start: () => Promise<Running>;
};

const PRODUCTION_NODE_MAJOR = 24;
let chosenNode: string | undefined;

/**
 * The Node both servers run on: the production image's major (Dockerfile), so the figures are
 * the shipped runtime's. BENCH_NODE when set, else this Node when it is that major or later,
 * else the one scripts/node24.sh fetches. It matters: Node 20's AsyncLocalStorage hooks every
 * promise, and the app (request log and audit contexts) cost twice the CPU per request there.
 */
export function serverNode(): string {
  chosenNode ??=
    process.env.BENCH_NODE ??
    (Number(process.versions.node.split(".")[0]) >= PRODUCTION_NODE_MAJOR
      ? process.execPath
      : join(
          execFileSync("bash", [join(root, "scripts/node24.sh")], { encoding: "utf8" }).trim(),
          "node",
        ));
  return chosenNode;
}

// Output goes to a file, as it would to a log collector, not through a pipe we must drain.
async function startServer(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
  logFile: string;
}): Promise<Running> {
  const log = openSync(options.logFile, "a");
  const child: ChildProcess = spawn(serverNode(), options.args, {
    cwd: root,
    env: options.env,
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${options.args.join(" ")} did not start; see ${options.logFile}`);
    }
    const ready = await fetch(`http://127.0.0.1:${options.port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(50);
  }
  return {
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** `npm run build`, so the app runs as it ships: compiled, no TypeScript loader. */
export function buildApp(): void {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "pipe" });
}

export function appTarget(options: {
  port: number;
  database: Database;
  secret: string;
  logFile: string;
  /** Extra node flags, e.g. --cpu-prof for `BENCH_PROFILE`. */
  nodeArgs?: string[];
  /** Extra variables, e.g. OTEL_* for the tracing runs (tests/bench/tracing-overhead.ts). */
  env?: Record<string, string>;
}): Target {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${options.port}`,
    AUTH_SECRET: options.secret,
    // Required in production; nothing listens there and the benchmark sends no mail.
    SMTP_URL: `smtp://127.0.0.1:${options.port + 9}`,
    // The most the hourly cost budgets allow (ADR 030): the charge still runs on every
    // request, but one user's thousands of requests a second are not refused.
    SESSION_POINTS_PER_HOUR: "10000000",
    API_KEY_POINTS_PER_HOUR: "10000000",
    ...("url" in options.database
      ? { DATABASE_URL: options.database.url }
      : { PGLITE_DIR: options.database.pgliteDir }),
    ...options.env,
  };
  return {
    name: "app",
    start: () =>
      startServer({
        args: [...(options.nodeArgs ?? []), "dist/server/index.js"],
        env,
        port: options.port,
        logFile: options.logFile,
      }),
  };
}

export function rawTarget(options: {
  port: number;
  database: Database;
  secret: string;
  logFile: string;
}): Target {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    NODE_ENV: "production",
    RAW_PORT: String(options.port),
    AUTH_SECRET: options.secret,
    ...("url" in options.database
      ? { RAW_DATABASE_URL: options.database.url }
      : { RAW_PGLITE_DIR: options.database.pgliteDir }),
  };
  return {
    name: "raw",
    start: () =>
      startServer({
        // node itself (tsx as a loader), so the pid /proc reads is the server's.
        args: ["--import", "tsx", join(root, "tests/bench/raw-handler.ts")],
        env,
        port: options.port,
        logFile: options.logFile,
      }),
  };
}

/** User + system CPU time of a process in milliseconds (/proc/<pid>/stat, 100 ticks/s). */
export function cpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line; 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
