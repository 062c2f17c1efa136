import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { acquirePGlite, releasePGlite } from "../setup/pglite-pool.ts";

// The test harness hands a used PGlite instance to the next test file (tests/setup/pglite-pool.ts).
// Whatever a file did to it, the next one must find the seeded template and a fresh session.

/** Every public and job-queue table's rows and every sequence's position, as one value. */
async function fingerprint(pglite: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ digest: string | null; count: number }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest, count(*)::int AS count
         FROM ${name} t`,
    );
    result[name] = `${rows[0]?.count}:${rows[0]?.digest}`;
  }
  const { rows: sequences } = await pglite.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences`,
  );
  for (const { name, value } of sequences) result[`sequence ${name}`] = String(value);
  return result;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("the PGlite pool of the test harness", () => {
  it("gives the next file the template's rows and a fresh session, whatever the last one did", async () => {
    const first = await acquirePGlite();
    const template = await fingerprint(first);
    const searchPath = async (pglite: PGlite) =>
      (await pglite.query<{ path: string }>(`SELECT current_setting('search_path') AS path`))
        .rows[0]?.path;
    const templatePath = await searchPath(first);
    expect(Number(template['public."user"']?.split(":")[0])).toBeGreaterThan(1);
    // pg-boss is installed in the template (its version row), with no job in it.
    expect(template["pgboss.version"]?.split(":")[0]).toBe("1");
    expect(template["pgboss.job"]?.split(":")[0]).toBe("0");

    // Writes that fire the audit triggers, one of them left in an open transaction, and a
    // changed session setting.
    await first.exec(`
      INSERT INTO "user" (id, name, email, "updatedAt", role)
        VALUES ('pool-left-over', 'Left Over', 'left-over@example.com', now(), 'user');
      UPDATE repository SET description = 'changed by an earlier file';
      DELETE FROM session;
      DELETE FROM pgboss.version;
      SET search_path = pg_catalog, public;
    `);
    // Separate: statements sent together before a BEGIN join its transaction.
    await first.exec(`
      BEGIN;
      INSERT INTO public.repository (id, name, link, "updatedAt")
        VALUES ('pool-open', 'pool-open', 'https://example.com', now());
    `);
    expect(await searchPath(first)).not.toBe(templatePath);
    expect(await fingerprint(first)).not.toEqual(template);
    await releasePGlite(first);

    const next = await acquirePGlite();
    expect(next).toBe(first);
    expect(await fingerprint(next)).toEqual(template);
    expect(await searchPath(next)).toBe(templatePath);
    await releasePGlite(next);
  });
});
