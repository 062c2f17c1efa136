import { useEffect, useRef, useState } from "react";

// docs/product.md §Constants: the pending indicator appears after 1000 ms and then stays at least 500 ms, so
// fast loads show nothing and slow ones do not flicker.
export const PENDING_DELAY_MS = 1000;
export const PENDING_MIN_VISIBLE_MS = 500;

/** Whether to show a pending indicator for `pending`, with the delay and minimum above. */
export function usePendingFlag(
  pending: boolean,
  delayMs = PENDING_DELAY_MS,
  minVisibleMs = PENDING_MIN_VISIBLE_MS,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (pending && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (!pending && visible) {
      const left = shownAt.current + minVisibleMs - Date.now();
      const timer = setTimeout(() => setVisible(false), Math.max(0, left));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending, visible, delayMs, minVisibleMs]);

  return visible;
}
