import { useEffect, useId, useRef, useState, type RefObject } from "react";

export type Popup<T extends HTMLElement = HTMLElement> = {
  open: boolean;
  /** The id of the popup's list (menu or listbox), for the trigger's `aria-controls`. */
  listId: string;
  triggerRef: RefObject<T | null>;
  /** The whole popup, so a press inside it does not count as outside. */
  popupRef: RefObject<HTMLDivElement | null>;
  show: () => void;
  /**
   * Closes the popup. `returnFocus` puts focus back on the trigger: after a choice or
   * Escape; not when the user clicked or tabbed somewhere else.
   */
  close: (returnFocus?: boolean) => void;
};

/** Open state of a popup anchored to a trigger button; a press outside both closes it. */
export function usePopup<T extends HTMLElement>(): Popup<T> {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<T>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listId = useId();

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

  return {
    open,
    listId,
    triggerRef,
    popupRef,
    show: () => setOpen(true),
    close: (returnFocus = true) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
  };
}
