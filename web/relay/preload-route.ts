import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from "react-router";

// Spec §2/§9: links preload their route on intent with a preload staleness of 0: every
// preload runs the target's loaders again, which start its Relay query (route-query.ts
// fetches from the network while `preloading` is set). The navigation that follows finds
// the data in the store, or joins the request still in flight.

type RouterLike = {
  routes: RouteObject[];
  state: { matches: { route: { id: string }; pathname: string }[] };
};

let router: RouterLike | undefined;
let preloading = false;

/** Called once by main.tsx: components cannot import the router (import boundaries). */
export function setPreloadRouter(value: RouterLike): void {
  router = value;
}

/** True while a preload runs loaders: `loadRouteQuery` then skips the store. */
export function isPreloading(): boolean {
  return preloading;
}

/**
 * Runs the loaders `href` needs that the current page does not already have. Guards may
 * throw redirects or errors: a preload ignores them, the real navigation will handle them.
 */
export function preloadRoute(href: string): void {
  if (!router) return;
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  const active = new Set(router.state.matches.map((m) => `${m.route.id}@${m.pathname}`));
  matches.forEach((match, index) => {
    const loader = match.route.loader;
    if (typeof loader !== "function") return;
    const leaf = index === matches.length - 1;
    if (!leaf && active.has(`${match.route.id}@${match.pathname}`)) return;
    const args = { request: new Request(url), params: match.params, context: undefined };
    preloading = true;
    try {
      const result: unknown = loader(args as unknown as LoaderFunctionArgs);
      if (result instanceof Promise) result.catch(() => {});
    } catch {
      // A guard's redirect or error: the navigation, if it happens, deals with it.
    } finally {
      preloading = false;
    }
  });
}
