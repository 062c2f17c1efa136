import { readdirSync, readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { acceptedLanguages } from "#shared/i18n/accept-language";
import { detectLocale } from "#shared/i18n/detect-locale";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#shared/i18n/locales";
import { fromProjectRoot } from "./paths.ts";

// The server speaks the same catalogues as the web app (locales/), so an e-mail or an
// error message reads the same wherever it is shown. The languages and their detection are
// shared with the web app (shared/i18n, docs/decisions/029).
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "#shared/i18n/locales";

type Catalogue = Record<string, string>;

/** locales/<locale>.json and each team model's locales/<model>/<locale>.json (ADR 101). */
function readCatalogue(locale: Locale): Catalogue {
  const folders = readdirSync(fromProjectRoot("locales"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
  const files = [`${locale}.json`, ...folders.map((folder) => `${folder}/${locale}.json`)];
  const catalogue: Catalogue = {};
  for (const file of files) {
    let messages: Catalogue;
    try {
      messages = JSON.parse(readFileSync(fromProjectRoot("locales", file), "utf8")) as Catalogue;
    } catch (error) {
      // A start that fails names the file: a model without this language, or a broken one.
      throw new Error(`locales/${file}: ${(error as Error).message}`, { cause: error });
    }
    const twice = Object.keys(messages).find((id) => Object.hasOwn(catalogue, id));
    if (twice) throw new Error(`locales/${file}: "${twice}" is defined in another catalogue`);
    Object.assign(catalogue, messages);
  }
  return catalogue;
}

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, readCatalogue(locale)]),
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
