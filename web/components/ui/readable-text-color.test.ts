import { describe, expect, it } from "vitest";
import { parseNormalizedColor, readableTextOn } from "./readable-text-color";

describe("readableTextOn", () => {
  it("puts dark text on light colours and white text on dark ones", () => {
    expect(readableTextOn([221, 160, 221])).toBe("#09090b"); // plum, the default
    expect(readableTextOn([255, 255, 0])).toBe("#09090b");
    expect(readableTextOn([139, 0, 0])).toBe("#ffffff"); // darkred
    expect(readableTextOn([0, 0, 128])).toBe("#ffffff"); // navy
  });
});

describe("parseNormalizedColor", () => {
  it("reads the forms a canvas normalises colours to", () => {
    expect(parseNormalizedColor("#dda0dd")).toEqual([221, 160, 221]);
    expect(parseNormalizedColor("rgba(139, 0, 0, 0.5)")).toEqual([139, 0, 0]);
    expect(parseNormalizedColor("not a colour")).toBeUndefined();
  });
});
