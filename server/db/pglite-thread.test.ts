import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { Prisma } from "../generated/prisma/client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/setup/capturing-logger.ts";
import { acquirePGlite, releasePGlite } from "../../tests/setup/pglite-pool.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";
import { openDatabase, type Database } from "./db.ts";
import { startPGliteThread } from "./pglite-thread.ts";

// A database `openDatabase` opens itself runs PGlite in a worker thread (ADR 043); tests
// elsewhere hand in instances on their own thread. Both must answer alike.

const VALUES = Prisma.sql`SELECT 1::int AS int, 9007199254740993::int8 AS big, 1.50::numeric AS num,
  'é'::text AS txt, '\\x00ff'::bytea AS bytes, '2026-11-28T01:02:03.456Z'::timestamptz AS at,
  '{"a":[1,null]}'::jsonb AS doc, ARRAY['a','b'] AS list, NULL::text AS nothing`;
// About half a second of PostgreSQL's own work, whichever thread it runs on.
const LONG_STATEMENT = "SELECT count(*) FROM generate_series(1, 4000000)";

describe("PGlite in its own thread", () => {
  const { logger, lines } = capturingLogger();
  let threaded: Database;
  let pglite: PGlite;
  let inline: Database;

  beforeAll(async () => {
    threaded = await openDatabase({ engine: "pglite", dir: undefined }, { logger });
    pglite = await acquirePGlite();
    inline = await openDatabase({ engine: "pglite", dir: undefined, pglite });
  });
  afterAll(async () => {
    await threaded?.close();
    await inline?.prisma.$disconnect();
    if (pglite) await releasePGlite(pglite);
  });

  it("returns the values and the errors that PGlite on the server's thread returns", async () => {
    const rows = await threaded.prisma.$queryRaw(VALUES);
    expect(rows).toEqual(await inline.prisma.$queryRaw(VALUES));
    expect(rows).toMatchObject([{ big: 9007199254740993n, bytes: new Uint8Array([0, 255]) }]);

    const failures = async (db: Database) => {
      const email = `thread-${Math.random()}@example.com`;
      const create = () => db.prisma.user.create({ data: { id: email, email, name: "Thread" } });
      await create();
      const errors = await Promise.all(
        [create(), db.prisma.$queryRawUnsafe("SELECT * FROM missing_table")].map((promise) =>
          promise.then(
            () => undefined,
            (error: Prisma.PrismaClientKnownRequestError) => [error.code, error.meta],
          ),
        ),
      );
      await db.prisma.user.delete({ where: { email } });
      return errors;
    };
    const threadErrors = await failures(threaded);
    expect(threadErrors).toEqual(await failures(inline));
    expect(threadErrors.map((error) => error?.[0])).toEqual(["P2002", "P2010"]);
  });

  it("keeps the server's thread free while a statement runs", async () => {
    const ticksDuring = async (db: Database) => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      await db.prisma.$queryRawUnsafe(LONG_STATEMENT);
      clearInterval(timer);
      return ticks;
    };
    // On the caller's thread, a statement holds the event loop until it ends.
    expect(await ticksDuring(inline)).toBeLessThanOrEqual(1);
    expect(await ticksDuring(threaded)).toBeGreaterThan(3);
  });

  it("commits a transaction, rolls back a failed one, and runs other statements after it", async () => {
    const email = "thread-tx@example.com";
    await expect(
      threaded.prisma.$transaction(async (tx) => {
        await tx.user.create({ data: { id: email, email, name: "Rolled back" } });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await threaded.prisma.user.count({ where: { email } })).toBe(0);

    const order: string[] = [];
    const transaction = threaded.prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { id: email, email, name: "Kept" } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("committing");
    });
    // Sent while the transaction is open: PGlite has one session, so this waits for the commit.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const count = threaded.prisma.user
      .count({ where: { email } })
      .then((value) => (order.push("counted"), value));
    await transaction;
    expect(await count).toBe(1);
    expect(order).toEqual(["committing", "counted"]);
    await threaded.prisma.user.delete({ where: { email } });
  });

  it("runs maintenance in the thread and logs it through the server's logger", async () => {
    const steps = await threaded.maintenance!.runPass();
    expect(steps.map((step) => step.table)).toContain(`public."user"`);
    expect(lines).toContainEqual(
      expect.objectContaining({ component: "database-maintenance", msg: "database maintenance" }),
    );
  });

  it("fails a script with its SQL error, as migrations need", async () => {
    const thread = startPGliteThread({ dataDir: undefined }, logger);
    const adapter = await thread.factory.connect();
    await expect(adapter.executeScript("CREATE TABLE t (id int); SELEC 1")).rejects.toMatchObject({
      name: "DriverAdapterError",
      cause: { kind: "postgres", code: "42601" },
    });
    await thread.close();
  });

  it("says why a data directory cannot be opened, and ends the thread on close", async () => {
    const { logger: threadLogger } = capturingLogger();
    const file = join(mkdtempSync(join(tmpdir(), "groundwork-thread-")), "not-a-directory");
    writeFileSync(file, "");
    const thread = startPGliteThread({ dataDir: file }, threadLogger);
    const adapter = await thread.factory.connect();
    const error = await adapter
      .queryRaw({ sql: "SELECT 1", args: [], argTypes: [] })
      .catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/ErrnoError errno=\d+/);
    const exited = new Promise((resolve) => thread.worker.once("exit", resolve));
    await thread.close().catch(() => {});
    await exited;
    rmSync(dirname(file), { recursive: true, force: true });
  });

  it("answers 503-class errors, now and later, and says so, once the thread dies", async () => {
    const { logger: threadLogger, lines: threadLines } = capturingLogger();
    const thread = startPGliteThread({ dataDir: undefined }, threadLogger);
    const adapter = await thread.factory.connect();
    const query = { sql: LONG_STATEMENT, args: [], argTypes: [] };
    const waiting = adapter.queryRaw(query);
    setTimeout(() => void thread.worker.terminate(), 20);
    const error: unknown = await waiting.catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(await adapter.queryRaw(query).catch((e: unknown) => e))).toBe(
      true,
    );
    expect(await thread.lost).toBeInstanceOf(Error);
    expect(threadLines).toContainEqual(
      expect.objectContaining({ level: 60, msg: "the database thread stopped" }),
    );
    await thread.close();
  });
});
