import pg from "pg";
import { openDatabase } from "../../server/db/db.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { keysetCursor } from "../setup/keyset-cursor.ts";
import { BENCH_SESSION_TOKEN, seedBenchData, type Query } from "./seed.ts";
import type { Database } from "./servers.ts";

// The benchmark's database, PostgreSQL or PGlite, as run.ts needs it.

/**
 * Migrates and seeds `database` (skipped when the counts already match), then clears what a
 * previous run left, so every run starts from the same state. Returns a cursor 95 % deep.
 */
export async function prepareDatabase(
  database: Database,
  repositories: number,
): Promise<{ deepCursor: string }> {
  const started = performance.now();
  let query: Query;
  let close: () => Promise<void>;
  if ("url" in database) {
    // Migrates the schema exactly as the server does at start.
    await (await openDatabase({ engine: "postgresql", url: database.url })).close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    query = (sql, params) => client.query(sql, params);
    close = () => client.end();
  } else {
    const pglite = createPGlite({ dataDir: database.pgliteDir });
    await openDatabase({ engine: "pglite", dir: database.pgliteDir, pglite });
    query = (sql, params) => pglite.query(sql, params) as ReturnType<Query>;
    close = () => pglite.close();
  }
  await seedBenchData(query, { repositories, users: repositories / 10, log: console.log });
  // Fresh each run: no refresh write (better-auth's updateAge) and no rate limit carried over.
  await query(
    `UPDATE "session" SET "expiresAt" = now() + interval '7 days', "updatedAt" = now()
     WHERE "token" = $1`,
    [BENCH_SESSION_TOKEN],
  );
  await query(`UPDATE "apiKey" SET "rateWindowCount" = 0`);
  const budgets = await query(`SELECT to_regclass('"rateBudget"') IS NOT NULL AS present`);
  if (budgets.rows[0]?.present) await query(`DELETE FROM "rateBudget"`);
  // The writes above leave dead rows and dirty pages: cleaned now, so autovacuum and the
  // checkpointer do not take CPU from the first server measured.
  await query(
    `VACUUM (ANALYZE) "session", "apiKey"${budgets.rows[0]?.present ? ', "rateBudget"' : ""}`,
  );
  if ("url" in database) await query("CHECKPOINT");
  const deep = await query(`SELECT "name" FROM "repository" ORDER BY "name" OFFSET $1 LIMIT 1`, [
    Math.floor(repositories * 0.95),
  ]);
  await close();
  const name = String(deep.rows[0]?.name);
  console.log(`database ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { deepCursor: keysetCursor("repository", "NAME_ASC", name) };
}
