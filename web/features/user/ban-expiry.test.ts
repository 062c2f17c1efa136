import { describe, expect, it } from "vitest";
import { banExpiresInSeconds } from "./ban-expiry";

describe("banExpiresInSeconds", () => {
  it("lasts until the end of the picked day", () => {
    const now = new Date(2030, 0, 1, 12, 0, 0);
    const lastDay = new Date(2030, 0, 2);
    expect(banExpiresInSeconds(lastDay, now)).toBe(36 * 3600 - 1);
  });

  it("is never zero or negative", () => {
    const now = new Date(2030, 0, 3, 12, 0, 0);
    expect(banExpiresInSeconds(new Date(2030, 0, 1), now)).toBe(1);
  });
});
