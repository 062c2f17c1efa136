import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// Newest-first keyset pagination (docs/decisions/014-*). createdAt is not unique, so the key
// is the pair (createdAt, id), served by a `(createdAt, id)` B-tree index and written into the
// cursor as `<ISO date>|<id>`. A name or e-mail cursor has no valid date: mixing orders fails.

const SEPARATOR = "|";

export type CreatedAtKey = { createdAt: Date; id: string };

export function createdAtKeyOf(row: CreatedAtKey): string {
  return `${row.createdAt.toISOString()}${SEPARATOR}${row.id}`;
}

/**
 * Years a row's createdAt can have. JavaScript reads years from -271821 to 275760, and
 * PostgreSQL refused some of those as an internal error (issue 10, found by the fuzzer).
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

/**
 * Rows strictly `older` or `newer` than a key in newest-first order. Prisma cannot write the
 * row comparison `(createdAt, id) < ($1, $2)`, so the OR carries the exact rule and the
 * redundant `createdAt <=` / `>=` gives PostgreSQL an Index Cond to start the scan from.
 */
export function createdAtBound(key: CreatedAtKey, side: "older" | "newer") {
  const op = side === "older" ? "lt" : "gt";
  const loose = side === "older" ? "lte" : "gte";
  return {
    createdAt: { [loose]: key.createdAt },
    OR: [{ createdAt: { [op]: key.createdAt } }, { id: { [op]: key.id } }],
  };
}
