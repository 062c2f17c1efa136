import pg from "pg";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

// The raw statements of the hot path (a session's lookup, a page and its count, a budget's
// charge) go straight to the pg Pool that PrismaPg runs on (its documented constructor takes
// the pool). `$queryRaw` costs ~0.25 ms of CPU more per statement (its request pipeline and
// parameter round trip); on the signed-in first page's three statements that is the 0.31× →
// 0.4× of `npm run bench` (docs/decisions/093). Everywhere else, and on PGlite, and inside a
// transaction (a different client object), it is `$queryRaw`. Results read as `$queryRaw`'s:
// timestamps as UTC Dates, int8 as bigint.

type QueryListener = (event: Prisma.QueryEvent) => void;
type Direct = { pool: pg.Pool; listeners: QueryListener[] };
const directs = new WeakMap<PrismaClient, Direct>();

const utc = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const PARSERS: Record<number, (value: string) => unknown> = {
  1114: utc, // timestamp (Prisma's DateTime): stored as UTC without a zone
  1184: (value) => new Date(value), // timestamptz
  20: (value) => BigInt(value), // int8
};
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format),
};

/** Lets `queryRows` on `prisma` use `pool` (db.ts, for PostgreSQL). */
export function registerPool(prisma: PrismaClient, pool: pg.Pool): void {
  directs.set(prisma, { pool, listeners: [] });
}

/** Told of the statements `queryRows` sends, as Prisma's "query" event is of its own. */
export function onDirectQuery(prisma: PrismaClient, listener: QueryListener): void {
  directs.get(prisma)?.listeners.push(listener);
}

/** `prisma.$queryRaw(sql)`, sent on the pool when `prisma` is one `openDatabase` opened. */
export async function queryRows<T>(prisma: PrismaClient, sql: Prisma.Sql): Promise<T[]> {
  const direct = directs.get(prisma);
  if (!direct) return prisma.$queryRaw<T[]>(sql);
  const started = Date.now();
  // A Date as pg would send it is local time; Prisma's columns hold UTC.
  const values = sql.values.map((value) => (value instanceof Date ? value.toISOString() : value));
  const result = await direct.pool.query({ text: sql.text, values, types });
  for (const listener of direct.listeners) {
    listener({
      timestamp: new Date(started),
      query: sql.text,
      params: JSON.stringify(values, (_, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      ),
      duration: Date.now() - started,
      target: "direct",
    });
  }
  return result.rows as T[];
}
