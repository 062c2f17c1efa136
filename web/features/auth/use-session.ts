import { commitLocalUpdate, useRelayEnvironment } from "react-relay";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { Session } from "./auth-client";
import { SESSION_ROUTE_IDS } from "./session-route-ids";

/** The signed-in session loaded by the closest guarded area. */
export function useSession(): Session {
  const app = useRouteLoaderData(SESSION_ROUTE_IDS[0]) as Session | undefined;
  const manager = useRouteLoaderData(SESSION_ROUTE_IDS[1]) as Session | undefined;
  const onboarding = useRouteLoaderData(SESSION_ROUTE_IDS[2]) as Session | undefined;
  const session = app ?? manager ?? onboarding;
  if (!session) throw new Error("useSession() used outside a signed-in area");
  return session;
}

// docs/product.md §Constants: the session is fetched again about 10 ms after a call that changed it.
const SESSION_REFRESH_DELAY_MS = 10;

/**
 * Fetches the session again (by re-running the route loaders) after sign-in, user update,
 * e-mail change and the like, so every screen and guard sees the new state. The Relay
 * store is marked stale first: page queries may have run alongside the guard (loaders run
 * in parallel) and hold the viewer as it was, e.g. without the name onboarding just set.
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
