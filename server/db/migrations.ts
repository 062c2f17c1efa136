import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorRegistry,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as wasmGlue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type {
  MigrationList,
  SchemaEngine,
  SchemaFilter,
} from "@prisma/schema-engine-wasm/schema_engine_bg";
import type pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { fromProjectRoot } from "../paths.ts";
import { createPGlite } from "./pglite.ts";

// Migrations run through Prisma's wasm schema engine because the CLI's native engine cannot be
// downloaded everywhere (docs/decisions/002-migrations-with-wasm-schema-engine.md). The folder
// layout and `_prisma_migrations` rows are the CLI's, so `prisma migrate deploy` stays compatible.

const prismaDir = fromProjectRoot("prisma");
export const migrationsDir = path.join(prismaDir, "migrations");
const schemaFile = path.join(prismaDir, "schema.prisma");
const lockfileName = "migration_lock.toml";
const noFilter: SchemaFilter = { externalTables: [], externalEnums: [] };

type Log = (message: string) => void;
/** Tests only: another migrations folder, an empty PGlite already started. */
type Options = { log?: Log; migrationsDir?: string; pglite?: PGlite };

/** Applies every migration in prisma/migrations not yet recorded in `_prisma_migrations`. */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  opts: Options = {},
): Promise<{ applied: string[] }> {
  const migrationsList = await readMigrations(opts.migrationsDir ?? migrationsDir);
  const { appliedMigrationNames } = await withEngine(factory, opts.log, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilter }),
  );
  return { applied: appliedMigrationNames };
}

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the existing
 * migrations to prisma/schema.prisma. Needs no database server: the engine replays the
 * migrations into a throwaway in-memory PGlite. Returns the folder, or null (writing nothing)
 * when there is no change.
 */
export async function createMigration(name: string, opts: Options = {}): Promise<string | null> {
  const slug = migrationSlug(name);
  const dir = opts.migrationsDir ?? migrationsDir;
  const files = [{ path: schemaFile, content: await readFile(schemaFile, "utf8") }];
  // pg_trgm loaded: the migrations create trigram indexes.
  const db = opts.pglite ?? createPGlite();
  const adapter = new PrismaPGlite(db);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    connect: () => adapter.connect(),
    // diff only uses the shadow database: this instance serves, saving the seconds a second
    // PGlite (the adapter's default shadow) would take to start.
    connectToShadowDb: () => adapter.connect(),
  };
  try {
    // The wasm engine's own createMigration rejects adapter shadow databases
    // ("PostgreSQL shadow DB must be provided through an external factory"); diff does not.
    const { stdout } = await withEngine(factory, opts.log, async (engine) =>
      engine.diff({
        from: { tag: "migrations", ...(await readMigrations(dir)) },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: null,
        filters: noFilter,
      }),
    );
    if (!stdout?.trim() || stdout.trim() === "-- This is an empty migration.") return null;
    const folder = path.join(dir, `${timestamp(new Date())}_${slug}`);
    await mkdir(folder);
    await writeFile(path.join(folder, "migration.sql"), stdout, { flag: "wx" });
    return folder;
  } finally {
    if (!opts.pglite) await db.close();
  }
}

/**
 * Checks a migration name and returns it as it appears in the folder name. Like the Prisma CLI,
 * kebab-case becomes snake_case.
 */
export function migrationSlug(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_-]{0,99}$/.test(name)) {
    throw new Error(
      `Invalid migration name "${name}": use letters, digits, "_" or "-", starting with a letter (e.g. add_user_avatar).`,
    );
  }
  return name.toLowerCase().replaceAll("-", "_");
}

// Prisma's folder prefix: UTC, YYYYMMDDHHMMSS.
function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

// Mirrors how the Prisma CLI lists the folder, so both engines see the same history.
async function readMigrations(dir: string): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const read = (file: string) => readFile(path.join(dir, file), "utf8");
  return {
    baseDir: dir,
    lockfile: { path: lockfileName, content: await read(lockfileName) },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      folders.map(async (folder) => ({
        path: folder,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await read(path.join(folder, "migration.sql")) },
        },
      })),
    ),
  };
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  log: Log | undefined,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const SchemaEngineClass = await loadSchemaEngine();
  const opened: SqlDriverAdapter[] = [];
  // Each adapter the engine opens gets whole-script execution, and is disposed afterwards.
  const track = async (open: Promise<SqlDriverAdapter>) => {
    const adapter = fixScripts(await open);
    opened.push(adapter);
    return adapter;
  };
  const bound = bindMigrationAwareSqlAdapterFactory({
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: () => track(factory.connectToShadowDb()),
  });
  try {
    const engine = await SchemaEngineClass.new(
      { datamodels: undefined },
      (line: string) => forwardLog(line, log),
      bound,
    );
    try {
      return await run(engine);
    } finally {
      engine.free();
    }
  } catch (error) {
    throw withJsCause(error, bound.errorRegistry);
  } finally {
    // free() does not dispose the main connection, and an open pg pool keeps the process alive
    // for its 10 s idle timeout. PGlite's dispose is a no-op: the caller's instance stays open.
    await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
  }
}

// Errors thrown in JavaScript reach the engine as "External error id#N"; put the original
// message back so the reader learns what went wrong.
function withJsCause(error: unknown, registry: ErrorRegistry): unknown {
  if (!(error instanceof Error)) return error;
  const id = /External error id#(\d+)/.exec(error.message)?.[1];
  const original = id === undefined ? undefined : registry.consumeError(Number(id))?.error;
  if (original === undefined) return error;
  const detail = original instanceof Error ? original.message : String(original);
  return new Error(`${error.message.split("\n")[0]}: ${detail}`, { cause: original });
}

// Kept on globalThis, not in this module: the glue module keeps views of the wasm memory, and a
// second instance set into it (this module loaded afresh, as a test that restarts the server's
// modules does: tests/integration/telemetry-trace.test.ts) corrupted both.
const ENGINE = Symbol.for("groundwork.schemaEngine");
type EngineSlot = { [ENGINE]?: Promise<typeof wasmGlue.SchemaEngine> };

// The package's main entry imports the .wasm file as an ES module, which Node does not support,
// so instantiate it by hand, once per process.
function loadSchemaEngine(): Promise<typeof wasmGlue.SchemaEngine> {
  const slot = globalThis as EngineSlot;
  slot[ENGINE] ??= (async () => {
    const glue = createRequire(import.meta.url).resolve(
      "@prisma/schema-engine-wasm/schema_engine_bg",
    );
    const bytes = await readFile(glue.replace(/\.js$/, ".wasm"));
    const imports: Record<string, unknown> = { ...wasmGlue };
    for (const key of Object.keys(imports).filter((k) => k.startsWith("__wbg_setTimeout_"))) {
      // The engine races its advisory lock against a 10 s timer it never clears (the glue imports
      // no clearTimeout), which kept every process alive 10 s after migrating. Unref it.
      const setTimer = imports[key] as (handler: () => void, ms: number) => NodeJS.Timeout;
      imports[key] = (handler: () => void, ms: number) => setTimer(handler, ms).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": imports as WebAssembly.ModuleImports,
    });
    wasmGlue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return wasmGlue.SchemaEngine;
  })();
  return slot[ENGINE];
}

// The engine logs JSON lines; keep what a person running migrations wants to read.
function forwardLog(line: string, log: Log | undefined): void {
  if (!log) return;
  try {
    const { level, fields } = JSON.parse(line) as {
      level?: string;
      fields?: { message?: string; script?: string };
    };
    const message = fields?.message;
    if (!message) return;
    if (level === "WARN" || level === "ERROR" || fields.script !== undefined) log(message);
  } catch {
    log(line.trim());
  }
}

// The adapters' executeScript cannot be trusted with migration files:
// - pglite-prisma-adapter 0.7.2 does not await `exec()`, so a failing migration is recorded as
//   applied and its error becomes an unhandled rejection;
// - @prisma/adapter-pg 7.10 splits the script on ";", breaking function bodies and literals.
// Send the whole script as one simple query instead, as the native schema engine does.
function fixScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  // Not public API: the PGlite adapter keeps its instance in `client`. Without parameters pg
  // uses the simple query protocol, which accepts many statements.
  const run =
    adapter.adapterName === "pglite-prisma-adapter"
      ? (script: string) => (adapter as unknown as { client: PGlite }).client.exec(script)
      : (script: string) =>
          (adapter as unknown as { underlyingDriver: () => pg.Pool })
            .underlyingDriver()
            .query(script);
  adapter.executeScript = async (script) => {
    await run(script);
  };
  return adapter;
}
