import { spawn, type ChildProcess } from "node:child_process";

// Starts app instances side by side. Playwright starts its web servers one after another,
// ~7 s each here, and three of ours only wait for the first one's database template
// (playwright.config.ts). E2E_SERVERS is a JSON list of environments, one per instance. When
// one instance exits, the others are stopped and this exits non-zero; SIGTERM or SIGINT stops
// them all.

const environments = JSON.parse(process.env.E2E_SERVERS ?? "[]") as Record<string, string>[];
let stopping = false;

const children: ChildProcess[] = environments.map((environment) =>
  spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...environment },
    stdio: ["ignore", "ignore", "inherit"],
  }),
);

function stopAll(exitCode: number) {
  if (!stopping) process.exitCode = exitCode;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

for (const [index, child] of children.entries()) {
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`e2e: server ${environments[index]?.PORT} exited (${code ?? signal})`);
      stopAll(1);
    }
  });
}
process.on("SIGTERM", () => stopAll(0));
process.on("SIGINT", () => stopAll(0));
