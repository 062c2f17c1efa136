import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPGlite } from "./pglite.ts";
import { applyMigrations, createMigration, migrationSlug, migrationsDir } from "./migrations.ts";

type Query = <Row>(sql: string) => Promise<Row[]>;

async function migrationNames(dir = migrationsDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function expectRecorded(query: Query, names: string[]): Promise<void> {
  const rows = await query<{ migration_name: string; finished: boolean; rolled_back: boolean }>(
    `SELECT migration_name, finished_at IS NOT NULL AS finished,
            rolled_back_at IS NOT NULL AS rolled_back
       FROM _prisma_migrations ORDER BY migration_name`,
  );
  expect(rows).toEqual(
    names.map((name) => ({ migration_name: name, finished: true, rolled_back: false })),
  );
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    const info = await stat(file);
    files[entry] = info.isFile() ? `${info.mtimeMs} ${await readFile(file, "utf8")}` : "dir";
  }
  return files;
}

// A semicolon inside a literal (pg adapter splits scripts on ";") followed by a failing
// migration (pglite adapter did not await the script, so failures were recorded as applied).
async function writeTrickyMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "groundwork-migrations-"));
  const write = async (name: string, sql: string) => {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), sql);
  };
  await writeFile(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
  await write("20000101000000_semicolon", `CREATE TABLE "note" ("text" TEXT DEFAULT 'a;b');\n`);
  await write(
    "20000102000000_broken",
    `CREATE TABLE "never" ("id" INTEGER);\nSELECT missing_function();\n`,
  );
  return dir;
}

async function expectTrickyMigrationsHandled(
  factory: SqlMigrationAwareDriverAdapterFactory,
  query: Query,
): Promise<void> {
  const dir = await writeTrickyMigrations();
  try {
    await expect(applyMigrations(factory, { migrationsDir: dir })).rejects.toThrow(
      /missing_function/,
    );
    const rows = await query<{ migration_name: string; finished: boolean }>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished
         FROM _prisma_migrations ORDER BY migration_name`,
    );
    expect(rows).toEqual([
      { migration_name: "20000101000000_semicolon", finished: true },
      { migration_name: "20000102000000_broken", finished: false },
    ]);
    const [note] = await query<{ text: string }>(`INSERT INTO "note" DEFAULT VALUES RETURNING *`);
    expect(note?.text).toBe("a;b");
    const [never] = await query<{ regclass: string | null }>(
      `SELECT to_regclass('never') AS regclass`,
    );
    expect(never?.regclass).toBeNull();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("on PGlite", () => {
  let db: PGlite;
  const query: Query = async <Row>(sql: string) => (await db.query<Row>(sql)).rows;

  // One instance for the file: creating one takes seconds, and a minute on a loaded 2-core
  // machine (seen at load average 25). Each test starts from an empty schema.
  beforeAll(async () => {
    // createPGlite loads pg_trgm, which the migrations create (docs/decisions/014-*).
    db = createPGlite();
    await db.waitReady;
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    // The audit log's functions live in a schema of their own (docs/decisions/046-*).
    await db.exec(
      "DROP SCHEMA IF EXISTS audit CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
    );
  });

  it("applyMigrations applies every migration once, records it and leaves the instance open", async () => {
    const names = await migrationNames();
    expect(names.some((name) => name.endsWith("_init"))).toBe(true);

    expect(await applyMigrations(new PrismaPGlite(db))).toEqual({ applied: names });
    await expectRecorded(query, names);
    expect(await query(`SELECT count(*)::int AS count FROM "user"`)).toEqual([{ count: 0 }]);

    expect(await applyMigrations(new PrismaPGlite(db))).toEqual({ applied: [] });
    await expectRecorded(query, names);
  });

  it("applyMigrations stops at a failing migration without recording it as applied", async () => {
    await expectTrickyMigrationsHandled(new PrismaPGlite(db), query);
  });

  it("createMigration returns null and writes nothing when the schema matches", async () => {
    const before = await snapshot(migrationsDir);
    // The empty instance serves as the throwaway database: starting another takes seconds.
    expect(await createMigration("no_change", { pglite: db })).toBeNull();
    expect(await snapshot(migrationsDir)).toEqual(before);
  });
});

it("migrationSlug accepts snake and kebab names, as the Prisma CLI names folders", () => {
  expect(migrationSlug("add_user_avatar")).toBe("add_user_avatar");
  expect(migrationSlug("Add-User-Avatar2")).toBe("add_user_avatar2");
  for (const bad of ["", "1st", "add user", "../escape", "add.avatar", "é"]) {
    expect(() => migrationSlug(bad)).toThrow(/Invalid migration name/);
  }
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)("applyMigrations on PostgreSQL", () => {
  // A database of its own, dropped afterwards, so nothing else on the server is touched.
  const database = `mig_test_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client;
  let client: pg.Client;
  let url: string;
  const query: Query = async <Row>(sql: string) => (await client.query(sql)).rows as Row[];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    const parsed = new URL(testDatabaseUrl!);
    parsed.pathname = `/${database}`;
    url = parsed.toString();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin?.end();
  });
  beforeEach(async () => {
    await client.query(
      "DROP SCHEMA IF EXISTS audit CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
    );
  });

  it("applies every migration once and records it", async () => {
    const names = await migrationNames();

    expect(await applyMigrations(new PrismaPg({ connectionString: url }))).toEqual({
      applied: names,
    });
    await expectRecorded(query, names);
    expect(await query(`SELECT count(*)::int AS count FROM "user"`)).toEqual([{ count: 0 }]);

    expect(await applyMigrations(new PrismaPg({ connectionString: url }))).toEqual({
      applied: [],
    });
    await expectRecorded(query, names);
  });

  it("runs each migration whole and stops at a failing one", async () => {
    await expectTrickyMigrationsHandled(new PrismaPg({ connectionString: url }), query);
  });
});
