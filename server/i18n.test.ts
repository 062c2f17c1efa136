import { describe, expect, it } from "vitest";
import { localeFromHeaders } from "./i18n.ts";

// The server's language for errors and e-mails goes through the shared detection
// (shared/i18n/detect-locale.ts); these cases are the ones a request can carry.
describe("localeFromHeaders", () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it("honours Accept-Language quality weights", () => {
    expect(localeFromHeaders(headers({ "accept-language": "fr;q=0.1, sw" }))).toBe("sw");
    expect(localeFromHeaders(headers({ "accept-language": "de, fr;q=0.5, ar;q=0.8" }))).toBe("ar");
    expect(localeFromHeaders(headers({ "accept-language": "sw;q=0, fr;q=0.2" }))).toBe("fr");
  });

  it("reads region tags and skips garbage", () => {
    expect(localeFromHeaders(headers({ "accept-language": "fr-CA,fr;q=0.9" }))).toBe("fr");
    expect(localeFromHeaders(headers({ "accept-language": "*;q=0.9, x;;, ar-EG;q=0.5" }))).toBe(
      "ar",
    );
    expect(localeFromHeaders(headers({ "accept-language": ",,;q=abc" }))).toBe("en");
    expect(localeFromHeaders(undefined)).toBe("en");
  });

  it("puts the lng cookie before Accept-Language, and reads only that cookie", () => {
    const accept = { "accept-language": "sw" };
    expect(localeFromHeaders(headers({ ...accept, cookie: "theme=dark; lng=ar" }))).toBe("ar");
    expect(localeFromHeaders(headers({ ...accept, cookie: "xlng=fr; lng=de" }))).toBe("sw");
    expect(localeFromHeaders(headers({ cookie: "lng=fr-CA" }))).toBe("fr");
  });
});
