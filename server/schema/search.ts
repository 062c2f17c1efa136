import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

export const MAX_SEARCH_TERM_LENGTH = 100;
export const SEARCH_TERM_DESCRIPTION = `Case-insensitive substring, at most ${MAX_SEARCH_TERM_LENGTH} characters.`;

/** The trimmed `searchTerm`, undefined when blank; too long is a VALIDATION error. */
export function searchTermOf(
  args: { searchTerm?: string | null },
  locale: Locale,
): string | undefined {
  const term = args.searchTerm?.trim();
  if (!term) return undefined;
  if (term.length > MAX_SEARCH_TERM_LENGTH) {
    throw apiError(locale, "VALIDATION", "api.errors.searchTermTooLong", {
      field: "searchTerm",
      values: { max: MAX_SEARCH_TERM_LENGTH },
    });
  }
  return term;
}

/**
 * A case-insensitive `contains` on the term taken literally. Prisma sends `contains` as
 * `ILIKE '%' || $1 || '%'` without escaping the value, so `%` and `_` in a search matched
 * every row; they and PostgreSQL's default LIKE escape character (`\`) are escaped here.
 */
export function containsText(term: string) {
  return { contains: term.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const };
}
