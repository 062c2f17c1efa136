import { useIntl } from "react-intl";
import { useNavigation } from "react-router";
import { routeRequests } from "./route-requests-store";
import { useStore } from "./store";
import { usePendingFlag } from "./use-pending-flag";

/**
 * A bar along the top (after 1000 ms, at least 500 ms) while a navigation loads: its loaders
 * and code, then the queries they started, through their retries (relay/route-query.ts).
 */
export function PendingIndicator() {
  const intl = useIntl();
  const navigation = useNavigation();
  const requests = useStore(routeRequests);
  const visible = usePendingFlag(navigation.state !== "idle" || requests > 0);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: "common.ui.pending.label" })}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-zinc-200"
    >
      <div className="h-full w-1/3 animate-pending bg-zinc-900" />
    </div>
  );
}
