// `totalCount` of the root connections stops counting at a cap and reports the cap past it
// (docs/decisions/014-*). A search counts to a lower cap: counting a common word to 10 000
// cost 40–190 ms at 1M rows, to 1 000 at most 19 ms. The server counts with these, and the
// web shows a count at its cap as "1,000+".

export const TOTAL_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

/** The cap of a list's `totalCount`: the search cap when a (non-blank) term is given. */
export function countCap(searchTerm?: string | null): number {
  return searchTerm?.trim() ? SEARCH_COUNT_CAP : TOTAL_COUNT_CAP;
}
