import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { usePreloadOnIntent } from "./use-preload-on-intent";

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
