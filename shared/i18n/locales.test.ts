import { match } from "@formatjs/intl-localematcher";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, localeCookie, matchLocale, textDirection, toLocale } from "#shared/i18n/locales";

/** The reference: @formatjs/intl-localematcher's ECMA-402 lookup over canonical tags. */
function referenceMatch(tags: readonly string[]): string | undefined {
  const valid = tags.flatMap((tag) => {
    try {
      return Intl.getCanonicalLocales(tag.trim().replace(/_/g, "-"));
    } catch {
      return [];
    }
  });
  const NONE = "none";
  const matched = match(valid, LOCALES, NONE, { algorithm: "lookup" });
  return matched === NONE ? undefined : matched;
}

const subtag = fc.oneof(
  fc.constantFrom(...LOCALES, "de", "FR", "Ar", "zh", "x", "u", "i", "Latn", "CA", "419"),
  fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/),
);
const tag = fc.oneof(
  fc.array(subtag, { minLength: 1, maxLength: 5 }).map((parts) => parts.join("-")),
  fc.string(),
);

describe("matchLocale", () => {
  it("answers as intl-localematcher's lookup for any list of tags, garbage included", () => {
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 4 }), (tags) => {
        expect(matchLocale(tags)).toBe(referenceMatch(tags));
      }),
      { numRuns: 1000 },
    );
  });

  it("reduces region and script variants to a supported language", () => {
    expect(toLocale("fr-CA")).toBe("fr");
    expect(toLocale("AR_eg")).toBe("ar");
    expect(toLocale("sw-Latn-KE")).toBe("sw");
    expect(toLocale("de")).toBeUndefined();
    expect(toLocale("*")).toBeUndefined();
    expect(toLocale(null)).toBeUndefined();
    expect(matchLocale(["de-DE", "x;;", "sw-KE", "fr"])).toBe("sw");
  });
});

describe("localeCookie", () => {
  it("lasts 43200 minutes on path / with same-site lax (docs/product.md §Constants)", () => {
    expect(localeCookie("ar")).toBe("lng=ar; Max-Age=2592000; Path=/; SameSite=Lax");
  });
});

describe("textDirection", () => {
  it("writes Arabic right to left", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
  });
});
