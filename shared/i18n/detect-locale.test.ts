import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "#shared/i18n/accept-language";
import { detectLocale } from "#shared/i18n/detect-locale";

describe("detectLocale", () => {
  it("defaults to English", () => {
    expect(detectLocale({})).toBe("en");
    expect(detectLocale({ search: "?lng=", cookie: "", languages: [] })).toBe("en");
  });

  it("follows docs/product.md §Constants order: query, cookie, localStorage, sessionStorage, browser, <html lang>", () => {
    const all = {
      search: "?lng=sw",
      cookie: "theme=dark; lng=fr",
      localStorage: "ar",
      sessionStorage: "en",
      languages: ["fr-CA"],
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
        languages: ["de-DE", "sw-KE", "fr"],
      }),
    ).toBe("sw");
    expect(detectLocale({ search: "?lng=fr-CA" })).toBe("fr");
    expect(detectLocale({ cookie: "lng=AR_eg" })).toBe("ar");
  });

  it("reads the lng cookie only, not a cookie whose name ends in lng", () => {
    expect(detectLocale({ cookie: "xlng=fr; other=1" })).toBe("en");
    expect(detectLocale({ cookie: "a=1;lng=fr ; b=2" })).toBe("fr");
    expect(detectLocale({ cookie: "lng=%E2; broken" })).toBe("en");
  });

  it("orders Accept-Language by its quality weights", () => {
    expect(detectLocale({ languages: acceptedLanguages("fr;q=0.1, sw") })).toBe("sw");
    expect(detectLocale({ languages: acceptedLanguages("de, fr;q=0.5, ar;q=0.8") })).toBe("ar");
    expect(detectLocale({ languages: acceptedLanguages("sw;q=0, fr-CA;q=0.2") })).toBe("fr");
    expect(detectLocale({ cookie: "lng=ar", languages: acceptedLanguages("sw") })).toBe("ar");
  });

  it("survives garbage headers", () => {
    for (const header of ["*", ",,;q=abc", "x;;", "fr;q=NaN", "\u0000", "=;=,", "a".repeat(5000)]) {
      expect(
        detectLocale({ languages: acceptedLanguages(header), cookie: header, search: header }),
      ).toBe("en");
    }
    expect(detectLocale({ languages: acceptedLanguages("*;q=0.9, x;;, ar-EG;q=0.5") })).toBe("ar");
  });
});

describe("acceptedLanguages", () => {
  it("keeps equal weights in header order and drops q=0", () => {
    expect(acceptedLanguages("fr-CA, fr;q=0.9, sw;q=0.9, de;q=0")).toEqual(["fr-CA", "fr", "sw"]);
    expect(acceptedLanguages(null)).toEqual([]);
  });

  it("keeps only the 16 most wanted of a header that lists thousands", () => {
    const header = `${"de,".repeat(5000)}fr;q=0.1`;
    expect(acceptedLanguages(header)).toHaveLength(16);
    expect(detectLocale({ languages: acceptedLanguages(header) })).toBe("en");
  });
});
