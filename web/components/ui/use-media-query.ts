import { useSyncExternalStore } from "react";

// docs/product.md §Constants: layouts and dialogs switch at 640 px (Tailwind's `sm`).
export const WIDE_SCREEN_QUERY = "(min-width: 640px)";

/** Whether `query` matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** At least 640 px wide: dialogs are centred and the desktop navigation shows. */
export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
