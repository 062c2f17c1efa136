// Applies pending migrations (`npm run db:migrate`) to DATABASE_URL, or to the embedded
// PGlite data directory when it is unset. The server also does this at every start.
import { databaseTarget, openDatabase } from "../../server/db/db.ts";
import { readEnv } from "../../server/env.ts";
import { createLogger } from "../../server/logger.ts";

const env = readEnv();
const target = databaseTarget(env);
console.log(
  target.engine === "postgresql" ? "Migrating PostgreSQL" : `Migrating PGlite in ${env.pgliteDir}`,
);
const db = await openDatabase(target, { logger: createLogger(env) });
await db.close();
console.log("Database is up to date.");
