import { useMatches } from "react-router";

/**
 * Route `handle` for pages shown in the desktop-only layout (docs/product.md §Screens:
 * /app/repositories/:id): the app header without the mobile bottom navigation.
 */
export const DESKTOP_ONLY_HANDLE = { desktopOnly: true } as const;

export function useDesktopOnlyRoute(): boolean {
  return useMatches().some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      "desktopOnly" in match.handle &&
      match.handle.desktopOnly === true,
  );
}
