import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from "relay-runtime";
import { adjustTotalCount } from "./connection-total";

// The root lists a create or delete changes, updated in place rather than by invalidating
// the whole store: the list page's connection (without a search term: search results are
// read afresh per term) and the dashboard's count and newest panel.

type RootList = "users" | "repositories";

const LIST_CONNECTION_KEYS: Record<RootList, string> = {
  users: "userList_users",
  repositories: "repositoryList_repositories",
};

/** The list page's connection without a search term, for `@prependNode`/`@deleteEdge`. */
export function rootListConnectionId(list: RootList): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, LIST_CONNECTION_KEYS[list]);
}

// The orders a list page can be sorted in besides its default (docs/decisions/039-*): each is
// a connection of its own in the store.
const OTHER_ORDERS: Record<RootList, readonly string[]> = {
  users: ["EMAIL_DESC", "NAME_ASC", "NAME_DESC", "CREATED_AT_DESC", "CREATED_AT_ASC"],
  repositories: ["NAME_DESC", "CREATED_AT_DESC", "CREATED_AT_ASC"],
};

/** The default list's connection and, when another, the one a row was acted on in. */
export function listConnections(defaultId: string, current: string | undefined): string[] {
  return current && current !== defaultId ? [defaultId, current] : [defaultId];
}

/**
 * After one row was created (+1) or deleted (-1): the list page's count follows, and the
 * dashboard's count and newest panel (plain fields, pages of 1 and 5) are marked stale so they
 * are read again when next shown. So are the list's other orders, where a new row's place is
 * not known here: they are read again when next shown.
 */
export function afterRootListChange(
  store: RecordSourceSelectorProxy,
  list: RootList,
  delta: 1 | -1,
  /** The connection the row was changed from, when not the default one: it is kept current. */
  current?: string,
) {
  const changed = listConnections(rootListConnectionId(list), current);
  for (const id of changed) adjustTotalCount(store, id, delta);
  for (const orderBy of OTHER_ORDERS[list]) {
    const id = ConnectionHandler.getConnectionID(ROOT_ID, LIST_CONNECTION_KEYS[list], { orderBy });
    if (!changed.includes(id)) store.get(id)?.invalidateRecord();
  }
  const root = store.getRoot();
  root.getLinkedRecord(list, { first: 1 })?.invalidateRecord();
  root.getLinkedRecord(list, { first: 5, orderBy: "CREATED_AT_DESC" })?.invalidateRecord();
}

/**
 * After a row was renamed: the list's connections where the name decides the row's place (by
 * name, either way) or whether it is there at all (every search), of those in `recordIds` (the
 * store's). They are read again when next shown; the row's own fields are current everywhere
 * already, and lists ordered by creation keep it where it is.
 */
export function connectionsAName(list: RootList, recordIds: readonly string[]): string[] {
  const base = ConnectionHandler.getConnectionID(ROOT_ID, LIST_CONNECTION_KEYS[list]);
  return recordIds.filter(
    (id) =>
      id === base ||
      (id.startsWith(`${base}(`) && /orderBy:"NAME_|searchTerm:"/.test(id.slice(base.length))),
  );
}
