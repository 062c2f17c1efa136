import { createStore } from "./store";

// Route queries in flight, retries included, outside React so the Relay layer can count them
// and the eager pending indicator can read them without loading Relay. react-router's own
// navigation state is idle as soon as the loaders have *started* their queries
// (render-as-you-fetch): without this count, a slow or failing query showed no indicator.
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
