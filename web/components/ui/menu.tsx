import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { movedIndex, typeaheadIndex, typedCharacter } from "./list-navigation";
import { MENU_ITEM_SELECTOR, MenuCloseContext } from "./menu-context";
import { usePopup } from "./use-popup";

type MenuProps = {
  /** The trigger's accessible name, also the menu's. */
  label: string;
  /** What the trigger shows (an avatar, an icon). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Shown above the items, outside the menu's role (who is signed in, say). */
  header?: ReactNode;
  /** MenuItem, MenuLinkItem, MenuRadioItem, MenuGroup, MenuSeparator. */
  children: ReactNode;
};

/**
 * A menu button (WAI-ARIA Authoring Practices): Enter, Space or ArrowDown open it on the
 * first item, ArrowUp on the last; arrows, Home, End and a typed letter move between items;
 * Escape closes it and focus returns to the button; Tab or a press outside closes it.
 * The popup opens below the button, aligned to its end edge (left in right-to-left pages).
 */
export function Menu({ label, trigger, triggerClassName, header, children }: MenuProps) {
  const popup = usePopup<HTMLButtonElement>();
  const { open, listId, triggerRef, popupRef } = popup;
  const menuRef = useRef<HTMLDivElement>(null);
  const [startAtEnd, setStartAtEnd] = useState(false);

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM_SELECTOR) ?? []);

  useLayoutEffect(() => {
    if (!open) return;
    const all = items();
    (startAtEnd ? all.at(-1) : all[0])?.focus();
  }, [open, startAtEnd]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setStartAtEnd(event.key === "ArrowUp");
    popup.show();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moved = movedIndex(event.key, current, all.length);
    const character = typedCharacter(event);
    if (moved !== undefined) {
      event.preventDefault();
      all[moved]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      popup.close();
    } else if (event.key === "Tab") {
      // Focus goes back to the button first, so Tab moves on from there.
      popup.close();
    } else if (event.key === " " && event.target instanceof HTMLAnchorElement) {
      // Links answer Enter only; a menu item answers Space too.
      event.preventDefault();
      event.target.click();
    } else if (character) {
      const labels = all.map((item) => item.textContent ?? "");
      const found = typeaheadIndex(labels, current, character);
      if (found !== undefined) all[found]?.focus();
    }
  }

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        className={triggerClassName}
        onClick={() => {
          setStartAtEnd(false);
          if (open) popup.close(false);
          else popup.show();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={popupRef}
          // Focusable, so a press on the header keeps focus, and the keys, inside.
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-zinc-200 bg-white text-zinc-900 shadow-lg outline-none"
          onBlur={(event) => {
            const next = event.relatedTarget;
            // Focus moved elsewhere (not to nowhere: a press outside is handled by usePopup,
            // and Safari does not focus the button it presses).
            if (!next || popupRef.current?.contains(next) || next === triggerRef.current) return;
            popup.close(false);
          }}
        >
          {header}
          <div
            ref={menuRef}
            id={listId}
            role="menu"
            aria-label={label}
            className="max-h-[70vh] overflow-y-auto p-1"
          >
            <MenuCloseContext value={popup.close}>{children}</MenuCloseContext>
          </div>
        </div>
      )}
    </div>
  );
}
