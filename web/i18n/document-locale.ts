import type { LocaleSources } from "#shared/i18n/detect-locale";
import { localeCookie, LOCALE_STORAGE_KEY, textDirection, type Locale } from "#shared/i18n/locales";

// The browser side of the language: what detectLocale (shared/i18n) weighs, the cached
// choice, the page's marks. Used by main.tsx and the boot script (web/boot.ts).

/** A stored choice, unless the browser refuses storage (privacy settings, sandboxed frames). */
function readStorage(area: "localStorage" | "sessionStorage"): string | null {
  try {
    return window[area].getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readLocaleSources(): LocaleSources {
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: readStorage("localStorage"),
    sessionStorage: readStorage("sessionStorage"),
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute("lang"),
  };
}

/** Caches the language (docs/product.md §Constants) for the next visit and for the server. */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused or full: the cookie still carries the choice.
  }
}

/** The page's language and direction (web/styles.css scales Arabic type by 1.2 from it). */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
