import { commitLocalUpdate, useRelayEnvironment } from "react-relay";
import { useMatches, useRevalidator } from "react-router";
import type { Session } from "./auth-client";
import { SESSION_ROUTE_IDS } from "./guard-authenticated";

/** The signed-in session loaded by the closest guarded area. */
export function useSession(): Session {
  const ids: readonly string[] = SESSION_ROUTE_IDS;
  const session = useMatches().find((match) => ids.includes(match.id))?.data as Session | undefined;
  if (!session) throw new Error("useSession() used outside a signed-in area");
  return session;
}

// docs/product.md §Constants: the session is fetched again about 10 ms after a call that changed it.
const SESSION_REFRESH_DELAY_MS = 10;

/**
 * Runs the route loaders again after a call that changed the session. The Relay store is marked
 * stale first: page queries ran beside the guard and may hold the viewer as it was.
 */
export function useRefreshSession(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  const environment = useRelayEnvironment();
  return () =>
    new Promise<void>((resolve) => {
      commitLocalUpdate(environment, (store) => store.invalidateStore());
      setTimeout(() => void revalidate().finally(resolve), SESSION_REFRESH_DELAY_MS);
    });
}
