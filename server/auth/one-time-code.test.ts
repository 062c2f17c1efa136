import { describe, expect, it } from "vitest";
import {
  isOneTimeCode,
  normalizeOneTimeCode,
  OTP_ALPHABET,
  OTP_LENGTH,
} from "#shared/validation/one-time-code";
import { generateOneTimeCode } from "./one-time-code.ts";

describe("generateOneTimeCode", () => {
  it("makes codes of 6 symbols from Crockford's base32, no look-alikes", () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_ALPHABET).toBe("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    for (let draw = 0; draw < 200; draw++) {
      const code = generateOneTimeCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(isOneTimeCode(code)).toBe(true);
      // What the owner reads is what the server compares: normalising changes nothing.
      expect(normalizeOneTimeCode(code)).toBe(code);
    }
  });

  it("uses every symbol of the alphabet, in every position", () => {
    // 2,000 codes: each of the 32 symbols is expected ~62 times per position; missing one
    // by chance has odds around 32 × 6 × e^-62, nil.
    const seen = Array.from({ length: OTP_LENGTH }, () => new Set<string>());
    for (let draw = 0; draw < 2000; draw++) {
      [...generateOneTimeCode()].forEach((symbol, position) => seen[position]!.add(symbol));
    }
    for (const symbols of seen) expect([...symbols].sort().join("")).toBe(OTP_ALPHABET);
  });
});
