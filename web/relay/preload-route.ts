import {
  matchRoutes,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";

// docs/product.md §Constants: a link hovered, focused or touched for 50 ms preloads its route,
// staleness 0: its loaders run again and fetch; the navigation then joins (decisions/084).
const PRELOAD_DELAY_MS = 50;

type RouterLike = {
  routes: RouteObject[];
  state: { matches: { route: { id: string }; pathname: string }[] };
};

let router: RouterLike | undefined;
let preloading = false;

/** Called once by main.tsx: every link to a page of this app preloads it on intent. */
export function preloadOnIntent(value: RouterLike): () => void {
  router = value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.target === "_blank") return;
    clearTimeout(timer);
    timer = setTimeout(() => preloadRoute(link.href), PRELOAD_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer);
  const listeners = [
    ["mouseover", start],
    ["focusin", start],
    ["touchstart", start],
    ["mouseout", cancel],
    ["focusout", cancel],
  ] as const;
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener, { passive: true });
  }
  return () => {
    cancel();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  };
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
 * A loader in its own chunk, downloaded beside the page's (docs/decisions/027). It runs after
 * the import, outside `preloadRoute`'s synchronous window: the preload flag is captured now.
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

/** Runs the loaders `href` needs that the page lacks, and starts downloading its code. */
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
