import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request, type ClientRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";

/**
 * Catches a hang, not slowness: these spawn servers and CLIs, and at load 45 on 2 cores they
 * took 170–400 s.
 */
const HANG_GUARD = 600_000;

// The real server process (tsx server/index.ts, test settings: production needs PostgreSQL,
// its own PGlite) under SIGTERM with 20 requests in flight: none is cut, it exits 0. Then the
// admin command on the same data: a start outside development and the demo seeded nothing.

const ROOT = new URL("../../", import.meta.url);
const dataDir = mkdtempSync(join(tmpdir(), "groundwork-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const persisted = JSON.parse(
  readFileSync(new URL("persisted-queries.json", ROOT), "utf8"),
) as Record<string, string>;
const [homeQueryId] = Object.entries(persisted).find(([, text]) =>
  text.startsWith("query pageAppHomeQuery {"),
)!;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: "",
    PGLITE_DIR: join(dataDir, "pglite"),
    AUTH_SECRET: "shutdown-test-secret-0123456789abcdefghijklmnop",
    SMTP_URL: "smtp://127.0.0.1:9",
    DEMO_MODE: "",
    TRUST_PROXY: "true",
    LOG_LEVEL: "info",
    SHUTDOWN_TIMEOUT_MS: "10000",
    // No grace period: new connections are refused at once. The grace period (the listener
    // open, answers saying Connection: close) is tested in server/http/shutdown.test.ts.
    SHUTDOWN_GRACE_MS: "0",
  };
}

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env });

// Starting takes seconds on a quiet machine and over a minute on a busy one (tsx compiles the
// server, PGlite creates its database): up to 5 minutes here, within the test's own timeout.
async function waitUntilReady(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server never became ready");
}

type Outcome = { status: number; requestId: string | undefined; connection: string | undefined };

/** Starts a POST whose body is only half sent: the request is in flight until `finish`. */
function slowRequest(port: number, agent: Agent, id: string) {
  const body = JSON.stringify({
    operationName: "pageAppHomeQuery",
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: homeQueryId } },
  });
  let outgoing: ClientRequest;
  const outcome = new Promise<Outcome>((resolve, reject) => {
    outgoing = request(
      {
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/graphql",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-request-id": id,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            requestId: response.headers["x-request-id"] as string | undefined,
            connection: response.headers.connection,
          }),
        );
      },
    );
    outgoing.on("error", reject);
  });
  // Resolves once the headers and the first bytes have left on a connected socket.
  const sent = new Promise<void>((resolve) => outgoing.write(body.slice(0, 20), () => resolve()));
  return { outcome, sent, finish: () => outgoing.end(body.slice(20)) };
}

describe("graceful shutdown", () => {
  it(
    "finishes the 20 requests in flight at SIGTERM, refuses new ones, exits 0",
    async () => {
      const port = await freePort();
      const child = tsx("server/index.ts", [], serverEnv(port));
      // A failed test leaves no server behind (it exits by itself when the test passes).
      onTestFinished(() => {
        child.kill("SIGKILL");
      });
      let stdout = "";
      child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      await waitUntilReady(port, child);

      const agent = new Agent({ keepAlive: true, maxSockets: 20 });
      const requests = Array.from({ length: 20 }, (_, index) =>
        slowRequest(port, agent, `shutdown-test-${index}`),
      );
      // No fixed sleep: once all 20 have been sent, a health check on a new connection answered
      // after them means the server has read their headers (one event loop, in order of arrival).
      await Promise.all(requests.map((pending) => pending.sent));
      await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } }).then(
        (response) => response.text(),
      );
      child.kill("SIGTERM");
      // No fixed sleep either: the server logs "shutting down" and stops listening in one
      // synchronous step (SHUTDOWN_GRACE_MS=0), so once the line is out, the port is closed.
      for (let poll = 0; !stdout.includes('"msg":"shutting down"'); poll++) {
        if (poll === 1000) throw new Error("the server never logged that it was shutting down");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => "answered",
        () => "refused",
      );
      for (const pending of requests) pending.finish();
      const outcomes = await Promise.allSettled(requests.map((pending) => pending.outcome));
      agent.destroy();
      const code = await exited;

      const answered = outcomes.flatMap((outcome) =>
        outcome.status === "fulfilled" ? [outcome.value] : [],
      );
      expect(answered.map((outcome) => outcome.status)).toEqual(Array(20).fill(200));
      expect(answered.every((outcome) => outcome.connection === "close")).toBe(true);
      expect(refused).toBe("refused");
      expect(code).toBe(0);

      // JSON lines; the shutdown saw the 20 requests in flight; access lines carry the ids.
      const lines = stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // Counted when a request's headers are parsed: under load a socket's bytes can still wait
      // in the kernel after the health check is answered (CI saw 19), and that request is then
      // served all the same (20 answers above, none cut below). At least one was in flight.
      const inFlight = lines.find((line) => line.msg === "shutting down")?.inFlight;
      expect(inFlight).toBeGreaterThan(0);
      expect(inFlight).toBeLessThanOrEqual(20);
      expect(lines.find((line) => line.msg === "stopped")).toMatchObject({ cut: 0 });
      const logged = lines.filter((line) => line.msg === "request" && line.path === "/graphql");
      expect(logged.map((line) => line.requestId).sort()).toEqual(
        answered.map((outcome) => outcome.requestId).sort(),
      );
    },
    2 * HANG_GUARD,
  );

  it(
    "left no demo data, and `npm run admin` manages admins on that database",
    () => {
      const env = serverEnv(1);
      const admin = (...args: string[]) => {
        const result = spawnSync(
          process.execPath,
          ["--import", "tsx", "server/scripts/admin.ts", ...args],
          { cwd: ROOT, env, encoding: "utf8" },
        );
        return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
      };
      expect(admin("list")).toMatchObject({ code: 0, out: "No admins." });
      expect(admin("grant", "ops@example.net")).toMatchObject({ code: 0 });
      expect(admin("revoke", "ops@example.net")).toMatchObject({
        code: 1,
        err: expect.stringMatching(/last admin/),
      });
    },
    HANG_GUARD,
  );
});
