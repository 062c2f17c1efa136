// Route queries in flight, retries included, outside React so the Relay layer can count them
// and the eager pending indicator can read them without loading Relay. react-router's own
// navigation state is idle as soon as the loaders have *started* their queries
// (render-as-you-fetch): without this count, a slow or failing query showed no indicator.
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function change(delta: number) {
  const wasPending = inFlight > 0;
  inFlight += delta;
  if (wasPending !== inFlight > 0) for (const listener of listeners) listener();
}

export const routeRequestsStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPending: (): boolean => inFlight > 0,
  /** Counts one request from now until the returned function is first called. */
  begin(): () => void {
    change(1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      change(-1);
    };
  },
};
