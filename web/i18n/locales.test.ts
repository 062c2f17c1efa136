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
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import sw from "../../locales/sw.json";

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

describe("locale files", () => {
  const translations = { fr, ar, sw } as Record<string, Record<string, string>>;

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

  it("has the docs/product.md §Validation validation messages in English", () => {
    expect(en["auth.validation.emailRequired"]).toBe("Email is required");
    expect(en["auth.validation.emailInvalid"]).toBe("Email is invalid");
    expect(en["auth.validation.codeRequired"]).toBe("Code is required");
    expect(en["auth.validation.codeInvalid"]).toBe("Code is invalid");
    expect(en["auth.validation.codeLength"]).toBe("Code should be 6 characters");
  });
});
