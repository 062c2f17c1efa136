import { defineConfig } from "prisma/config";

// Prisma 7 keeps the datasource URL here. Only the CLI reads this file; the app connects
// through driver adapters in server/db/db.ts, and migrations run through the wasm schema
// engine (docs/decisions/002-migrations-with-wasm-schema-engine.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: "postgresql://localhost:5432/groundwork" },
});
