import { SEARCH_TERM_MAX_LENGTH } from "#shared/api/limits";

export const SEARCH_TERM_PARAM = "searchTerm";

// docs/product.md §Screens: searchTerm is a string, default empty; anything else (longer than
// the API accepts, too) falls back to empty.

/** The list search term of a URL, for route loaders (`searchTermFromUrl(request.url)`). */
export function searchTermFromUrl(url: string | URL): string {
  const term = (new URL(url).searchParams.get(SEARCH_TERM_PARAM) ?? "").trim();
  return term.length > SEARCH_TERM_MAX_LENGTH ? "" : term;
}
