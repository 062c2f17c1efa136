import type { LocaleSources } from "#shared/i18n/detect-locale";
import { localeCookie, LOCALE_STORAGE_KEY, textDirection, type Locale } from "#shared/i18n/locales";

// The browser side of the language: reads what detectLocale (shared/i18n) weighs, caches
// the choice, marks the page. main.tsx and the index.html boot script (web/boot.ts, built
// by vite/boot-script.ts) both read the sources here.

/** A storage area, unless the browser refuses access (privacy settings, sandboxed frames). */
function storage(area: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[area];
  } catch {
    return undefined;
  }
}

function readStorage(area: "localStorage" | "sessionStorage"): string | null {
  try {
    return storage(area)?.getItem(LOCALE_STORAGE_KEY) ?? null;
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

/**
 * Caches the language (docs/product.md §Constants: "the result is cached") in localStorage and in the cookie
 * the server reads, so the next visit and the server's e-mails and errors agree.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  try {
    storage("localStorage")?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused or full: the cookie still carries the choice.
  }
}

/**
 * Sets the page language and direction, before any message loads (the boot script) and on
 * every change: Arabic turns the layout right to left, and web/styles.css scales its type
 * by 1.2 from `html[lang="ar"]`.
 */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
