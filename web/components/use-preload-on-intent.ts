import { useRef } from "react";
import { useHref, type To } from "react-router";
import { preloadRoute } from "../relay/preload-route";

// docs/product.md §Constants: hovering or focusing a link this long preloads its route.
export const PRELOAD_DELAY_MS = 50;

/** Event handlers for a link: after 50 ms of hover, focus or touch, preload its route. */
export function usePreloadOnIntent(to: To) {
  const href = useHref(to);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => preloadRoute(href), PRELOAD_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return {
    onMouseEnter: start,
    onFocus: start,
    onTouchStart: start,
    onMouseLeave: cancel,
    onBlur: cancel,
  };
}
