export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Where the chosen language is cached between visits. */
export const LOCALE_STORAGE_KEY = "lng";

const RTL_LOCALES: ReadonlySet<Locale> = new Set(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Accepts region variants ("fr-CA" → "fr"); anything unsupported gives undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

type LocaleStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The `lng` query parameter, then the cached choice, then English. Spec §9 lists more
 * sources (cookie, browser language…): a later issue adds them. A locale coming from the
 * query string is cached so it survives navigation.
 */
export function detectLocale(search: string, storage: LocaleStorage | undefined): Locale {
  const fromQuery = toLocale(new URLSearchParams(search).get("lng"));
  if (fromQuery) {
    storage?.setItem(LOCALE_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return toLocale(storage?.getItem(LOCALE_STORAGE_KEY)) ?? DEFAULT_LOCALE;
}
