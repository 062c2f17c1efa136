import en from "../../locales/en.json";
import type { Locale } from "./locales";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

// English is bundled (it is the default and the fallback); other languages load on demand.
const loaders = import.meta.glob<Partial<Messages>>(
  ["../../locales/*.json", "!../../locales/en.json"],
  {
    import: "default",
  },
);

/** Messages for `locale`, with English filling any key a translation lacks. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return en;
  const load = loaders[`../../locales/${locale}.json`];
  if (!load) return en;
  return { ...en, ...(await load()) };
}
