import Check from "lucide-react/icons/check";
import { use, type ReactNode } from "react";
import { Link, type To } from "react-router";
import { MenuCloseContext } from "./menu-context";

const menuItemClassName =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-zinc-700 outline-none " +
  "hover:bg-zinc-100 hover:text-zinc-900 focus:bg-zinc-100 focus:text-zinc-900";

/** Icons beside item labels are decoration: the label names the item. */
function MenuItemIcon({ icon }: { icon: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-4 shrink-0 items-center justify-center [&>svg]:size-4"
    >
      {icon}
    </span>
  );
}

// A destructive item reads red, beside its bin icon; it still asks before it acts.
const dangerItemClassName =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-red-700 outline-none " +
  "hover:bg-red-50 hover:text-red-800 focus:bg-red-50 focus:text-red-800";

/** An action; the menu closes, focus returns to its button, then `onSelect` runs. */
export function MenuItem({
  icon,
  danger = false,
  opensDialog = false,
  onSelect,
  children,
}: {
  icon?: ReactNode;
  /** Deletes or takes away: marked, and its dialog confirms. */
  danger?: boolean;
  /** It opens a dialog rather than acting at once. */
  opensDialog?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const close = use(MenuCloseContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-haspopup={opensDialog ? "dialog" : undefined}
      className={danger ? dangerItemClassName : menuItemClassName}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      <MenuItemIcon icon={icon} />
      {children}
    </button>
  );
}

/** A menu item that opens a page. */
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
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      className={menuItemClassName}
      onClick={() => close()}
    >
      <MenuItemIcon icon={icon} />
      {children}
    </Link>
  );
}

/** One choice of a group (language, theme); the chosen one is checked. */
export function MenuRadioItem({
  checked,
  lang,
  onSelect,
  children,
}: {
  checked: boolean;
  lang?: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  const close = use(MenuCloseContext);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={lang}
      className={menuItemClassName}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      <MenuItemIcon icon={checked ? <Check className="size-4" /> : null} />
      {children}
    </button>
  );
}

/** Radio items under a small heading; `label` names the group for assistive technology. */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <div aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold text-zinc-500">
        {label}
      </div>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="-mx-1 my-1 h-px bg-zinc-200" />;
}
