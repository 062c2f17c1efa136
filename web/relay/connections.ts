import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from "relay-runtime";

// Store updates after a create or delete, in place rather than invalidating the whole store.

/** A root list a create or delete changes (user-sort.ts, repository-sort.ts). */
export type RootList = {
  /** The root field (`users`), which the dashboard reads too; its list page's sort spec names it. */
  field: string;
  /** The list page's `@connection` key. */
  key: string;
  /** Every order of its sort spec: each is a connection of its own in the store. */
  orders: readonly string[];
};

/** Moves a connection's `totalCount` by `delta` after an edge was added or removed here. */
export function adjustTotalCount(
  store: RecordSourceSelectorProxy,
  connectionId: string,
  delta: number,
) {
  const connection = store.get(connectionId);
  const total = connection?.getValue("totalCount");
  if (connection && typeof total === "number") {
    connection.setValue(Math.max(0, total + delta), "totalCount");
  }
}

/** For `@prependNode`/`@deleteEdge`: the default list (no search, default order) and `current`. */
export function listConnections(list: RootList, current?: string): string[] {
  const defaultId = ConnectionHandler.getConnectionID(ROOT_ID, list.key);
  return current && current !== defaultId ? [defaultId, current] : [defaultId];
}

/**
 * After one row was created (+1) or deleted (-1): the counts of `listConnections` follow; the
 * other orders (where a new row goes is not known here) and the dashboard's panels go stale.
 */
export function afterRootListChange(
  store: RecordSourceSelectorProxy,
  list: RootList,
  delta: 1 | -1,
  current?: string,
) {
  const changed = listConnections(list, current);
  for (const id of changed) adjustTotalCount(store, id, delta);
  for (const orderBy of list.orders) {
    const id = ConnectionHandler.getConnectionID(ROOT_ID, list.key, { orderBy });
    if (!changed.includes(id)) store.get(id)?.invalidateRecord();
  }
  const root = store.getRoot();
  root.getLinkedRecord(list.field, { first: 1 })?.invalidateRecord();
  root.getLinkedRecord(list.field, { first: 5, orderBy: "CREATED_AT_DESC" })?.invalidateRecord();
}

/**
 * After an edit that changes what the list sorts or searches by: of the store's `recordIds`, the
 * list's connections where the row may move (every order but the creation date's) or enter or
 * leave a search; lists by creation date keep it where it is.
 */
export function connectionsAnEditMoves(list: RootList, recordIds: readonly string[]): string[] {
  const base = ConnectionHandler.getConnectionID(ROOT_ID, list.key);
  return recordIds.filter((id) => {
    const filters = id.slice(base.length);
    if (id !== base && !(id.startsWith(`${base}(`) && filters.endsWith(")"))) return false;
    return !filters.includes('orderBy:"CREATED_AT_') || filters.includes('searchTerm:"');
  });
}
