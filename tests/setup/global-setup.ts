import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/db.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { seed } from "../../server/db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, dumped once per run. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated and seeded PostgreSQL database to clone per file. */
    postgresTemplate: string | null;
  }
}

// Creating a PGlite instance costs seconds; loading a dump costs well under one.
// So the schema and seed are prepared once here and every test file starts from a copy.
export default async function setup(project: TestProject) {
  const pglite = createPGlite();
  const db = await openDatabase({ engine: "pglite", dir: undefined, pglite });
  await seed(db.prisma);
  await db.close();
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  mkdirSync(".data/test", { recursive: true });
  const file = `.data/test/pglite-template-${process.pid}.tar.gz`;
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  // Each run writes its own (~5 MB, named by pid so parallel runs do not clash): removed at teardown.
  const removeTemplateFile = () => rmSync(file, { force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide("postgresTemplate", null);
    return removeTemplateFile;
  }
  const template = `gw_template_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const url = withDatabase(adminUrl, template);
  const postgres = await openDatabase({ engine: "postgresql", url });
  await seed(postgres.prisma);
  await postgres.close();
  project.provide("postgresTemplate", template);
  return async () => {
    removeTemplateFile();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
