import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { fromProjectRoot } from "./paths.ts";

// The server speaks the same catalogues as the web app (locales/*.json), so an e-mail or an
// error message reads the same wherever it is shown.
export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

type Catalogue = Record<string, string>;
const catalogues = new Map<Locale, Catalogue>();

function catalogue(locale: Locale): Catalogue {
  let messages = catalogues.get(locale);
  if (!messages) {
    const file = fromProjectRoot("locales", `${locale}.json`);
    messages = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
    catalogues.set(locale, messages);
  }
  return messages;
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (id, values) => {
    const message = catalogue(locale)[id] ?? catalogue(DEFAULT_LOCALE)[id];
    if (message === undefined) throw new Error(`Missing message "${id}"`);
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}

/** Whether a message id exists (English holds every id; the others may fall back to it). */
export function hasMessage(id: string): boolean {
  return Object.hasOwn(catalogue(DEFAULT_LOCALE), id);
}

export function isLocale(value: string | undefined | null): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language a request asks for: the `lng` cookie first, then Accept-Language. */
export function localeFromHeaders(headers: Headers | undefined): Locale {
  const cookie = headers?.get("cookie") ?? "";
  const fromCookie = /(?:^|;\s*)lng=([a-zA-Z-]+)/.exec(cookie)?.[1]?.slice(0, 2);
  if (isLocale(fromCookie)) return fromCookie;
  const accepted = (headers?.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? DEFAULT_LOCALE;
}
