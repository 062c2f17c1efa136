import { useSyncExternalStore } from "react";

// Spec §1/§4/§9: light, dark or system, stored under the key `theme`; system follows the
// device setting live. The `dark` class on <html> drives Tailwind's dark variant
// (web/styles.css). The inline script in web/index.html applies the same rule before the
// first paint (docs/decisions/019); web/index-html.test.ts keeps the two in step.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

let current: Theme = "system";

/** Whether `theme` shows dark colours, given the device preference. */
export function isDarkTheme(theme: Theme, deviceIsDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && deviceIsDark);
}

function applyTheme(): void {
  const dark = isDarkTheme(current, window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  // Native controls and scrollbars follow too.
  root.style.colorScheme = dark ? "dark" : "light";
}

/**
 * Called once before the first render: re-applies what the inline script did, then
 * follows the device (for "system") and other tabs.
 */
export function startTheme(): void {
  current = readStoredTheme();
  applyTheme();
  window.matchMedia(DARK_QUERY).addEventListener("change", () => {
    if (current === "system") applyTheme();
  });
  // Another tab changed the preference.
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = readStoredTheme();
    applyTheme();
    listeners.forEach((listener) => listener());
  });
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
  applyTheme();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen preference (not the resolved colour scheme). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => current);
}
