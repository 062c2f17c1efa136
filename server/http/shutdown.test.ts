import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capturingLogger } from "../../tests/setup/capturing-logger.ts";
import { gracefulShutdown } from "./shutdown.ts";

// The exit code is what a supervisor reads: 0 for a stop it asked for, 1 for a failure
// (the database thread lost, ADR 043; a database that would not close).

let server: Server;
afterEach(() => {
  vi.useRealTimers();
  server?.close();
});

async function stopped(close: () => Promise<void>, exitCode?: number) {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { logger, lines } = capturingLogger();
  const exits: number[] = [];
  const shutdown = gracefulShutdown(server, {
    logger,
    timeoutMs: 1000,
    graceMs: 0,
    beginShutdown: () => {},
    close,
    exit: (code) => exits.push(code),
  });
  await shutdown.stop("test", exitCode);
  return { exits, lines };
}

describe("graceful shutdown", () => {
  it("exits 0 when asked to stop, and with the code it is given otherwise", async () => {
    expect((await stopped(async () => {})).exits).toEqual([0]);
    expect((await stopped(async () => {}, 1)).exits).toEqual([1]);
  });

  it("still exits, with 1, when closing the database fails, and logs why", async () => {
    const { exits, lines } = await stopped(() => Promise.reject(new Error("close failed")));
    expect(exits).toEqual([1]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: "closing the database failed" }),
    );
  });
});

type Answer = { body: string; connection: string | undefined; socket: string };

/** GET / on this agent's sockets (a kept-alive one when it has one). */
function request(port: number, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          body,
          connection: response.headers.connection,
          socket: String(response.headers["x-socket"]),
        }),
      );
    }).on("error", reject);
  });
}

// Issue 32, finding 9 (deploys): SIGTERM under keep-alive load reset 4 of ~300 requests. The
// listener closed and idle keep-alive sockets were closed at once, racing requests clients
// had just sent on them. Now readiness turns 503 first and, for the grace period, the listener
// stays open and every answer says `Connection: close`, so clients leave by themselves.
describe("draining", () => {
  it("accepts requests through the grace period, each told to close, then stops", async () => {
    // Only the shutdown's own timers: sockets and Node's internals keep real time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server = createServer();
    let ready = true;
    const exits: number[] = [];
    const shutdown = gracefulShutdown(server, {
      logger: capturingLogger().logger,
      timeoutMs: 1000,
      graceMs: 5000,
      beginShutdown: () => (ready = false),
      close: async () => {},
      exit: (code) => exits.push(code),
    });
    server.on("request", (req, res) => {
      shutdown.track(req, res);
      res.setHeader("x-socket", String(req.socket.remotePort));
      res.end(ready ? "ready" : "draining");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    const before = await request(port, agent);
    expect(before).toMatchObject({ body: "ready", connection: "keep-alive" });
    const stopped = shutdown.stop("SIGTERM");
    expect(ready).toBe(false);

    // The client's idle kept-alive socket is still open: its next request is answered there.
    const reused = await request(port, agent);
    expect(reused).toEqual({ body: "draining", connection: "close", socket: before.socket });
    // A load balancer that has not yet seen readiness fail still gets answers.
    expect(await request(port, false)).toMatchObject({ body: "draining", connection: "close" });
    expect(server.listening).toBe(true);
    expect(exits).toEqual([]);

    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(server.listening).toBe(false);
    expect(exits).toEqual([0]);
    await expect(request(port, false)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});
