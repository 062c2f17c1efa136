import { searchTermFromUrl } from "../../components/search-term";
import { sortFromUrl, type SortSpec } from "../../components/sort-params";

type RepositoryOrder = "NAME_ASC" | "NAME_DESC" | "CREATED_AT_DESC" | "CREATED_AT_ASC";

/** The repository lists' sortable columns (`?sort=name|created&dir=`), by name by default. */
export const REPOSITORY_SORT: SortSpec<"name" | "created", RepositoryOrder> = {
  columns: {
    name: { asc: "NAME_ASC", desc: "NAME_DESC", first: "asc" },
    created: { asc: "CREATED_AT_ASC", desc: "CREATED_AT_DESC", first: "desc" },
  },
  default: "name",
};

/** Columns of the repository table: name, link, created, actions. */
export const REPOSITORY_COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_8rem_6.5rem]";

/** The list query's variables for a URL: its search term and order (defaults when invalid). */
export function repositoryListVariables(url: string) {
  const sort = sortFromUrl(url, REPOSITORY_SORT);
  return {
    searchTerm: searchTermFromUrl(url) || null,
    // The default order is sent as no order: the list's connection then keeps the id the
    // create and delete mutations update (relay/root-lists.ts).
    orderBy: sort.isDefault ? null : sort.orderBy,
  };
}
