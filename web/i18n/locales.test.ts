import { describe, expect, it } from "vitest";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import sw from "../../locales/sw.json";
import { detectLocale, LOCALE_STORAGE_KEY, textDirection, toLocale } from "./locales";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

/** ICU argument names ("{count}", "{minutes, plural, …}") and rich-text tags used by a message. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

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
        ([id, english]) => messages[id] === english && !id.endsWith("Placeholder"),
      );
      expect(copied).toEqual([]);
    });
  }

  it("has the spec §5 validation messages in English", () => {
    expect(en["auth.validation.emailRequired"]).toBe("Email is required");
    expect(en["auth.validation.emailInvalid"]).toBe("Email is invalid");
    expect(en["auth.validation.codeRequired"]).toBe("Code is required");
    expect(en["auth.validation.codeInvalid"]).toBe("Code is invalid");
    expect(en["auth.validation.codeLength"]).toBe("Code should be 6 characters");
  });
});

describe("detectLocale", () => {
  it("defaults to English", () => {
    expect(detectLocale("", memoryStorage())).toBe("en");
    expect(detectLocale("", undefined)).toBe("en");
  });

  it("prefers ?lng= and caches it", () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: "fr" });
    expect(detectLocale("?lng=sw", storage)).toBe("sw");
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe("sw");
  });

  it("falls back to the cached locale when ?lng= is unsupported", () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: "ar" });
    expect(detectLocale("?lng=de", storage)).toBe("ar");
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe("ar");
  });

  it("ignores an unsupported cached value", () => {
    expect(detectLocale("", memoryStorage({ [LOCALE_STORAGE_KEY]: "xx" }))).toBe("en");
  });
});

describe("toLocale and textDirection", () => {
  it("reduces region variants to a supported language", () => {
    expect(toLocale("fr-CA")).toBe("fr");
    expect(toLocale("AR_eg")).toBe("ar");
    expect(toLocale("de")).toBeUndefined();
    expect(toLocale(null)).toBeUndefined();
  });

  it("writes Arabic right to left", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
  });
});
