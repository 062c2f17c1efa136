// Adds the demo accounts and sample data (`npm run db:seed`); rows that exist are kept.
import { databaseTarget, openDatabase } from "../../server/db/db.ts";
import { readEnv } from "../../server/env.ts";
import { seed } from "../../server/db/seed.ts";

const env = readEnv();
const db = await openDatabase(databaseTarget(env));
await seed(db.prisma);
await db.close();
console.log("Seeded admin@example.com, user@example.com and the sample data.");
