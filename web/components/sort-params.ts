import { searchTermFromUrl } from "./search-term";

// A list's order in the URL (docs/decisions/039): `?sort=<column>&dir=asc|desc`. Anything
// unknown falls back to the default order, so an edited or outdated link still shows the list.

const SORT_PARAM = "sort";
const DIRECTION_PARAM = "dir";

export type SortDirection = "asc" | "desc";

/** An order enum as Relay generates it, without its `%future added value`. */
// eslint-disable-next-line relay/no-future-added-value -- removed: a spec places the orders the schema has
export type ApiOrder<Order extends string> = Exclude<Order, "%future added value">;

export type SortSpec<Order extends string, Column extends string> = {
  /** Every order of the generated enum (docs/decisions/054): a new one is a type error here. */
  orders: Record<Order, readonly [Column, SortDirection]>;
  /** The list's order when the URL names none: the URL and the query then leave it out. */
  default: Order;
  /** Columns a first click sorts descending (dates: newest first); the others A→Z. */
  descendingFirst?: readonly Column[];
};

export type Sort<Order extends string, Column extends string> = {
  column: Column;
  direction: SortDirection;
  orderBy: Order;
  isDefault: boolean;
};

function orderOf<Order extends string, Column extends string>(
  spec: SortSpec<Order, Column>,
  column: string | null,
  direction: string | null,
): Order | undefined {
  const orders = Object.keys(spec.orders) as Order[];
  return orders.find((order) => {
    const [orderColumn, orderDirection] = spec.orders[order];
    return orderColumn === column && orderDirection === direction;
  });
}

function firstDirection(spec: SortSpec<string, string>, column: string | null): SortDirection {
  return column !== null && spec.descendingFirst?.includes(column) ? "desc" : "asc";
}

/** The order `params` ask for; an unknown column is the default order, a bad direction the column's first. */
export function sortFromParams<Order extends string, Column extends string>(
  params: URLSearchParams,
  spec: SortSpec<Order, Column>,
): Sort<Order, Column> {
  const column = params.get(SORT_PARAM);
  const orderBy =
    orderOf(spec, column, params.get(DIRECTION_PARAM)) ??
    orderOf(spec, column, firstDirection(spec, column)) ??
    spec.default;
  const [sortColumn, direction] = spec.orders[orderBy];
  return { column: sortColumn, direction, orderBy, isDefault: orderBy === spec.default };
}

/** A list query's variables for a URL: its search term and order (the defaults when invalid). */
export function listVariables<Order extends string>(
  url: string,
  spec: SortSpec<Order, string>,
): { searchTerm: string | null; orderBy: Order | null } {
  const sort = sortFromParams(new URL(url).searchParams, spec);
  return {
    searchTerm: searchTermFromUrl(url) || null,
    // No order for the default: its connection id is the one mutations update (connections.ts).
    orderBy: sort.isDefault ? null : sort.orderBy,
  };
}

/** A column header's link: the other direction if sorted by it, else its first; others kept. */
export function sortedParams<Order extends string, Column extends string>(
  params: URLSearchParams,
  spec: SortSpec<Order, Column>,
  column: Column,
): URLSearchParams {
  const current = sortFromParams(params, spec);
  const flipped = current.direction === "asc" ? "desc" : "asc";
  const direction = current.column === column ? flipped : firstDirection(spec, column);
  const next = new URLSearchParams(params);
  next.delete(SORT_PARAM);
  next.delete(DIRECTION_PARAM);
  if (orderOf(spec, column, direction) !== spec.default) {
    next.set(SORT_PARAM, column);
    next.set(DIRECTION_PARAM, direction);
  }
  return next;
}
