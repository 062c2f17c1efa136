import { parse as parseCookies } from "hono/utils/cookie";
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, matchLocale, type Locale } from "#shared/i18n/locales";

/**
 * Where a language may come from. The browser (web/i18n/document-locale.ts, and the boot
 * script built from it) fills every field; the server fills `cookie` and `languages` from
 * the request (server/i18n.ts).
 */
export type LocaleSources = {
  /** `location.search`, with or without its leading "?". */
  search?: string;
  /** A Cookie header or `document.cookie`. */
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /**
   * The browser's languages, most preferred first: `navigator.languages`, or a request's
   * Accept-Language ordered by its weights (acceptedLanguages in accept-language.ts).
   */
  languages?: readonly string[];
  /** The `lang` attribute of <html>. */
  htmlLang?: string | null;
};

function cookieValue(cookies: string | null | undefined, name: string): string | undefined {
  return cookies ? parseCookies(cookies, name)[name] : undefined;
}

/**
 * docs/product.md §Constants's order, as i18next's browser detector does it: the `lng` query parameter, the
 * `lng` cookie, localStorage `lng`, sessionStorage `lng`, the browser's languages (or the
 * request's Accept-Language), the <html lang> attribute, then English. The first source
 * naming a supported language wins (region variants count: "fr-CA" is French); the
 * others are skipped. Pure: callers gather the sources and cache the result.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const preferred = [
    new URLSearchParams(sources.search ?? "").get(LOCALE_STORAGE_KEY),
    cookieValue(sources.cookie, LOCALE_STORAGE_KEY),
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.languages ?? []),
    sources.htmlLang,
  ];
  return matchLocale(preferred) ?? DEFAULT_LOCALE;
}
