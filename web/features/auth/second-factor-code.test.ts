import { describe, expect, it } from "vitest";
import { secondFactorCodeSchema } from "./second-factor-code";

describe("secondFactorCodeSchema", () => {
  it("reads an authenticator code of 6 digits, spaces dropped", () => {
    expect(secondFactorCodeSchema.totp(" 123 456 ")).toEqual({ success: true, data: "123456" });
  });

  it("refuses an authenticator code that is empty, short or not digits", () => {
    expect(secondFactorCodeSchema.totp("")).toMatchObject({
      error: "auth.secondFactor.validation.required",
    });
    for (const code of ["12345", "1234567", "12345a"]) {
      expect(secondFactorCodeSchema.totp(code)).toMatchObject({
        error: "auth.secondFactor.validation.totp",
      });
    }
  });

  it("keeps a backup code's case and gives back its hyphen", () => {
    expect(secondFactorCodeSchema.backup("AbCd3-9xYz2")).toEqual({
      success: true,
      data: "AbCd3-9xYz2",
    });
    expect(secondFactorCodeSchema.backup(" AbCd39xYz2 ")).toEqual({
      success: true,
      data: "AbCd3-9xYz2",
    });
  });

  it("refuses a backup code of the wrong shape", () => {
    for (const code of ["AbCd3-9xYz", "AbCd3_9xYz2", "AbCd3-9xYz22"]) {
      expect(secondFactorCodeSchema.backup(code)).toMatchObject({
        error: "auth.secondFactor.validation.backup",
      });
    }
  });
});
