import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "../logger.ts";

// PGlite runs PostgreSQL as one standalone backend: it has no autovacuum launcher. Nothing
// removes dead rows (every session refresh, rate-limit charge and edit leaves one), flushes the
// search indexes' GIN pending lists or refreshes the planner's statistics unless the
// application asks. This does autovacuum's job, by PostgreSQL's own rule and settings, between
// requests: PGlite runs one statement at a time, so each VACUUM or ANALYZE holds the queries
// behind it for as long as it takes (docs/decisions/042-pglite-maintenance.md).

/** autovacuum_naptime's default: how often the tables are looked at. */
export const NAPTIME_MS = 60_000;

export type MaintenanceAction = "VACUUM" | "ANALYZE" | "VACUUM (ANALYZE)";
export type MaintenanceStep = { table: string; action: MaintenanceAction; ms: number };

export type TableActivity = {
  /** Schema-qualified and quoted, ready for SQL. */
  table: string;
  /** The planner's row estimate; -1 for a table never vacuumed or analysed. */
  tuples: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
  /** Whether ANALYZE has ever stored statistics for it (they are kept across restarts). */
  hasStatistics: boolean;
};

export type AutovacuumSettings = {
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
};

/**
 * What each table needs, by autovacuum's formulas. PGlite's activity counters start from zero
 * at every start (they are not written at close), so the first pass cannot know what the last
 * run left: it vacuums every table (cheap where nothing changed: the visibility map lets VACUUM
 * skip clean pages) and analyses those that have no statistics yet.
 */
export function dueActions(
  tables: readonly TableActivity[],
  settings: AutovacuumSettings,
  firstPass: boolean,
): { table: string; action: MaintenanceAction }[] {
  const due: { table: string; action: MaintenanceAction }[] = [];
  for (const activity of tables) {
    const tuples = Math.max(activity.tuples, 0);
    const vacuum =
      firstPass ||
      activity.dead > settings.vacuumThreshold + settings.vacuumScaleFactor * tuples ||
      activity.insertedSinceVacuum > settings.insertThreshold + settings.insertScaleFactor * tuples;
    const analyze =
      (firstPass && !activity.hasStatistics) ||
      activity.modifiedSinceAnalyze >
        settings.analyzeThreshold + settings.analyzeScaleFactor * tuples;
    if (vacuum || analyze) {
      const action = vacuum && analyze ? "VACUUM (ANALYZE)" : vacuum ? "VACUUM" : "ANALYZE";
      due.push({ table: activity.table, action });
    }
  }
  return due;
}

// Temporary tables belong to a session and are left alone, as autovacuum does.
const ACTIVITY_SQL = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
         c.reltuples::float8 AS tuples,
         s.n_dead_tup::float8 AS dead,
         s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum",
         s.n_mod_since_analyze::float8 AS "modifiedSinceAnalyze",
         EXISTS (SELECT 1 FROM pg_statistic p WHERE p.starelid = s.relid) AS "hasStatistics"
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE c.relkind = 'r' AND c.relpersistence <> 't'
   ORDER BY 1`;

const SETTINGS_SQL = `
  SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS "vacuumThreshold",
         current_setting('autovacuum_vacuum_scale_factor')::float8 AS "vacuumScaleFactor",
         current_setting('autovacuum_vacuum_insert_threshold')::float8 AS "insertThreshold",
         current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS "insertScaleFactor",
         current_setting('autovacuum_analyze_threshold')::float8 AS "analyzeThreshold",
         current_setting('autovacuum_analyze_scale_factor')::float8 AS "analyzeScaleFactor"`;

export type PGliteMaintenance = {
  /** Runs a pass now (after any pass under way) and returns what it did. */
  runPass: () => Promise<MaintenanceStep[]>;
  /** No pass starts after this; resolves once a pass under way has ended. */
  stop: () => Promise<void>;
};

export function startPGliteMaintenance(
  pglite: PGlite,
  parentLogger: Logger,
  { naptimeMs = NAPTIME_MS }: { naptimeMs?: number } = {},
): PGliteMaintenance {
  const logger = parentLogger.child({ component: "database-maintenance" });
  let stopped = false;
  let firstPass = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<MaintenanceStep[]> = Promise.resolve([]);

  async function pass(): Promise<MaintenanceStep[]> {
    // Counters reach pg_stat_* at most once a second; this makes the statement below see
    // everything done up to now.
    await pglite.query("SELECT pg_stat_force_next_flush()");
    const { rows: tables } = await pglite.query<TableActivity>(ACTIVITY_SQL);
    const { rows: settings } = await pglite.query<AutovacuumSettings>(SETTINGS_SQL);
    const due = dueActions(tables, settings[0]!, firstPass);
    firstPass = false;
    const steps: MaintenanceStep[] = [];
    for (const { table, action } of due) {
      // One statement per table: requests queued meanwhile run between them.
      if (stopped) break;
      const started = performance.now();
      try {
        await pglite.exec(`${action} ${table}`);
        steps.push({ table, action, ms: Math.round(performance.now() - started) });
      } catch (error) {
        // A table dropped since the list was read; anything else is worth a look, not a crash.
        logger.warn({ err: error, table, action }, "database maintenance step failed");
      }
    }
    if (steps.length > 0) logger.info({ steps }, "database maintenance");
    return steps;
  }

  function runPass(): Promise<MaintenanceStep[]> {
    const next = current.catch(() => []).then(pass);
    current = next;
    return next;
  }

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
      await current.catch(() => {});
    },
  };
}
