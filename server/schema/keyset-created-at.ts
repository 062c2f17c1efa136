import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// Newest-first keyset cursors (docs/decisions/014-*). createdAt is not unique, so the key is
// the pair (createdAt, id), served by a `(createdAt, id)` B-tree index (keyset-sql.ts) and
// written into the cursor as `<ISO date>|<id>`. A name or e-mail cursor has no valid date:
// mixing orders fails as VALIDATION.

const SEPARATOR = "|";

export type CreatedAtKey = { createdAt: Date; id: string };

export function createdAtKeyOf(row: CreatedAtKey): string {
  return `${row.createdAt.toISOString()}${SEPARATOR}${row.id}`;
}

/**
 * Years a row's createdAt can have. JavaScript reads years from -271821 to 275760, and
 * PostgreSQL refused some of those as an internal error (found by the fuzzer).
 */
const YEARS = { min: 1, max: 9999 };

export function parseCreatedAtKey(key: string, field: string, locale: Locale): CreatedAtKey {
  const at = key.indexOf(SEPARATOR);
  const createdAt = new Date(key.slice(0, at));
  const year = createdAt.getUTCFullYear();
  if (at < 0 || !(year >= YEARS.min && year <= YEARS.max) || at === key.length - 1) {
    throw apiError(locale, "VALIDATION", "api.errors.cursor", { field });
  }
  return { createdAt, id: key.slice(at + 1) };
}
