import { use, type ReactNode } from "react";
import type { To } from "react-router";
import { PreloadLink } from "./preload-link";
import { MenuCloseContext } from "./ui/menu-context";
import { menuItemClassName, MenuItemIcon } from "./ui/menu-items";

/** A menu item that opens a page, preloading it on hover or focus like every other link. */
export function MenuLinkItem({
  icon,
  to,
  children,
}: {
  icon?: ReactNode;
  to: To;
  children: ReactNode;
}) {
  const close = use(MenuCloseContext);
  return (
    <PreloadLink
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={menuItemClassName}
      onClick={() => close()}
    >
      <MenuItemIcon icon={icon} />
      {children}
    </PreloadLink>
  );
}
