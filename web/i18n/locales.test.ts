import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#shared/i18n/locales";
import en from "../../locales/en.json";

type Catalogue = Record<string, string>;
// The application's catalogues and each team model's (locales/<model>/, ADR 101), by folder.
const files = import.meta.glob<Catalogue>(["../../locales/*.json", "../../locales/*/*.json"], {
  eager: true,
  import: "default",
});
const sets = new Map<string, Record<string, Catalogue>>();
for (const [file, messages] of Object.entries(files)) {
  const [, folder = "", locale = ""] =
    /^\.\.\/\.\.\/locales\/(?:(.+)\/)?(\w+)\.json$/.exec(file) ?? [];
  sets.set(folder, { ...sets.get(folder), [locale]: messages });
}

/** ICU argument names ("{count}", "{minutes, plural, …}") and rich-text tags used by a message. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      found.add(isTagElement(element) ? `<${element.value}>` : `{${element.value}}`);
      if (isTagElement(element)) walk(element.children);
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * Words French spells exactly as English does; anything else identical to English is a
 * message someone forgot to translate.
 */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  fr: new Set([
    "Actions",
    "Application",
    "Configuration",
    "Description",
    "E-mail",
    "Invitation",
    "Logo",
    "Menu",
    "Notifications",
    "Permissions",
    "Sessions",
  ]),
};
/** Names that no language translates. */
const PROPER_NAMES: ReadonlySet<string> = new Set(["GitHub"]);
/** Whether a message has words of its own, not only arguments and punctuation ("{name} ({email})"). */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ""));

const catalogueSets = [...sets].map(([folder, { en: english = {}, ...translations }]) => ({
  name: folder || "application",
  english,
  translations,
}));

describe.each(catalogueSets)("locale files: $name", ({ english: en, translations }) => {
  it("has a catalogue per language", () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.filter((l) => l !== "en").sort());
  });

  for (const [locale, messages] of Object.entries(translations)) {
    it(`${locale} has exactly the English keys`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} uses the same arguments and tags as English`, () => {
      for (const [id, english] of Object.entries(en)) {
        expect({ id, placeholders: placeholders(messages[id] ?? "") }).toEqual({
          id,
          placeholders: placeholders(english),
        });
      }
    });

    it(`${locale} translates messages rather than copying English`, () => {
      const copied = Object.entries(en).filter(
        ([id, english]) =>
          messages[id] === english &&
          !id.endsWith("Placeholder") &&
          !SAME_AS_ENGLISH[locale]?.has(english) &&
          !PROPER_NAMES.has(english) &&
          hasWords(english),
      );
      expect(copied).toEqual([]);
    });
  }
});

describe("locale files", () => {
  it("define each message once, across the application's and the models' catalogues", () => {
    const ids = [...sets.values()].flatMap((set) => Object.keys(set.en ?? {}));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("has the docs/product.md §Validation validation messages in English", () => {
    expect(en["auth.validation.emailRequired"]).toBe("Email is required");
    expect(en["auth.validation.emailInvalid"]).toBe("Email is invalid");
    expect(en["auth.validation.codeRequired"]).toBe("Code is required");
    expect(en["auth.validation.codeInvalid"]).toBe("Code is invalid");
    expect(en["auth.validation.codeLength"]).toBe("Code should be 6 characters");
  });
});
