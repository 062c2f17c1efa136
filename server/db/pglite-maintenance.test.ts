import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquirePGlite, releasePGlite } from "../../tests/setup/pglite-pool.ts";
import { createLogger, silentLogger } from "../logger.ts";
import { openDatabase, type Database } from "./db.ts";
import {
  dueActions,
  startPGliteMaintenance,
  type AutovacuumSettings,
  type TableActivity,
} from "./pglite-maintenance.ts";

// PostgreSQL's defaults for the autovacuum settings.
const DEFAULTS: AutovacuumSettings = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
};

const idle: TableActivity = {
  table: "public.t",
  tuples: 1000,
  dead: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  hasStatistics: true,
};
const actionFor = (activity: Partial<TableActivity>, firstPass = false) =>
  dueActions([{ ...idle, ...activity }], DEFAULTS, firstPass)[0]?.action;

describe("which tables need work, by autovacuum's formulas", () => {
  it("vacuums past threshold + scale × rows of dead rows, or of rows inserted", () => {
    expect(actionFor({ dead: 250 })).toBeUndefined();
    expect(actionFor({ dead: 251 })).toBe("VACUUM");
    expect(actionFor({ insertedSinceVacuum: 1200 })).toBeUndefined();
    expect(actionFor({ insertedSinceVacuum: 1201 })).toBe("VACUUM");
  });

  it("analyses past threshold + scale × rows of changed rows, with VACUUM when both are due", () => {
    expect(actionFor({ modifiedSinceAnalyze: 150 })).toBeUndefined();
    expect(actionFor({ modifiedSinceAnalyze: 151 })).toBe("ANALYZE");
    expect(actionFor({ modifiedSinceAnalyze: 151, dead: 251 })).toBe("VACUUM (ANALYZE)");
  });

  it("counts a never-measured table (-1 rows) as empty", () => {
    expect(actionFor({ tuples: -1, dead: 51 })).toBe("VACUUM");
  });

  it("vacuums every table on the first pass, and analyses those without statistics", () => {
    expect(actionFor({}, true)).toBe("VACUUM");
    expect(actionFor({ hasStatistics: false }, true)).toBe("VACUUM (ANALYZE)");
    expect(actionFor({ hasStatistics: false })).toBeUndefined();
  });
});

// A table whose name needs quoting: the statements are built from catalogue names.
const PROBE = `"maintenance ""probe"""`;

async function probeActivity(pglite: PGlite) {
  await pglite.query("SELECT pg_stat_force_next_flush()");
  const { rows } = await pglite.query<{ dead: number; vacuums: number; analyses: number }>(
    `SELECT n_dead_tup::int AS dead, vacuum_count::int AS vacuums, analyze_count::int AS analyses
       FROM pg_stat_user_tables WHERE relid = $1::regclass`,
    [`public.${PROBE}`],
  );
  return rows[0]!;
}

describe("PGlite maintenance on a migrated database", () => {
  let pglite: PGlite;
  let database: Database;

  beforeAll(async () => {
    pglite = await acquirePGlite();
    await pglite.exec(
      `CREATE TABLE ${PROBE} (id int PRIMARY KEY, v int);
       INSERT INTO ${PROBE} SELECT g, 0 FROM generate_series(1, 500) g`,
    );
    database = await openDatabase({ engine: "pglite", dir: undefined, pglite }, { maintain: true });
  });
  afterAll(async () => {
    await database?.close();
    await pglite?.exec(`DROP TABLE IF EXISTS ${PROBE}`);
    if (pglite) await releasePGlite(pglite);
  });

  it("leaves an instance it was handed alone unless asked", async () => {
    const handed = await openDatabase({ engine: "pglite", dir: undefined, pglite });
    expect(handed.maintenance).toBeUndefined();
    await handed.prisma.$disconnect();
  });

  it("vacuums every table on its first pass, then only what autovacuum would", async () => {
    const { rows: tables } = await pglite.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables ORDER BY 1`,
    );
    const first = await database.maintenance!.runPass();
    expect(first.map((step) => step.table).sort()).toEqual(tables.map((table) => table.name));
    expect(first.find((step) => step.table === `public.${PROBE}`)?.action).toBe("VACUUM (ANALYZE)");
    expect(await probeActivity(pglite)).toMatchObject({ vacuums: 1, analyses: 1 });
    expect(await database.maintenance!.runPass()).toEqual([]);

    // 200 of 500 rows: past 50 + 0.2 × 500 dead and 50 + 0.1 × 500 changed.
    await pglite.exec(`UPDATE ${PROBE} SET v = 1 WHERE id <= 200`);
    expect(await probeActivity(pglite)).toMatchObject({ dead: 200 });
    const second = await database.maintenance!.runPass();
    expect(second.map(({ table, action }) => ({ table, action }))).toEqual([
      { table: `public.${PROBE}`, action: "VACUUM (ANALYZE)" },
    ]);
    expect(await probeActivity(pglite)).toMatchObject({ dead: 0, vacuums: 2, analyses: 2 });

    // 120 more: statistics are due, a vacuum is not.
    await pglite.exec(`UPDATE ${PROBE} SET v = 2 WHERE id <= 120`);
    const third = await database.maintenance!.runPass();
    expect(third.map(({ action }) => action)).toEqual(["ANALYZE"]);
    expect(await probeActivity(pglite)).toMatchObject({ dead: 120, vacuums: 2, analyses: 3 });
  });

  it("keeps the other tables going when one fails, and says which", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger(
      { nodeEnv: "production", logLevel: "info" },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    // The probe stands for a table dropped between the list and its VACUUM.
    const failing = {
      query: pglite.query.bind(pglite),
      exec: (sql: string) =>
        sql.includes(PROBE) ? Promise.reject(new Error("relation is gone")) : pglite.exec(sql),
    } as unknown as PGlite;
    const maintenance = startPGliteMaintenance(failing, logger, { naptimeMs: 60_000 });
    const steps = await maintenance.runPass();
    await maintenance.stop();
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.some((step) => step.table.includes(PROBE))).toBe(false);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        component: "database-maintenance",
        table: `public.${PROBE}`,
        msg: "database maintenance step failed",
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: "database maintenance", steps }),
    );
  });

  it("stops between tables: a shutdown waits for one statement, not the whole pass", async () => {
    let stopping: Promise<void> | undefined;
    const statements: string[] = [];
    const stoppedOnFirst = {
      query: pglite.query.bind(pglite),
      exec: (sql: string) => {
        statements.push(sql);
        stopping ??= maintenance.stop();
        return pglite.exec(sql);
      },
    } as unknown as PGlite;
    const maintenance = startPGliteMaintenance(stoppedOnFirst, silentLogger);
    expect(await maintenance.runPass()).toHaveLength(1);
    await stopping;
    expect(statements).toHaveLength(1);
  });

  it("runs on its own every naptime, and not once stopped", async () => {
    const passes: unknown[] = [];
    const logger = createLogger(
      { nodeEnv: "production", logLevel: "info" },
      { write: (line: string) => void passes.push(line) },
    );
    const maintenance = startPGliteMaintenance(pglite, logger, { naptimeMs: 20 });
    // The first pass vacuums every table, so it logs.
    await expect.poll(() => passes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await maintenance.stop();
    const after = passes.length;
    // Work a pass would do: all 500 rows dead and changed.
    await pglite.exec(`UPDATE ${PROBE} SET v = 3`);
    expect(await maintenance.runPass()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(passes.length).toBe(after);
  });
});
