import { Prisma } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// `searchTerm` of the root connections (docs/decisions/014-*). A term is matched in one of two
// ways, each served by an index:
// - "contains": it holds three letters or digits in a row, so pg_trgm can extract at least one
//   trigram and the GIN indexes find the candidate rows. `ILIKE '%term%'` on every column.
// - "prefix": any other term (1–2 characters, or punctuation only). A pattern without a trigram
//   makes the GIN index read itself whole (a full index scan, then a recheck of every row), so
//   such a term matches the start of the key columns instead, through B-tree indexes on
//   `lower(column) COLLATE "C"` (a C-collated column serves `LIKE 'ab%'` as a range).

export const MAX_SEARCH_TERM_LENGTH = 100;

/** The `searchTerm` argument's description; `prefixOf` names what a short term must start. */
export function searchTermDescription(prefixOf: string): string {
  return (
    `Case-insensitive, at most ${MAX_SEARCH_TERM_LENGTH} characters. A term with three letters ` +
    `or digits in a row matches anywhere; any other term matches the start of ${prefixOf}.`
  );
}

export type Search = { kind: "contains" | "prefix"; term: string };

/** What pg_trgm needs to extract a trigram from `%term%`: a word part of three characters. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** The trimmed `searchTerm` and how it matches; undefined when blank; too long is VALIDATION. */
export function searchOf(args: { searchTerm?: string | null }, locale: Locale): Search | undefined {
  const term = args.searchTerm?.trim();
  if (!term) return undefined;
  if (term.length > MAX_SEARCH_TERM_LENGTH) {
    throw apiError(locale, "VALIDATION", "api.errors.searchTermTooLong", {
      field: "searchTerm",
      values: { max: MAX_SEARCH_TERM_LENGTH },
    });
  }
  return { kind: TRIGRAM.test(term) ? "contains" : "prefix", term };
}

/**
 * The term taken literally in a LIKE pattern: `%`, `_` and PostgreSQL's default escape
 * character `\` are escaped, else `%` or `_` alone matched every row.
 */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}

const quote = (column: string) => Prisma.raw(`"${column}"`);

/** `lower(column) COLLATE "C"`: the expression the prefix indexes are built on. */
export function lowerC(column: string): Prisma.Sql {
  return Prisma.sql`lower(${quote(column)}) COLLATE "C"`;
}

export type SearchColumns = {
  /** Matched anywhere by a term with a trigram; each has a pg_trgm GIN index. */
  contains: readonly string[];
  /** Matched at their start by any other term; each has a `lower(column) COLLATE "C"` index. */
  prefix: readonly string[];
};

/** The WHERE condition of a search, shared by the page and the count. */
export function searchCondition(search: Search, columns: SearchColumns): Prisma.Sql {
  const literal = likeLiteral(search.term);
  const matches =
    search.kind === "contains"
      ? columns.contains.map((column) => Prisma.sql`${quote(column)} ILIKE ${`%${literal}%`}`)
      : // lower() of the pattern in SQL, so both sides fold case by the same rules; the
        // planner folds the constant and turns the prefix into an Index Cond.
        columns.prefix.map(
          (column) => Prisma.sql`${lowerC(column)} LIKE (lower(${literal}) || '%')`,
        );
  // A table without such columns matches nothing rather than failing in Prisma.join([]).
  return matches.length ? Prisma.sql`(${Prisma.join(matches, " OR ")})` : Prisma.sql`FALSE`;
}
