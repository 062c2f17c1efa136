import type { RecordSourceSelectorProxy } from "relay-runtime";
import { adjustTotalCount } from "../../relay/connections";

/**
 * After a member or team was added (+1) or removed (-1): the list's count and the overview's
 * (organization-overview.tsx reads `members(first: 1)` and `teams(first: 1)`) follow.
 */
export function adjustOrganizationCount(
  store: RecordSourceSelectorProxy,
  organizationId: string,
  field: "members" | "teams",
  delta: 1 | -1,
  connectionId?: string,
) {
  if (connectionId) adjustTotalCount(store, connectionId, delta);
  const counted = store.get(organizationId)?.getLinkedRecord(field, { first: 1 });
  const total = counted?.getValue("totalCount");
  if (counted && typeof total === "number")
    counted.setValue(Math.max(0, total + delta), "totalCount");
}
