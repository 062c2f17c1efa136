import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { queryRows } from "../../server/db/direct-query.ts";
import { Prisma } from "../../server/generated/prisma/client.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The hot path's raw SQL skips the Prisma client (server/db/direct-query.ts, ADR 034). Every
// caller was written against `$queryRaw`'s answers, so both must answer alike: the same rows,
// the same JS types, the same parameters bound, and the same failures.

let app: TestApp;
const events: Prisma.QueryEvent[] = [];

beforeAll(async () => {
  app = await createTestApp();
  onQuery(app.prisma, (event) => events.push(event));
});
afterAll(() => app?.close());

/** The driver adapter's error: thrown as is here, inside Prisma's own error by the client. */
const driverError = (error: unknown) => {
  const record = error as { cause?: unknown; meta?: { driverAdapterError?: { cause?: unknown } } };
  return record.meta?.driverAdapterError?.cause ?? record.cause;
};

const both = async (sql: Prisma.Sql) => ({
  direct: await queryRows<Record<string, unknown>>(app.prisma, sql),
  prisma: await app.prisma.$queryRaw<Record<string, unknown>[]>(sql),
});

describe("direct raw queries", () => {
  it("answer every column type as $queryRaw does", async () => {
    const { direct, prisma } = await both(Prisma.sql`SELECT
      1::int2 AS small, 2::int4 AS int, 9007199254740993::int8 AS big, 1.5::float4 AS real,
      2.25::float8 AS double, 12.345::numeric AS numeric, true AS yes, false AS no,
      'x'::char(3) AS padded, 'text' AS text, now() AS now,
      '2026-01-02 03:04:05.678'::timestamp AS stamp, '2026-01-02'::date AS day,
      '03:04:05'::time AS clock, '{"a":[1,"b"]}'::jsonb AS doc, '"s"'::json AS string_json,
      '\\x00ff'::bytea AS bytes, gen_random_uuid() IS NOT NULL AS has_uuid,
      '6e9c1d9e-8a56-4d1b-9f6e-4f4b8f0f8a11'::uuid AS uuid, ARRAY[1, 2]::int4[] AS ints,
      ARRAY['a', NULL]::text[] AS texts, ARRAY[3]::int8[] AS bigs,
      ARRAY['2026-01-02 03:04:05'::timestamp] AS stamps, NULL::int4 AS nothing,
      ARRAY[1.5]::numeric[] AS numerics, ARRAY[2.5]::float8[] AS doubles,
      ARRAY[true, NULL] AS flags, ARRAY['{"x":1}'::jsonb] AS docs, ARRAY['\\x01'::bytea] AS blobs,
      ARRAY['2026-01-02'::date] AS days,
      ARRAY['6e9c1d9e-8a56-4d1b-9f6e-4f4b8f0f8a11'::uuid] AS uuids,
      u."createdAt", u."role", u."banned", u."banExpires"
      FROM "user" u WHERE u."email" = 'admin@example.com'`);
    // The clock moved between the two statements.
    expect(direct[0]?.now).toBeInstanceOf(Date);
    expect({ ...direct[0], now: null }).toStrictEqual({ ...prisma[0], now: null });
    expect(typeof direct[0]?.big).toBe("bigint");
    expect(direct[0]?.stamp).toEqual(new Date("2026-01-02T03:04:05.678Z"));
  });

  it("bind parameters of every kind as $queryRaw binds them", async () => {
    const parameter = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      fc.date({ min: new Date("1970-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
      fc.uint8Array({ maxLength: 8 }).map((bytes) => Buffer.from(bytes)),
      fc.array(fc.string({ unit: "grapheme-ascii" }), { maxLength: 3 }),
      fc.dictionary(fc.string({ unit: "grapheme-ascii" }), fc.integer(), { maxKeys: 2 }),
      // Prisma retries such an object with its bigints as strings.
      fc.record({ n: fc.bigInt(), list: fc.array(fc.bigInt(), { maxLength: 2 }) }),
    );
    await fc.assert(
      fc.asyncProperty(parameter, async (value) => {
        // As text, so what PostgreSQL received is compared, not a client's reading of it.
        const sql = Prisma.sql`SELECT ${value}::text AS text`;
        const outcome = (rows: Promise<unknown[]>) =>
          rows.then(
            (answer) => ({ answer }),
            (error: unknown) => ({ failed: driverError(error) }),
          );
        expect(await outcome(queryRows(app.prisma, sql))).toStrictEqual(
          await outcome(app.prisma.$queryRaw(sql)),
        );
      }),
      // JSON's own edges, every run: Prisma sends NaN and Infinity as null.
      { numRuns: 60, examples: [[Number.NaN], [-Infinity], [-0], [{ n: 1n, list: [2n] }]] },
    );
  });

  it("tells query listeners of what it sends, as Prisma's query event does", async () => {
    events.length = 0;
    const sql = Prisma.sql`SELECT ${"a"}::text || ${2}::int || ${new Date(0)}::timestamp || ${5n}::int8 AS v`;
    await queryRows(app.prisma, sql);
    await app.prisma.$queryRaw(sql);
    const seen = events.map(({ query, params }) => ({ query, params }));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]?.params).toBe('["a",2,"1970-01-01T00:00:00.000Z","5"]');
    // The first went around the client; the fallback would have reached the client's event.
    expect(events[0]?.target).toBe("direct");
  });

  it("fails where $queryRaw fails, with the driver's error", async () => {
    const bad = Prisma.sql`SELECT * FROM "no_such_table"`;
    const direct = await queryRows(app.prisma, bad).catch((error: unknown) => error);
    const prisma = await app.prisma.$queryRaw(bad).catch((error: unknown) => error);
    expect(direct).toBeInstanceOf(Error);
    expect(driverError(direct)).toMatchObject({ originalCode: "42P01" });
    expect(driverError(direct)).toStrictEqual(driverError(prisma));
  });
});
