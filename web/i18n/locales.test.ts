import { describe, expect, it } from "vitest";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import sw from "../../locales/sw.json";
import { detectLocale, localeCookie, readCookie, textDirection, toLocale } from "./locales";

/** ICU argument names ("{count}", "{minutes, plural, …}") and rich-text tags used by a message. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

/**
 * Words French spells exactly as English does; anything else identical to English is a
 * message someone forgot to translate.
 */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  fr: new Set(["Actions", "Application", "Configuration", "Menu", "Notifications", "Sessions"]),
};

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
          !SAME_AS_ENGLISH[locale]?.has(english),
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
    expect(detectLocale({})).toBe("en");
    expect(detectLocale({ search: "?lng=", cookie: "", navigatorLanguages: [] })).toBe("en");
  });

  it("follows spec §9's order: query, cookie, localStorage, sessionStorage, browser, <html lang>", () => {
    const all = {
      search: "?lng=sw",
      cookie: "theme=dark; lng=fr",
      localStorage: "ar",
      sessionStorage: "en",
      navigatorLanguages: ["fr-CA"],
      htmlLang: "ar",
    };
    expect(detectLocale(all)).toBe("sw");
    expect(detectLocale({ ...all, search: "" })).toBe("fr");
    expect(detectLocale({ ...all, search: "", cookie: "" })).toBe("ar");
    expect(detectLocale({ ...all, search: "", cookie: "", localStorage: null })).toBe("en");
    expect(
      detectLocale({ ...all, search: "", cookie: "", localStorage: null, sessionStorage: null }),
    ).toBe("fr");
    expect(detectLocale({ htmlLang: "ar" })).toBe("ar");
  });

  it("skips unsupported values and accepts region variants", () => {
    expect(
      detectLocale({
        search: "lng=de",
        cookie: "lng=xx",
        localStorage: "",
        navigatorLanguages: ["de-DE", "sw-KE", "fr"],
      }),
    ).toBe("sw");
    expect(detectLocale({ search: "?lng=fr-CA" })).toBe("fr");
    expect(detectLocale({ cookie: "lng=AR_eg" })).toBe("ar");
  });

  it("reads the lng cookie only, not a cookie whose name ends in lng", () => {
    expect(detectLocale({ cookie: "xlng=fr; other=1" })).toBe("en");
    expect(readCookie("a=1;lng=fr ; b=2", "lng")).toBe("fr");
    expect(readCookie("a=%E2%9C%93", "a")).toBe("✓");
    expect(readCookie("a=%E2", "a")).toBe("%E2");
    expect(readCookie("", "lng")).toBeUndefined();
  });
});

describe("localeCookie", () => {
  it("lasts 43200 minutes on path / with same-site lax (spec §9)", () => {
    expect(localeCookie("ar")).toBe("lng=ar; path=/; max-age=2592000; samesite=lax");
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
