export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/**
 * The name of the query parameter, cookie and storage entries holding the language. The
 * server reads the cookie too (server/i18n.ts), to translate API errors and e-mails.
 */
export const LOCALE_STORAGE_KEY = "lng";

// Each language is named in itself, so anyone can find theirs whatever the page language.
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ar: "العربية",
  sw: "Kiswahili",
};

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

/** Where a language may come from, each read by the caller (web/i18n/document-locale.ts). */
export type LocaleSources = {
  /** `location.search`, with or without its leading "?". */
  search?: string;
  /** `document.cookie`. */
  cookie?: string;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** `navigator.languages`, most preferred first (or `[navigator.language]`). */
  navigatorLanguages?: readonly string[];
  /** The `lang` attribute of <html>. */
  htmlLang?: string | null;
};

/** The value of cookie `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * Spec §9's order, as i18next's browser language detector does it: the `lng` query
 * parameter, the `lng` cookie, localStorage `lng`, sessionStorage `lng`, the browser's
 * languages, the <html lang> attribute, then English. The first value naming a supported
 * language wins (region variants count: "fr-CA" is French); unsupported ones are skipped.
 * Pure: the caller gathers the sources and caches the result (rememberLocale).
 */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates = [
    new URLSearchParams(sources.search ?? "").get(LOCALE_STORAGE_KEY),
    readCookie(sources.cookie ?? "", LOCALE_STORAGE_KEY),
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.navigatorLanguages ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

// Spec §9: the language cookie lives 43200 minutes (30 days) on path /, same-site lax.
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 43_200 * 60;

/** The `document.cookie` assignment that caches `locale`. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
