import { describe, expect, it } from "vitest";
import { apiKeyCreateSchema } from "#shared/validation/api-key";
import { expiryDate } from "./api-key-expiry";

const now = new Date("2026-03-01T10:00:00Z");

describe("expiryDate", () => {
  it("adds the preset's days", () => {
    expect(expiryDate("30", undefined, now)?.toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("ends a picked day at its last second, and needs a day", () => {
    const end = expiryDate("custom", new Date(2026, 5, 10), now);
    expect([end?.getDate(), end?.getHours(), end?.getMinutes()]).toEqual([10, 23, 59]);
    expect(expiryDate("custom", undefined, now)).toBeUndefined();
  });

  it("gives dates the shared schema accepts, up to a year", () => {
    const result = apiKeyCreateSchema.safeParse({
      name: "ci",
      expiresAt: expiryDate("365", undefined),
    });
    expect(result.success).toBe(true);
  });
});
