type DisposableRef = { dispose: () => void };

/** The part of react-router's RouterState the tracker reads. */
export type RouterStateLike = {
  initialized: boolean;
  navigation: { state: string };
  revalidation: string;
  loaderData: Record<string, unknown>;
};

/**
 * Remembers query references created by route loaders and disposes those no route
 * renders any more. It only acts once the router is settled (no navigation or
 * revalidation in flight): before that, a fresh reference is not in `loaderData` yet.
 * Rendered components keep their own retain, so disposing here never drops live data.
 */
export function createQueryRefTracker() {
  // Each reference with what to do once it is disposed (nothing, or end its count in the
  // pending indicator: a disposed reference cancels its request, which then never ends).
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

/**
 * Disposes route queries once navigation leaves their route (or a reload replaces them).
 * Here rather than in route-query.ts so main.tsx can subscribe without loading Relay.
 */
export function disposeInactiveRouteQueries(router: RouterLike): () => void {
  return router.subscribe((state) => routeQueryRefs.sync(state));
}
