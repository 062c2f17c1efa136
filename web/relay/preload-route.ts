import {
  matchRoutes,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";

// docs/product.md §Screens/§Constants: links preload their route on intent with a preload staleness of 0: every
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

function runLoader(loader: unknown, args: LoaderFunctionArgs, asPreload: boolean): unknown {
  if (typeof loader !== "function") return null;
  const outer = preloading;
  preloading = asPreload;
  try {
    return (loader as LoaderFunction)(args);
  } finally {
    preloading = outer;
  }
}

/**
 * A loader whose code (and Relay with it) lives in its own chunk (docs/decisions/027). The
 * chunk downloads alongside the route's lazy component; the query starts as soon as it
 * arrives. `loadRouteQuery` runs after the import, outside `preloadRoute`'s synchronous
 * window, so the preload flag is captured now and restored around the real call.
 */
export function lazyLoader<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => LoaderFunction,
): LoaderFunction {
  return (args) => {
    const asPreload = preloading;
    return load().then((module) => runLoader(pick(module), args, asPreload));
  };
}

/** Starts downloading a route's lazy properties (its page component, usually). */
function preloadLazyModules(route: RouteObject): void {
  if (!route.lazy || typeof route.lazy !== "object") return;
  for (const load of Object.values(route.lazy)) {
    // Browsers fetch a module once; react-router's own import later gets the same one.
    if (typeof load === "function") void (load as () => Promise<unknown>)().catch(() => {});
  }
}

/**
 * Runs the loaders `href` needs that the current page does not already have, and starts
 * downloading the code of its lazy routes. Guards may throw redirects or errors: a preload
 * ignores them, the real navigation will handle them.
 */
export function preloadRoute(href: string): void {
  if (!router) return;
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  const active = new Set(router.state.matches.map((m) => `${m.route.id}@${m.pathname}`));
  matches.forEach((match, index) => {
    preloadLazyModules(match.route);
    const leaf = index === matches.length - 1;
    if (!leaf && active.has(`${match.route.id}@${match.pathname}`)) return;
    const args = { request: new Request(url), params: match.params, context: undefined };
    try {
      const result = runLoader(match.route.loader, args as unknown as LoaderFunctionArgs, true);
      if (result instanceof Promise) result.catch(() => {});
    } catch {
      // A guard's redirect or error: the navigation, if it happens, deals with it.
    }
  });
}
