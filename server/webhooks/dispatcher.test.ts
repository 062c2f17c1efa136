import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { createDispatcher } from "./dispatcher.ts";

// Tracing's context lives in AsyncLocalStorage: a store of our own stands for a request's trace.
const request = new AsyncLocalStorage<string>();

function dispatcher() {
  const sentIn: (string | undefined)[] = [];
  let release = () => {};
  const prisma = { $queryRaw: async () => [{ pending: true }] } as unknown as PrismaClient;
  const send = () => {
    sentIn.push(request.getStore());
    // The first send waits, so the pokes behind it queue up.
    return sentIn.length === 1
      ? new Promise<void>((resolve) => (release = resolve))
      : Promise.resolve();
  };
  const logger = { warn: () => {} } as unknown as Logger;
  return { sentIn, release: () => release(), ...createDispatcher({ prisma, logger, send }) };
}

describe("webhook dispatcher", () => {
  it("sends a waiting probe's job in the latest poker's context, not the first's", async () => {
    const d = dispatcher();
    request.run("a", () => d.poke());
    await expect.poll(() => d.sentIn.length).toBe(1);
    request.run("b", () => d.poke());
    request.run("c", () => d.poke());
    d.release();
    await d.idle();
    expect(d.sentIn).toEqual(["a", "c"]);
  });

  it("runs one probe for a burst and skips models that are never events", async () => {
    const d = dispatcher();
    d.poke("Session");
    expect(d.sentIn).toEqual([]);
    request.run("a", () => d.poke());
    request.run("b", () => d.poke());
    request.run("c", () => d.poke());
    await expect.poll(() => d.sentIn.length).toBe(1);
    d.release();
    await d.idle();
    expect(d.sentIn).toHaveLength(2);
  });
});
