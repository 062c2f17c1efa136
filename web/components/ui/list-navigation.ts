import type { KeyboardEvent } from "react";

// Keyboard rules shared by the menu and the select (WAI-ARIA Authoring Practices, "Menu
// Button" and "Select-Only Combobox"): arrows wrap, Home/End jump, a typed letter moves to
// the next item starting with it.

/** Where a navigation key moves the active item of `count`; undefined for any other key. */
export function movedIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
    case "PageUp":
      return 0;
    case "End":
    case "PageDown":
      return count - 1;
    default:
      return undefined;
  }
}

/** The printable character a key press types, if it is one (not Space, not a shortcut). */
export function typedCharacter(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return event.key.length === 1 && event.key !== " " ? event.key : undefined;
}

/** The first item after `current` (wrapping) whose label starts with `character`. */
export function typeaheadIndex(
  labels: readonly string[],
  current: number,
  character: string,
): number | undefined {
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return undefined;
}
