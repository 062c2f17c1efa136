import { useIntl } from "react-intl";
import { useNavigation } from "react-router";
import { usePendingFlag } from "./use-pending-flag";

/** A bar along the top while a navigation loads (after 1000 ms, at least 500 ms). */
export function PendingIndicator() {
  const intl = useIntl();
  const navigation = useNavigation();
  const visible = usePendingFlag(navigation.state !== "idle");
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
