// docs/product.md §Constants: light, dark or system, stored under the key `theme`; system
// follows the device. One definition for the theme store (web/components/theme.ts) and the
// index.html boot script built from web/boot.ts (docs/decisions/029).

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** A stored preference as a theme: anything else (nothing, a stale value) is "system". */
export function toTheme(value: unknown): Theme {
  return isTheme(value) ? value : "system";
}

/** Whether `theme` shows dark colours, given the device preference. */
export function isDarkTheme(theme: Theme, deviceIsDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && deviceIsDark);
}
