import { SEARCH_TERM_MAX_LENGTH } from "#shared/api/limits";
import { Prisma } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "../graphql/errors.ts";

// `searchTerm` of the root connections (docs/decisions/014-*, 065-*, 066-*), each way served by
// an index:
// - "contains": a term with three letters or digits in a row, from which pg_trgm extracts a
//   trigram for the GIN index, matched in one stored, lower-cased document of the columns
//   (`"searchText"`): ILIKE folded the case of every row read again, most of a count's time.
// - "prefix": any other term. A pattern without a trigram makes the GIN index read itself
//   whole, so it matches the start of the key columns through B-tree indexes on
//   `lower(column) COLLATE "C"` (a C-collated column serves `LIKE 'ab%'` as a range).

/** The `searchTerm` argument's description; `prefixOf` names what a short term must start. */
export function searchTermDescription(prefixOf: string): string {
  return (
    `Case-insensitive, at most ${SEARCH_TERM_MAX_LENGTH} characters. A term with three letters ` +
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
  if (term.length > SEARCH_TERM_MAX_LENGTH) {
    throw apiError(locale, "VALIDATION", "api.errors.searchTermTooLong", {
      field: "searchTerm",
      values: { max: SEARCH_TERM_MAX_LENGTH },
    });
  }
  return { kind: TRIGRAM.test(term) ? "contains" : "prefix", term };
}

/** The term taken literally in LIKE (`%`, `_` and the escape `\`), else `%` matched every row. */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}

const quote = (column: string) => Prisma.raw(`"${column}"`);

/** `lower(column) COLLATE "C"`: the expression the prefix indexes are built on. */
export function lowerC(column: string): Prisma.Sql {
  return Prisma.sql`lower(${quote(column)}) COLLATE "C"`;
}

export type SearchColumns = {
  /** Matched anywhere by a term with a trigram, through `document` when there is one. */
  contains: readonly string[];
  /** `lower(c1) || U+001F || lower(c2) …` of `contains`, stored, with a pg_trgm GIN index. */
  document?: string;
  /** Matched at their start by any other term; each has a `lower(column) COLLATE "C"` index. */
  prefix: readonly string[];
};

/** What joins the columns in a search document (`chr(31)` in the migration that makes it). */
const DOCUMENT_SEPARATOR = "\u001f";

// A table without such columns matches nothing rather than failing in Prisma.join([]).
const anyOf = (matches: Prisma.Sql[]) =>
  matches.length ? Prisma.sql`(${Prisma.join(matches, " OR ")})` : Prisma.sql`FALSE`;

/** The WHERE condition of a search, shared by the page and the count. */
export function searchCondition(search: Search, columns: SearchColumns): Prisma.Sql {
  const literal = likeLiteral(search.term);
  if (search.kind === "prefix") {
    // lower() of the pattern in SQL, so both sides fold case alike; the planner folds the
    // constant into an Index Cond.
    return anyOf(
      columns.prefix.map((column) => Prisma.sql`${lowerC(column)} LIKE (lower(${literal}) || '%')`),
    );
  }
  const pattern = `%${literal}%`;
  const perColumn = anyOf(
    columns.contains.map((column) => Prisma.sql`${quote(column)} ILIKE ${pattern}`),
  );
  if (!columns.document) return perColumn;
  const document = Prisma.sql`${quote(columns.document)} LIKE lower(${pattern})`;
  // Only a term holding the separator can match across two columns: the document finds the
  // candidates and the columns decide.
  return search.term.includes(DOCUMENT_SEPARATOR)
    ? Prisma.sql`(${document} AND ${perColumn})`
    : document;
}
