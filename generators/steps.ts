import { execFileSync } from "node:child_process";
import { appendFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createMigration } from "../server/db/migrations.ts";
import type { Plan } from "./plan.ts";

// The two steps that run programs rather than write text: the migration through the project's
// own engine (server/db/migrations.ts), then `npm run generate`.

/**
 * Lets the engine diff schema.prisma (without the search column, which the SQL adds as a
 * generated column) against the migrations, appends what the diff cannot write, then puts
 * the full schema back.
 */
export async function migrate(plan: Plan, options: { root: string; log: (line: string) => void }) {
  const schemaFile = path.join(options.root, "prisma", "schema.prisma");
  const planned = plan.files.find((file) => file.path === "prisma/schema.prisma")!.content!;
  await writeFile(schemaFile, plan.schemaForDiff);
  try {
    const folder = await createMigration(plan.migration, { log: () => {} });
    if (!folder) throw new Error("the migration diff is empty");
    await appendFile(path.join(folder, "migration.sql"), plan.migrationSql);
    options.log(`create ${path.relative(options.root, path.join(folder, "migration.sql"))}`);
  } finally {
    await writeFile(schemaFile, planned);
  }
  formatSchema(options.root);
}

/** `prisma format` aligns the new model's columns as the rest of the file. */
function formatSchema(root: string) {
  execFileSync(path.join(root, "node_modules", ".bin", "prisma"), ["format"], {
    cwd: root,
    stdio: "ignore",
    // Format needs no engine; the CLI asks for one it cannot download offline (ADR 002).
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true",
    },
  });
}

/** `npm run generate`: Prisma client, schema.graphql, Relay artifacts. */
export async function regenerate(root: string, log: (line: string) => void) {
  log("npm run generate");
  execFileSync("npm", ["run", "--silent", "generate"], { cwd: root, stdio: "inherit" });
}
