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

/**
 * After one row was created (+1) or deleted (-1): the list page's count follows, and the
 * dashboard's count and newest panel (plain fields, pages of 1 and 5) are marked stale so they
 * are read again when next shown.
 */
export function afterRootListChange(
  store: RecordSourceSelectorProxy,
  list: RootList,
  delta: 1 | -1,
) {
  adjustTotalCount(store, rootListConnectionId(list), delta);
  const root = store.getRoot();
  root.getLinkedRecord(list, { first: 1 })?.invalidateRecord();
  root.getLinkedRecord(list, { first: 5, orderBy: "CREATED_AT_DESC" })?.invalidateRecord();
}
