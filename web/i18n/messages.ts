import en from "../../locales/en.json";
import { fetchCatalogue } from "./fetch-catalogue";
import type { Locale } from "./locales";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// English is bundled (it is the default and the fallback). The other languages are plain
// JSON files (hashed assets in the build) fetched when chosen: a fetch can be retried,
// whereas browsers may keep a failed dynamic import() failed for the page's lifetime.
const catalogueUrls = import.meta.glob<string>(["../../locales/*.json", "!../../locales/en.json"], {
  query: "?url",
  import: "default",
  eager: true,
});

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * Messages for `locale`, with English filling any key a translation lacks. Each language
 * is fetched once; a failed load is forgotten, so choosing the language again retries.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return Promise.resolve(en);
  const url = catalogueUrls[`../../locales/${locale}.json`];
  if (!url) return Promise.resolve(en);
  let messages = loaded.get(locale);
  if (!messages) {
    messages = fetchCatalogue(url).then((translated) => ({ ...en, ...translated }));
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}
