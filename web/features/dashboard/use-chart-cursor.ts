import { useState, type KeyboardEvent, type PointerEvent } from "react";

/** The day under the pointer or the arrow keys; time runs the page's way (docs/decisions/038). */
export function useChartCursor(length: number, rtl: boolean) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (index: number) => Math.min(length - 1, Math.max(0, index));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const current = active ?? length - 1;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = clamp(current + (rtl ? -step : step));
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    setActive(clamp(Math.floor((rtl ? 1 - fraction : fraction) * length)));
  }

  return {
    active,
    handlers: {
      onKeyDown,
      onPointerMove,
      onPointerLeave: () => setActive(null),
      // The newest day first: what someone opening the chart most likely wants to read.
      onFocus: () => setActive(length - 1),
      onBlur: () => setActive(null),
    },
  };
}
