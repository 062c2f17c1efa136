import type en from "../../locales/en.json";
import { fetchCatalogue } from "./fetch-catalogue";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// Every language is a JSON file fetched when needed: a fetch can be retried, a failed import()
// may stay failed for the page's lifetime (docs/decisions/027).
const catalogueUrls = import.meta.glob<string>("../../locales/*.json", {
  query: "?url",
  import: "default",
  eager: true,
});

const loaded = new Map<Locale, Promise<Messages>>();
let englishIds: ReadonlySet<string> = new Set();

function fetchLocale(locale: Locale): Promise<Record<string, string>> {
  const url = catalogueUrls[`../../locales/${locale}.json`];
  if (!url) return Promise.reject(new Error(`No message catalogue for ${locale}`));
  return fetchCatalogue(url);
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
