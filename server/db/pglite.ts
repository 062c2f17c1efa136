import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Every PGlite instance (server, tests, the migration script's shadow database) loads the
 * extensions the migrations create: `pg_trgm` backs the search indexes (docs/decisions/014-*).
 */
export function createPGlite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm, ...options.extensions } });
}
