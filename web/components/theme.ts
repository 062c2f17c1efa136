import { DARK_QUERY, THEME_STORAGE_KEY, type Theme } from "#shared/theme";
import { createStore, useStore } from "./store";
import { applyTheme, readStoredTheme } from "./theme-document";

// The theme store; the rule is shared/theme.ts, applied before the first paint by web/boot.ts.

export { isTheme, THEMES, type Theme } from "#shared/theme";

const current = createStore<Theme>("system");

/** Called once before the first render: then follows the device (for "system") and other tabs. */
export function startTheme(): void {
  setCurrent(readStoredTheme());
  window.matchMedia(DARK_QUERY).addEventListener("change", () => {
    if (current.get() === "system") applyTheme("system");
  });
  // Another tab changed the preference.
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY) setCurrent(readStoredTheme());
  });
}

function setCurrent(theme: Theme): void {
  current.set(theme);
  applyTheme(theme);
}

export function setTheme(theme: Theme): void {
  setCurrent(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/** The chosen preference (not the resolved colour scheme). */
export function useTheme(): Theme {
  return useStore(current);
}
