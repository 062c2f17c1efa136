import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

// One server process under test: its output kept line by line, its readiness awaited, its
// resident memory read from /proc, its exit observed.

export type ServerProcess = {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Milliseconds from spawn to the first 200 from /api/health/ready. */
  startMs: number;
  rssMiB: () => number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

type LaunchOptions = {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs?: number;
};

/** The HTTP server: ready at its first 200 from /api/health/ready. */
export async function startServer(options: LaunchOptions & { baseUrl: string }) {
  return launch(options, () =>
    fetch(`${options.baseUrl}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    ),
  );
}

/**
 * A worker process (`node dist/server/worker.js`): it serves no HTTP, so it is ready when it
 * logs that it runs (server/worker.ts).
 */
export async function startWorker(options: LaunchOptions) {
  return launch(options, async (stdout) =>
    stdout.some((line) => line.includes("Groundwork worker is running")),
  );
}

async function launch(
  options: LaunchOptions,
  isReady: (stdout: string[]) => Promise<boolean>,
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout = collectLines(child.stdout);
  const stderr = collectLines(child.stderr);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));

  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exitedEarly) {
      throw new Error(
        `${options.args.join(" ")} exited before it was ready:\n${[...stdout, ...stderr].slice(-20).join("\n")}`,
      );
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${options.args.join(" ")} was not ready in time`);
    }
    if (await isReady(stdout)) break;
    await sleep(25);
  }
  const startMs = performance.now() - started;

  return {
    child,
    stdout,
    stderr,
    startMs,
    rssMiB: () => residentMiB(child.pid),
    exited,
    stop: async () => {
      if (!exitedEarly) child.kill("SIGTERM");
      return exited;
    },
  };
}

function collectLines(stream: NodeJS.ReadableStream | null): string[] {
  const lines: string[] = [];
  let rest = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    lines.push(...parts.filter((line) => line.trim() !== ""));
  });
  stream?.on("end", () => {
    if (rest.trim()) lines.push(rest);
  });
  return lines;
}

// VmRSS of the process itself (the command is `node`, never a wrapper such as npx).
function residentMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`No VmRSS for process ${pid}`);
  return kib / 1024;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
