import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/setup/capturing-logger.ts";
import { gracefulShutdown } from "./shutdown.ts";

// The exit code is what a supervisor reads: 0 for a stop it asked for, 1 for a failure
// (the database thread lost, ADR 043; a database that would not close).

let server: Server;
afterEach(() => server?.close());

async function stopped(close: () => Promise<void>, exitCode?: number) {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { logger, lines } = capturingLogger();
  const exits: number[] = [];
  const shutdown = gracefulShutdown(server, {
    logger,
    timeoutMs: 1000,
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
