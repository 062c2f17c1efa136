type DisposableRef = { dispose: () => void };

/** The part of react-router's RouterState the tracker reads. */
export type RouterStateLike = {
  initialized: boolean;
  navigation: { state: string };
  revalidation: string;
  loaderData: Record<string, unknown>;
};

/**
 * Disposes the loaders' query references no route renders any more, once the router is settled
 * (before, a fresh one is not in `loaderData` yet). Rendered components keep their own retain.
 */
export function createQueryRefTracker() {
  // Each reference, with what ends its pending count once disposed (its request never will).
  const refs = new Map<DisposableRef, (() => void) | undefined>();

  return {
    track(ref: DisposableRef, onDispose?: () => void): void {
      refs.set(ref, onDispose);
    },
    sync(state: RouterStateLike): void {
      if (
        !state.initialized ||
        state.navigation.state !== "idle" ||
        state.revalidation !== "idle"
      ) {
        return;
      }
      const rendered = new Set(Object.values(state.loaderData));
      for (const [ref, onDispose] of refs) {
        if (rendered.has(ref)) continue;
        refs.delete(ref);
        ref.dispose();
        onDispose?.();
      }
    },
    get size(): number {
      return refs.size;
    },
  };
}

/** The references route loaders created (route-query.ts tracks into it). */
export const routeQueryRefs = createQueryRefTracker();

type RouterLike = { subscribe: (listener: (state: RouterStateLike) => void) => () => void };

/** Disposes route queries once their route is left; here so main.tsx need not load Relay. */
export function disposeInactiveRouteQueries(router: RouterLike): () => void {
  return router.subscribe((state) => routeQueryRefs.sync(state));
}
