import { serialize } from "hono/utils/cookie";

// The languages Groundwork speaks and how a language tag maps onto them: the one definition
// the server (errors, e-mails), the web app and the index.html boot script all use
// (docs/decisions/029). Adding a language means adding it here and to locales/.

export const LOCALES = ["en", "fr", "ar", "sw"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The name of the query parameter, cookie and storage entries holding the language. */
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

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

// BCP 47's shape (subtags of 1–8 letters or digits), "_" allowed as browsers and cookies
// write it. Checked before Intl, which throws on garbage: an exception per tag is slow.
const TAG_SHAPE = /^[a-z0-9]{1,8}(?:[-_][a-z0-9]{1,8})*$/i;

// Intl's canonicalisation costs microseconds, and the server detects the language several
// times per request from the same few tags ("en-US", "fr-CA"): remember recent answers.
const MAX_REMEMBERED = 512;
const remembered = new Map<string, string | undefined>();

/** A tag in canonical BCP 47 form ("FR_ca" → "fr-CA"), or undefined when it is not one. */
function canonicalTag(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (!TAG_SHAPE.test(trimmed)) return undefined;
  if (remembered.has(trimmed)) return remembered.get(trimmed);
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(trimmed.replace(/_/g, "-"))[0];
  } catch {
    canonical = undefined;
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(trimmed, canonical);
  return canonical;
}

/**
 * The first supported language among `tags`, most preferred first: ECMA-402's lookup
 * matcher (RFC 4647 lookup) over LOCALES, so "fr-CA" is French and "de" is skipped.
 * Invalid tags ("*", "x;;") are skipped rather than thrown on. shared/i18n/locales.test.ts
 * proves it answers as @formatjs/intl-localematcher's `match` (lookup) does.
 */
export function matchLocale(tags: readonly (string | null | undefined)[]): Locale | undefined {
  for (const tag of tags) {
    let candidate = tag ? canonicalTag(tag) : undefined;
    // Lookup drops subtags from the end until a supported tag remains, skipping a
    // single-letter extension together with the subtag it introduces.
    while (candidate) {
      if (isLocale(candidate)) return candidate;
      let end = candidate.lastIndexOf("-");
      if (end >= 2 && candidate[end - 2] === "-") end -= 2;
      candidate = end > 0 ? candidate.slice(0, end) : undefined;
    }
  }
  return undefined;
}

/** One tag's language ("fr-CA" → "fr"), if supported. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  return matchLocale([tag]);
}

// docs/product.md §Constants: the language cookie lives 43200 minutes (30 days) on path /, same-site lax.
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 43_200 * 60;

/** The `document.cookie` assignment (or Set-Cookie value) that caches `locale`. */
export function localeCookie(locale: Locale): string {
  return serialize(LOCALE_STORAGE_KEY, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: "Lax",
  });
}
