// A list's order in the URL (docs/decisions/039): `?sort=<column>&dir=asc|desc`. Plain
// code rather than zod, like search-term.ts: list loaders run on first load
// (docs/decisions/027). Anything unknown falls back to the list's default order, so an edited
// or outdated link still shows the list.

export const SORT_PARAM = "sort";
export const DIRECTION_PARAM = "dir";

export type SortDirection = "asc" | "desc";

/** A sortable column: the API order for each direction, and the direction a first click picks. */
export type SortColumn<Order extends string> = {
  asc: Order;
  desc: Order;
  first: SortDirection;
};

export type SortSpec<Column extends string, Order extends string> = {
  columns: Record<Column, SortColumn<Order>>;
  /** The list's order when the URL names none. */
  default: Column;
};

export type Sort<Column extends string, Order extends string> = {
  column: Column;
  direction: SortDirection;
  orderBy: Order;
  /** The list's default order: the URL leaves it out and the query sends no `orderBy`. */
  isDefault: boolean;
};

const isDirection = (value: string | null): value is SortDirection =>
  value === "asc" || value === "desc";

function sortOf<Column extends string, Order extends string>(
  spec: SortSpec<Column, Order>,
  column: Column,
  direction: SortDirection,
): Sort<Column, Order> {
  return {
    column,
    direction,
    orderBy: spec.columns[column][direction],
    isDefault: column === spec.default && direction === spec.columns[spec.default].first,
  };
}

/** The order `params` ask for; an unknown column is the default order, a bad direction the column's first. */
export function sortFromParams<Column extends string, Order extends string>(
  params: URLSearchParams,
  spec: SortSpec<Column, Order>,
): Sort<Column, Order> {
  const name = params.get(SORT_PARAM);
  const known = name !== null && Object.hasOwn(spec.columns, name);
  const column = known ? (name as Column) : spec.default;
  const direction = params.get(DIRECTION_PARAM);
  return sortOf(
    spec,
    column,
    known && isDirection(direction) ? direction : spec.columns[column].first,
  );
}

/** For route loaders: `sortFromUrl(request.url, spec)`. */
export function sortFromUrl<Column extends string, Order extends string>(
  url: string | URL,
  spec: SortSpec<Column, Order>,
) {
  return sortFromParams(new URL(url).searchParams, spec);
}

/**
 * The search a column header links to: the other direction when the list is sorted by it,
 * else its first direction. Other parameters (the search term) are kept; the default order is
 * left out of the URL.
 */
export function sortedParams<Column extends string, Order extends string>(
  params: URLSearchParams,
  spec: SortSpec<Column, Order>,
  column: Column,
): URLSearchParams {
  const current = sortFromParams(params, spec);
  const direction =
    current.column === column
      ? current.direction === "asc"
        ? "desc"
        : "asc"
      : spec.columns[column].first;
  const next = new URLSearchParams(params);
  next.delete(SORT_PARAM);
  next.delete(DIRECTION_PARAM);
  if (!sortOf(spec, column, direction).isDefault) {
    next.set(SORT_PARAM, column);
    next.set(DIRECTION_PARAM, direction);
  }
  return next;
}
