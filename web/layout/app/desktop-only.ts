import { useMatches } from "react-router";

/** Route `handle` of desktop-only pages (docs/product.md §Screens): no mobile bottom bar. */
export const DESKTOP_ONLY_HANDLE = { desktopOnly: true } as const;

export function useDesktopOnlyRoute(): boolean {
  return useMatches().some((match) => match.handle === DESKTOP_ONLY_HANDLE);
}
