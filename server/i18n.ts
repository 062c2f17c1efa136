import { IntlMessageFormat } from "intl-messageformat";
import { acceptedLanguages } from "#shared/i18n/accept-language";
import { detectLocale } from "#shared/i18n/detect-locale";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#shared/i18n/locales";
import { readCatalogue, type Catalogue } from "./i18n-catalogues.ts";
import { fromProjectRoot } from "./paths.ts";

// The server speaks the same catalogues as the web app (locales/), so an e-mail or an
// error message reads the same wherever it is shown. The languages and their detection are
// shared with the web app (shared/i18n, docs/decisions/029).
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "#shared/i18n/locales";

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, readCatalogue(fromProjectRoot("locales"), locale)]),
) as Record<Locale, Catalogue>;

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (id, values) => {
    const message = catalogues[locale][id] ?? catalogues[DEFAULT_LOCALE][id];
    if (message === undefined) throw new Error(`Missing message "${id}"`);
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}

/** Whether a message id exists (English holds every id; the others may fall back to it). */
export function hasMessage(id: string): boolean {
  return Object.hasOwn(catalogues[DEFAULT_LOCALE], id);
}

/** The language a request asks for: the `lng` cookie first, then Accept-Language by weight. */
export function localeFromHeaders(headers: Headers | undefined): Locale {
  return detectLocale({
    cookie: headers?.get("cookie"),
    languages: acceptedLanguages(headers?.get("accept-language")),
  });
}
