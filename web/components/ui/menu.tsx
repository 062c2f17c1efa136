import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { MENU_ITEM_SELECTOR, MenuCloseContext } from "./menu-context";

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
 * A menu button (WAI-ARIA Authoring Practices): opens on the first item (ArrowUp: the last);
 * arrows, Home, End and letters move; Escape returns to the button; Tab or outside closes.
 */
export function Menu({ label, trigger, triggerClassName, header, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const [startAtEnd, setStartAtEnd] = useState(false);

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM_SELECTOR) ?? []);

  useLayoutEffect(() => {
    if (!open) return;
    const all = items();
    (startAtEnd ? all.at(-1) : all[0])?.focus();
  }, [open, startAtEnd]);

  // A press outside the trigger and the popup closes it.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target instanceof Node ? event.target : null;
      if (popupRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  /** Focus returns to the trigger after a choice or Escape, not after a click elsewhere. */
  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setStartAtEnd(event.key === "ArrowUp");
    setOpen(true);
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
      close();
    } else if (event.key === "Tab") {
      // Focus goes back to the button first, so Tab moves on from there.
      close();
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
          if (open) close(false);
          else setOpen(true);
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
          className="absolute end-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-border bg-popover text-foreground shadow-lg outline-none"
          onBlur={(event) => {
            const next = event.relatedTarget;
            // Focus moved elsewhere (not to nowhere: a press outside is handled above,
            // and Safari does not focus the button it presses).
            if (!next || popupRef.current?.contains(next) || next === triggerRef.current) return;
            close(false);
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
            <MenuCloseContext value={close}>{children}</MenuCloseContext>
          </div>
        </div>
      )}
    </div>
  );
}

/** Where an arrow, Home or End moves the focused item of `count` (wrapping); else undefined. */
function movedIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowDown") return current < 0 ? 0 : (current + 1) % count;
  if (key === "ArrowUp") return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === "Home" || key === "PageUp") return 0;
  if (key === "End" || key === "PageDown") return count - 1;
  return undefined;
}

/** The printable character a key press types, if it is one (not Space, not a shortcut). */
function typedCharacter(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return event.key.length === 1 && event.key !== " " ? event.key : undefined;
}

/** The first item after `current` (wrapping) whose label starts with `character`. */
function typeaheadIndex(labels: string[], current: number, character: string): number | undefined {
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return undefined;
}
