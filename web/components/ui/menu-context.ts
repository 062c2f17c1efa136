import { createContext } from "react";

/** How an item closes the menu it is in (see Menu's `close`). */
export const MenuCloseContext = createContext<(returnFocus?: boolean) => void>(() => {});

/** What the keyboard moves through: every item role a menu may hold. */
export const MENU_ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';
