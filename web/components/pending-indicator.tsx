import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigation } from "react-router";
import { createStore, useStore } from "./store";

// docs/product.md §Constants: the indicator appears after 1000 ms and then stays at least
// 500 ms, so fast loads show nothing and slow ones do not flicker.
const PENDING_DELAY_MS = 1000;
const PENDING_MIN_VISIBLE_MS = 500;

// Route queries in flight, retries included (relay/route-query.ts counts them). react-router's
// navigation is idle as soon as the loaders have *started* their queries (render-as-you-fetch):
// without this count, a slow or failing query showed no indicator.
export const routeRequests = createStore(0);

/** Counts one request from now until the returned function is first called. */
export function beginRouteRequest(): () => void {
  routeRequests.set(routeRequests.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    routeRequests.set(routeRequests.get() - 1);
  };
}

/** A bar along the top while a navigation loads: its loaders and code, then their queries. */
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

/** Whether to show the indicator for `pending`, with the delay and minimum above. */
function usePendingFlag(pending: boolean): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (pending && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, PENDING_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!pending && visible) {
      const left = shownAt.current + PENDING_MIN_VISIBLE_MS - Date.now();
      const timer = setTimeout(() => setVisible(false), Math.max(0, left));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, visible]);
  return visible;
}
