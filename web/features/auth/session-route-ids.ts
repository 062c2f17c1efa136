/**
 * Route ids whose loaders return the session (set in web/router.tsx). Apart from
 * use-session.ts so the route table can name them without pulling in Relay.
 */
export const SESSION_ROUTE_IDS = ["app", "manager", "onboarding"] as const;
