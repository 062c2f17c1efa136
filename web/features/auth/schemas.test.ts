import { describe, expect, it } from "vitest";
import { codeSchema, emailSchema } from "./schemas";

describe("emailSchema", () => {
  it("accepts and trims a valid address", () => {
    expect(emailSchema("  ada@example.com ")).toEqual({
      success: true,
      data: "ada@example.com",
    });
  });

  it("reports a missing email", () => {
    expect(emailSchema("")).toEqual({
      success: false,
      error: "auth.validation.emailRequired",
    });
    expect(emailSchema("   ")).toEqual({
      success: false,
      error: "auth.validation.emailRequired",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada example@x.com"])(
    "reports %j as invalid",
    (value) => {
      expect(emailSchema(value)).toEqual({
        success: false,
        error: "auth.validation.emailInvalid",
      });
    },
  );
});

describe("codeSchema", () => {
  it("accepts a 6-character code", () => {
    expect(codeSchema("123456")).toEqual({ success: true, data: "123456" });
    expect(codeSchema(" 123 456 ")).toEqual({ success: true, data: "123456" });
  });

  it("reads letters in any case, spaced or hyphenated, as the e-mailed capitals", () => {
    expect(codeSchema("a7k-9zq")).toEqual({ success: true, data: "A7K9ZQ" });
    expect(codeSchema(" A7k 9Zq\n")).toEqual({ success: true, data: "A7K9ZQ" });
    expect(codeSchema("ＡＢＣ–１２３")).toEqual({ success: true, data: "ABC123" });
  });

  it("reads the letters left out of the alphabet as the digits they look like", () => {
    expect(codeSchema("oOiIlL")).toEqual({ success: true, data: "001111" });
  });

  it("reads Arabic-Indic and Persian digits as ASCII digits", () => {
    expect(codeSchema("١٢٣٤٥٦")).toEqual({ success: true, data: "123456" });
    expect(codeSchema("۷۸۹۰۱۲")).toEqual({ success: true, data: "789012" });
  });

  it("reports a missing code before anything else", () => {
    expect(codeSchema("")).toEqual({
      success: false,
      error: "auth.validation.codeRequired",
    });
    expect(codeSchema("  ")).toEqual({
      success: false,
      error: "auth.validation.codeRequired",
    });
  });

  it.each(["12345", "1234567", "12 456", "12-456"])("reports %j as the wrong length", (value) => {
    expect(codeSchema(value)).toEqual({
      success: false,
      error: "auth.validation.codeLength",
    });
  });

  it.each(["12345$", "12345é", "ABCDEU", "12.456"])("reports %j as invalid", (value) => {
    expect(codeSchema(value)).toEqual({
      success: false,
      error: "auth.validation.codeInvalid",
    });
  });
});
