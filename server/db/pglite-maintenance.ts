import type { PGlite } from "@electric-sql/pglite";
import type { MaintenanceLogger } from "./pglite-protocol.ts";

// PGlite runs PostgreSQL as one standalone backend: it has no autovacuum launcher. Nothing
// removes dead rows (every session refresh, rate-limit charge and edit leaves one), flushes the
// search indexes' GIN pending lists, refreshes the planner's statistics or freezes old
// transaction ids (without which PostgreSQL eventually refuses writes) unless the application
// asks. This does autovacuum's job by its own rule (PostgreSQL 18's relation_needs_vacanalyze)
// and settings, table by table. PGlite runs one statement at a time, on the thread that holds it
// (the database thread, ./pglite-thread.ts): while a maintenance statement runs, every request's
// statement waits, so passes pause between tables (docs/decisions/042-pglite-maintenance.md).

export type MaintenanceAction = "VACUUM" | "ANALYZE" | "VACUUM (ANALYZE)";
export type MaintenanceStep = { table: string; action: MaintenanceAction; ms: number };

/** One table's activity and its effective autovacuum settings (its own options first). */
export type TableActivity = {
  /** Schema-qualified and quoted, ready for SQL. */
  table: string;
  /** The planner's row estimate; -1 for a table never vacuumed or analysed. */
  tuples: number;
  pages: number;
  allFrozenPages: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  xidAge: number;
  multixactAge: number;
  /** Whether ANALYZE has stored statistics for it (kept across restarts, unlike the counters). */
  hasStatistics: boolean;
  /** PostgreSQL never analyses pg_statistic itself. */
  analyzable: boolean;
  /** `autovacuum` and the table's `autovacuum_enabled`: off leaves only wraparound vacuums. */
  enabled: boolean;
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  /** -1: no cap. */
  vacuumMaxThreshold: number;
  /** -1: inserts never trigger a vacuum. */
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
  freezeMaxAge: number;
  multixactFreezeMaxAge: number;
};

/**
 * What each table needs. PGlite's activity counters start from zero at every start (they are
 * not written at close), so the first pass cannot know what the last run left: it vacuums every
 * table (cheap where nothing changed: the visibility map lets VACUUM skip clean pages) and
 * analyses those that may hold rows but have no statistics.
 */
export function dueActions(
  tables: readonly TableActivity[],
  firstPass: boolean,
): { table: string; action: MaintenanceAction }[] {
  const due: { table: string; action: MaintenanceAction }[] = [];
  for (const t of tables) {
    const wraparound = t.xidAge > t.freezeMaxAge || t.multixactAge > t.multixactFreezeMaxAge;
    const tuples = Math.max(t.tuples, 0);
    const unfrozen =
      t.pages > 0 && t.allFrozenPages > 0 ? 1 - Math.min(t.allFrozenPages, t.pages) / t.pages : 1;
    let vacuumAt = t.vacuumThreshold + t.vacuumScaleFactor * tuples;
    if (t.vacuumMaxThreshold >= 0) vacuumAt = Math.min(vacuumAt, t.vacuumMaxThreshold);
    const insertAt = t.insertThreshold + t.insertScaleFactor * tuples * unfrozen;
    const vacuum =
      wraparound ||
      (t.enabled &&
        (firstPass ||
          t.dead > vacuumAt ||
          (t.insertThreshold >= 0 && t.insertedSinceVacuum > insertAt)));
    const analyze =
      t.enabled &&
      t.analyzable &&
      ((firstPass && !t.hasStatistics && t.tuples !== 0) ||
        t.modifiedSinceAnalyze > t.analyzeThreshold + t.analyzeScaleFactor * tuples);
    if (vacuum || analyze) {
      const action = vacuum && analyze ? "VACUUM (ANALYZE)" : vacuum ? "VACUUM" : "ANALYZE";
      due.push({ table: t.table, action });
    }
  }
  return due;
}

/** A table's own autovacuum option when set, else the database's setting. */
const ownOrGlobal = (name: string) =>
  `coalesce(o ->> '${name}', current_setting('${name}'))::float8`;
const SETTINGS: Record<string, string> = {
  vacuumThreshold: "autovacuum_vacuum_threshold",
  vacuumScaleFactor: "autovacuum_vacuum_scale_factor",
  vacuumMaxThreshold: "autovacuum_vacuum_max_threshold",
  insertThreshold: "autovacuum_vacuum_insert_threshold",
  insertScaleFactor: "autovacuum_vacuum_insert_scale_factor",
  analyzeThreshold: "autovacuum_analyze_threshold",
  analyzeScaleFactor: "autovacuum_analyze_scale_factor",
};
// A table's freeze ages may only be lower than the database's.
const FREEZE_AGES: Record<string, string> = {
  freezeMaxAge: "autovacuum_freeze_max_age",
  multixactFreezeMaxAge: "autovacuum_multixact_freeze_max_age",
};
const SETTING_COLUMNS = [
  ...Object.entries(SETTINGS).map(([column, name]) => `${ownOrGlobal(name)} AS "${column}"`),
  ...Object.entries(FREEZE_AGES).map(
    ([column, name]) =>
      `least(${ownOrGlobal(name)}, current_setting('${name}')::float8) AS "${column}"`,
  ),
].join(",\n         ");

// Every table and materialised view, system catalogues included (autovacuum does them too);
// TOAST tables are vacuumed with their owner, temporary tables belong to their session.
const ACTIVITY_SQL = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
         c.reltuples::float8 AS tuples, c.relpages::float8 AS pages,
         c.relallfrozen::float8 AS "allFrozenPages",
         s.n_dead_tup::float8 AS dead,
         s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum",
         s.n_mod_since_analyze::float8 AS "modifiedSinceAnalyze",
         age(c.relfrozenxid)::float8 AS "xidAge", mxid_age(c.relminmxid)::float8 AS "multixactAge",
         EXISTS (SELECT 1 FROM pg_statistic p WHERE p.starelid = s.relid) AS "hasStatistics",
         c.oid <> 'pg_statistic'::regclass AS analyzable,
         current_setting('autovacuum')::bool
           AND coalesce(o ->> 'autovacuum_enabled', 'on')::bool AS enabled,
         ${SETTING_COLUMNS}
    FROM pg_stat_all_tables s
    JOIN pg_class c ON c.oid = s.relid
    LEFT JOIN LATERAL (SELECT jsonb_object_agg(option_name, option_value) AS o
                         FROM pg_options_to_table(c.reloptions)) options ON true
   WHERE c.relkind IN ('r', 'm') AND c.relpersistence <> 't' AND s.schemaname <> 'pg_toast'
   ORDER BY 1`;

/** autovacuum_naptime's default; the setting itself is not read. */
export const NAPTIME_MS = 60_000;

// One backend reaches only its own database, so template0 and template1 are never vacuumed and
// their frozen ids age with the cluster: PostgreSQL refuses writes once the oldest is two
// billion transactions old. Said in the log from vacuum_failsafe_age (1.6 billion) on.
const UNREACHABLE_SQL = `
  SELECT datname AS database, age(datfrozenxid)::float8 AS age FROM pg_database
   WHERE datname <> current_database()
     AND age(datfrozenxid) > current_setting('vacuum_failsafe_age')::float8`;

export type PGliteMaintenance = {
  /** Runs a pass now (after any pass under way) and returns what it did. */
  runPass: () => Promise<MaintenanceStep[]>;
  /**
   * No statement starts after this; resolves once the one under way has ended. Called when
   * shutdown begins, so draining requests do not wait behind maintenance, and again on close.
   */
  stop: () => Promise<void>;
};

/** Shortest pause between two statements of a pass. */
const MIN_PAUSE_MS = 20;

export function startPGliteMaintenance(
  pglite: PGlite,
  parentLogger: MaintenanceLogger,
  { naptimeMs = NAPTIME_MS }: { naptimeMs?: number } = {},
): PGliteMaintenance {
  const logger = parentLogger.child({ component: "database-maintenance" });
  let stopped = false;
  let firstPass = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<MaintenanceStep[]> = Promise.resolve([]);

  // The pause between statements, which stop() cuts short.
  let pausing: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  const pauseFor = (ms: number) =>
    stopped
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          pausing = { timer: setTimeout(resolve, ms), resolve };
        }).finally(() => (pausing = undefined));

  async function pass(): Promise<MaintenanceStep[]> {
    if (stopped) return [];
    // Counters reach pg_stat_* at most once a second; this makes the statement below see
    // everything done up to now.
    await pglite.query("SELECT pg_stat_force_next_flush()");
    // Each statement may have waited for a transaction's lock, during which stop() came.
    if (stopped) return [];
    const { rows: tables } = await pglite.query<TableActivity>(ACTIVITY_SQL);
    if (stopped) return [];
    const { rows: unreachable } = await pglite.query<{ database: string; age: number }>(
      UNREACHABLE_SQL,
    );
    for (const { database, age } of unreachable) {
      logger.warn(
        { database, age },
        "a database PGlite cannot vacuum nears transaction id wraparound: dump and restore, or move to PostgreSQL",
      );
    }
    const due = dueActions(tables, firstPass);
    firstPass = false;
    const steps: MaintenanceStep[] = [];
    let pause = MIN_PAUSE_MS;
    for (const { table, action } of due) {
      // A macrotask, long enough for statements (and a stop) that arrived during the last
      // statement to be read and to queue: awaiting PGlite alone never returns to the thread's
      // event loop. At least as long as that statement took, so a pass holds the database at
      // most half the time.
      await pauseFor(pause);
      if (stopped) break;
      const started = performance.now();
      try {
        await pglite.exec(`${action} ${table}`);
      } catch (error) {
        // A table dropped since the list was read; anything else is worth a look, not a crash.
        logger.warn({ err: error, table, action }, "database maintenance step failed");
        continue;
      } finally {
        pause = Math.max(MIN_PAUSE_MS, performance.now() - started);
      }
      steps.push({ table, action, ms: Math.round(performance.now() - started) });
    }
    if (steps.length > 0) logger.info({ steps }, "database maintenance");
    return steps;
  }

  function runPass(): Promise<MaintenanceStep[]> {
    const next = current.catch(() => []).then(pass);
    current = next;
    return next;
  }

  // The first pass waits a naptime too: a start's first requests go first. Passes never
  // overlap: the next is timed from the end of the last.
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runPass()
        .catch((error: unknown) => {
          if (!stopped) logger.warn({ err: error }, "database maintenance failed");
        })
        .finally(schedule);
    }, naptimeMs);
    // Never what keeps the process alive: shutdown closes the database through stop().
    timer.unref();
  }
  schedule();

  return {
    runPass,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      if (pausing) {
        clearTimeout(pausing.timer);
        pausing.resolve();
      }
      await current.catch(() => {});
    },
  };
}
