// docs/product.md §Screens: state is "" or "change-name" (default ""), newEmail a string (default "").
// Plain code rather than zod, which would weigh more than the account page itself
// (docs/decisions/027).
const STATES = ["", "change-name"] as const;

export type AccountSearch = { state: (typeof STATES)[number]; newEmail: string };

export function parseAccountSearch(search: URLSearchParams): AccountSearch {
  const state = search.get("state");
  return {
    state: STATES.find((candidate) => candidate === state) ?? "",
    newEmail: search.get("newEmail") ?? "",
  };
}

/** The search string for `values`, leaving defaults out. */
export function accountSearch(values: Partial<AccountSearch>): string {
  const search = new URLSearchParams();
  if (values.state) search.set("state", values.state);
  if (values.newEmail) search.set("newEmail", values.newEmail);
  const query = search.toString();
  return query ? `?${query}` : "";
}
