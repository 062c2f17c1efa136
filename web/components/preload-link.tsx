import { useRef } from "react";
import { Link, NavLink, useHref, type LinkProps, type NavLinkProps, type To } from "react-router";
import { preloadRoute } from "../relay/preload-route";

// docs/product.md §Constants: hovering or focusing a link this long preloads its route.
const PRELOAD_DELAY_MS = 50;

/** Event handlers for a link: after 50 ms of hover, focus or touch, preload its route. */
function usePreloadOnIntent(to: To) {
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

/** A react-router Link that preloads its route on intent (hover or focus for 50 ms). */
export function PreloadLink(props: LinkProps) {
  const intent = usePreloadOnIntent(props.to);
  return <Link {...intent} {...props} />;
}

/** The NavLink variant, for navigation that highlights the current section. */
export function PreloadNavLink(props: NavLinkProps) {
  const intent = usePreloadOnIntent(props.to);
  return <NavLink {...intent} {...props} />;
}
