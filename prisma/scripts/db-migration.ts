// Creates a migration from the changes in prisma/schema.prisma:
// `npm run db:migration -- add_user_avatar`. Needs no database server (server/db/migrations.ts).
import path from "node:path";
import { createMigration } from "../../server/db/migrations.ts";

const args = process.argv.slice(2);
if (args.length !== 1) {
  console.error("Usage: npm run db:migration -- <name>   (e.g. add_user_avatar)");
  process.exit(2);
}
try {
  const folder = await createMigration(args[0]!, { log: (message) => console.log(message) });
  console.log(
    folder
      ? `Created ${path.relative(process.cwd(), path.join(folder, "migration.sql"))}`
      : "prisma/schema.prisma matches the migrations: nothing to create.",
  );
} catch (error) {
  console.error(`Creating the migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
