import { searchTermFromUrl } from "../../components/search-term";
import { sortFromUrl, type SortSpec } from "../../components/sort-params";

type UserOrder =
  "EMAIL_ASC" | "EMAIL_DESC" | "NAME_ASC" | "NAME_DESC" | "CREATED_AT_DESC" | "CREATED_AT_ASC";

/** The users list's sortable columns (`?sort=name|email|created&dir=`), by e-mail by default. */
export const USER_SORT: SortSpec<"name" | "email" | "created", UserOrder> = {
  columns: {
    name: { asc: "NAME_ASC", desc: "NAME_DESC", first: "asc" },
    email: { asc: "EMAIL_ASC", desc: "EMAIL_DESC", first: "asc" },
    created: { asc: "CREATED_AT_ASC", desc: "CREATED_AT_DESC", first: "desc" },
  },
  default: "email",
};

/** Columns of the users table: name, e-mail, roles, created, actions. */
export const USER_COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_7rem_8.5rem]";

/** The list query's variables for a URL: its search term and order (defaults when invalid). */
export function userListVariables(url: string) {
  const sort = sortFromUrl(url, USER_SORT);
  return {
    searchTerm: searchTermFromUrl(url) || null,
    // The default order is sent as no order: the list's connection then keeps the id the
    // create and delete mutations update (relay/root-lists.ts).
    orderBy: sort.isDefault ? null : sort.orderBy,
  };
}
