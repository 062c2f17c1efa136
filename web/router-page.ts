import type { ComponentType } from "react";

/** A lazy route component: `lazy: page(() => import("./x"), (m) => m.PageX)`. */
export function page<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
) {
  return { Component: () => load().then(pick) };
}
