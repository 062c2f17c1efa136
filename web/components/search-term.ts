import { z } from "zod";

export const SEARCH_TERM_PARAM = "searchTerm";

// Spec §2: searchTerm is a string, default empty; anything else falls back to empty.
const searchTermSchema = z.string().trim().max(200).catch("");

/** The list search term of a URL, for route loaders (`searchTermFromUrl(request.url)`). */
export function searchTermFromUrl(url: string | URL): string {
  return searchTermSchema.parse(new URL(url).searchParams.get(SEARCH_TERM_PARAM) ?? "");
}
