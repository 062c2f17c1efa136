// Creates a migration from the changes in prisma/schema.prisma:
// `tsx prisma/scripts/db-migration.ts add_user_avatar`.
// Needs no database server: a throwaway in-memory PGlite replays the existing migrations.
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { createPGlite } from "../../server/db/pglite.ts";
import { createMigration, migrationSlug } from "../../server/db/migrations.ts";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const name = args[0];
  if (!name || args.length > 1) {
    console.error("Usage: tsx prisma/scripts/db-migration.ts <name>   (e.g. add_user_avatar)");
    process.exitCode = 2;
    return;
  }
  try {
    migrationSlug(name);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }

  // pg_trgm loaded: the migrations it replays create trigram indexes.
  const db = createPGlite();
  try {
    const adapter = new PrismaPGlite(db);
    // diff only uses the shadow database; pointing it at this throwaway instance saves the
    // seconds a second PGlite (the adapter's default shadow) would take to start.
    const factory: SqlMigrationAwareDriverAdapterFactory = {
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      connect: () => adapter.connect(),
      connectToShadowDb: () => adapter.connect(),
    };
    const folder = await createMigration(name, factory, { log: (message) => console.log(message) });
    if (folder) {
      console.log(`Created ${path.relative(process.cwd(), path.join(folder, "migration.sql"))}`);
    } else {
      console.log("prisma/schema.prisma matches the migrations: nothing to create.");
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Creating the migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
