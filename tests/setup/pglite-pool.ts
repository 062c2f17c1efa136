import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { createPGlite } from "../../server/db/pglite.ts";

// Starting PGlite from the seeded template costs ~1.5 s of CPU (the wasm PostgreSQL, its
// files unpacked into memory); putting a used instance's rows back costs 0.2–0.8 s.
// Test files in one worker run one after another and share modules (vitest.config.ts), so a
// closed test app's instance waits here for the next file, which gets it with the template's
// rows, sequences and a fresh session. The job queue's tables (schema pgboss) are restored
// too, so no job, schedule or worker row of one file reaches the next.

type Snapshot = {
  tables: { name: string; rows: Blob }[];
  sequences: { name: string; value: string | null }[];
};

const idle: PGlite[] = [];
/** Instances kept per worker: most files open one app, a few two or three at once. */
const MAX_IDLE = 2;
let snapshot: Promise<Snapshot> | undefined;

/** An instance holding exactly the seeded template. */
export async function acquirePGlite(): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) {
    try {
      await restore(reused, await snapshot!);
      return reused;
    } catch {
      // An instance a test left unusable (a crash in the wasm): a new one instead.
      await reused.close().catch(() => {});
    }
  }
  const pglite = createPGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
  await pglite.waitReady;
  // Taken from the first instance, before anything used it: the template's rows.
  snapshot ??= takeSnapshot(pglite);
  await snapshot;
  return pglite;
}

/** Gives an instance back once its app has closed; one a test closed itself is dropped. */
export async function releasePGlite(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  if (idle.length < MAX_IDLE) idle.push(pglite);
  else await pglite.close();
}

async function takeSnapshot(pglite: PGlite): Promise<Snapshot> {
  // Plain tables only: pg-boss's job table is partitioned, its rows live in its partitions
  // (COPY cannot read a partitioned parent).
  const { rows: names } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN ('public', 'pgboss')
        AND c.relname <> '_prisma_migrations' ORDER BY 1`,
  );
  const tables = [];
  for (const { name } of names) {
    const result = await pglite.query(`COPY ${name} TO '/dev/blob'`);
    tables.push({ name, rows: result.blob ?? new Blob([]) });
  }
  const { rows: sequences } = await pglite.query<Snapshot["sequences"][number]>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value
       FROM pg_sequences WHERE schemaname IN ('public', 'pgboss')`,
  );
  return { tables, sequences };
}

async function restore(pglite: PGlite, { tables, sequences }: Snapshot): Promise<void> {
  // A test that failed inside a transaction may have left it open.
  await pglite.exec("ROLLBACK").catch(() => {});
  await pglite.exec("DISCARD ALL");
  // Replica mode: no triggers (the audit log's append-only guard refuses TRUNCATE, and its
  // recording would add rows) and no foreign-key checks while the rows go back in.
  await pglite.exec(
    `SET session_replication_role = replica; TRUNCATE ${tables.map((table) => table.name).join(", ")}`,
  );
  for (const { name, rows } of tables) {
    await pglite.query(`COPY ${name} FROM '/dev/blob'`, [], { blob: rows });
  }
  for (const { name, value } of sequences) {
    await pglite.query(
      value === null
        ? `ALTER SEQUENCE ${name} RESTART`
        : `SELECT setval('${name}', ${Number(value)})`,
    );
  }
  await pglite.exec("RESET session_replication_role");
}
