import type en from "../../locales/en.json";
import { fetchCatalogue } from "./fetch-catalogue";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales";

/**
 * The catalogues' English messages by name: the application's, and each team model's
 * (`locales/<model>/`, docs/decisions/101-*), which its own file adds to this interface.
 */
export interface Catalogues {
  core: typeof en;
}
export type MessageId = { [Name in keyof Catalogues]: keyof Catalogues[Name] }[keyof Catalogues];
export type Messages = Record<MessageId, string>;

// Every language is JSON fetched when needed: a fetch can be retried, a failed import() may stay
// failed for the page's lifetime (docs/decisions/027). A language is locales/<locale>.json and
// each model's locales/<model>/<locale>.json: one file once built (the build merges the models'
// into it, and their URLs are null), side by side in development.
const catalogueUrls = import.meta.glob<string | null>(
  ["../../locales/*.json", "../../locales/*/*.json"],
  {
    query: "?url",
    import: "default",
    eager: true,
  },
);

const loaded = new Map<Locale, Promise<Messages>>();
let englishIds: ReadonlySet<string> = new Set();

async function fetchLocale(locale: Locale): Promise<Record<string, string>> {
  const urls = Object.entries(catalogueUrls).flatMap(([file, url]) =>
    url && file.endsWith(`/${locale}.json`) ? [url] : [],
  );
  if (!urls.length) throw new Error(`No message catalogue for ${locale}`);
  return Object.assign({}, ...(await Promise.all(urls.map((url) => fetchCatalogue(url)))));
}

/** Messages for `locale`, English filling gaps; fetched once, a failure forgotten (retry). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages =
      locale === DEFAULT_LOCALE
        ? fetchLocale(locale).then((english) => {
            englishIds = new Set(Object.keys(english));
            return english as Messages;
          })
        : Promise.all([loadMessages(DEFAULT_LOCALE), fetchLocale(locale)]).then(
            ([english, translated]) => ({ ...english, ...translated }),
          );
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

/** Whether English (always loaded before the first render) has a message `id`. */
export function isMessageId(id: string): id is MessageId {
  return englishIds.has(id);
}
