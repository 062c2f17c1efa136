import { DARK_QUERY, isDarkTheme, THEME_STORAGE_KEY, toTheme, type Theme } from "#shared/theme";

// The theme on the page, without React: for the theme store and the boot script (web/boot.ts).

export function readStoredTheme(): Theme {
  try {
    return toTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

export function applyTheme(theme: Theme): void {
  const dark = isDarkTheme(theme, window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  // Native controls and scrollbars follow too.
  root.style.colorScheme = dark ? "dark" : "light";
}
