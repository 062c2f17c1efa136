import { describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { queueDepthReader } from "./queue-depth.ts";

// The queue gauges' reader (docs/decisions/123) against a stand-in Prisma that counts its
// transactions and lets the test decide when the read answers.

type Row = { name: string; depth: number; oldest: Date | null };

function stubPrisma() {
  const statements: string[] = [];
  let transactions = 0;
  let answer: (rows: Row[]) => void = () => {};
  const tx = {
    $executeRawUnsafe: async (sql: string) => {
      statements.push(sql);
      return 0;
    },
    $queryRaw: () => new Promise<Row[]>((resolve) => (answer = resolve)),
  };
  const prisma = {
    $transaction: async <T>(work: (client: typeof tx) => Promise<T>) => {
      transactions++;
      return work(tx);
    },
  } as unknown as PrismaClient;
  return {
    prisma,
    statements,
    transactions: () => transactions,
    answer: (rows: Row[]) => answer(rows),
  };
}

const logger = { warn: () => {} } as unknown as Logger;

describe("queueDepthReader", () => {
  it("shares one read between collections that overlap, and reads again once it settled", async () => {
    const stub = stubPrisma();
    const read = queueDepthReader({
      prisma: stub.prisma,
      queues: ["a", "b"],
      now: () => 10_000,
      logger,
    });
    const first = read();
    const second = read();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stub.transactions()).toBe(1);
    stub.answer([{ name: "a", depth: 2, oldest: new Date(4_000) }]);
    const expected = [
      { name: "a", depth: 2, oldestAgeSeconds: 6 },
      { name: "b", depth: 0, oldestAgeSeconds: null },
    ];
    expect(await first).toEqual(expected);
    expect(await second).toEqual(expected);

    const third = read();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stub.transactions()).toBe(2);
    stub.answer([]);
    expect(await third).toEqual([
      { name: "a", depth: 0, oldestAgeSeconds: null },
      { name: "b", depth: 0, oldestAgeSeconds: null },
    ]);
  });

  it("bounds the read with a statement timeout local to its transaction", async () => {
    const stub = stubPrisma();
    const read = queueDepthReader({ prisma: stub.prisma, queues: ["a"], now: () => 0, logger });
    const reading = read();
    await new Promise((resolve) => setImmediate(resolve));
    stub.answer([]);
    await reading;
    expect(stub.statements).toEqual(["SET LOCAL statement_timeout = 2000"]);
  });
});
