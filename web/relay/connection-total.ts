import type { RecordSourceSelectorProxy } from "relay-runtime";

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
