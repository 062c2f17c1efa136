import { describe, expect, it } from "vitest";
import { relativeLuminance, parseNormalizedColor } from "./readable-text-color";
import { AVATAR_PALETTE, avatarColors, avatarInitials } from "./avatar-style";

describe("avatar initials", () => {
  it("take the first and last words of the name", () => {
    expect(avatarInitials("Ada Lovelace", "ada@example.com")).toBe("AL");
    expect(avatarInitials("  Jean  Paul   Sartre ", "j@example.com")).toBe("JS");
    expect(avatarInitials("zawadi", "z@example.com")).toBe("Z");
  });

  it("fall back to the e-mail's local part when the name is empty", () => {
    expect(avatarInitials("", "ada.lovelace@example.com")).toBe("AL");
    expect(avatarInitials("   ", "user@example.com")).toBe("U");
    expect(avatarInitials("", "first_last+tag@example.com")).toBe("FT");
    expect(avatarInitials("", "---@example.com")).toBe("?");
  });

  it("keep letters outside the Basic Multilingual Plane whole and uppercase in the locale", () => {
    expect(avatarInitials("𝒜da Byron", "a@example.com")).toBe("𝒜B");
    expect(avatarInitials("ilker irmak", "i@example.com", "tr")).toBe("İİ");
    expect(avatarInitials("عمر خيام", "o@example.com")).toBe("عخ");
  });
});

describe("avatar colours", () => {
  it("are the same for the same seed and spread over the palette", () => {
    expect(avatarColors("user-1")).toEqual(avatarColors("user-1"));
    const backgrounds = new Set(
      Array.from({ length: 200 }, (_, index) => avatarColors(`user-${index}`).background),
    );
    expect(backgrounds.size).toBe(AVATAR_PALETTE.length);
  });

  it("always put text of at least 4.5:1 contrast on the background", () => {
    for (let index = 0; index < 200; index += 1) {
      const { background, color } = avatarColors(`seed-${index}`);
      const [bg, fg] = [background, color].map((hex) => {
        const rgb = parseNormalizedColor(hex);
        if (!rgb) throw new Error(`not a colour: ${hex}`);
        return relativeLuminance(rgb);
      }) as [number, number];
      const ratio = (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05);
      expect(ratio, background).toBeGreaterThanOrEqual(4.5);
    }
  });
});
