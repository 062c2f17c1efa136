import { describe, expect, it } from "vitest";
import { codeSchema, emailSchema, nameSchema, validate } from "./schemas";

describe("emailSchema", () => {
  it("accepts and trims a valid address", () => {
    expect(validate(emailSchema, "  ada@example.com ")).toEqual({
      success: true,
      data: "ada@example.com",
    });
  });

  it("reports a missing email", () => {
    expect(validate(emailSchema, "")).toEqual({
      success: false,
      error: "auth.validation.emailRequired",
    });
    expect(validate(emailSchema, "   ")).toEqual({
      success: false,
      error: "auth.validation.emailRequired",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada example@x.com"])(
    "reports %j as invalid",
    (value) => {
      expect(validate(emailSchema, value)).toEqual({
        success: false,
        error: "auth.validation.emailInvalid",
      });
    },
  );
});

describe("codeSchema", () => {
  it("accepts a 6-character code", () => {
    expect(validate(codeSchema, "123456")).toEqual({ success: true, data: "123456" });
    expect(validate(codeSchema, " 123 456 ")).toEqual({ success: true, data: "123456" });
  });

  it("reads letters in any case, spaced or hyphenated, as the e-mailed capitals", () => {
    expect(validate(codeSchema, "a7k-9zq")).toEqual({ success: true, data: "A7K9ZQ" });
    expect(validate(codeSchema, " A7k 9Zq\n")).toEqual({ success: true, data: "A7K9ZQ" });
    expect(validate(codeSchema, "ＡＢＣ–１２３")).toEqual({ success: true, data: "ABC123" });
  });

  it("reads the letters left out of the alphabet as the digits they look like", () => {
    expect(validate(codeSchema, "oOiIlL")).toEqual({ success: true, data: "001111" });
  });

  it("reads Arabic-Indic and Persian digits as ASCII digits", () => {
    expect(validate(codeSchema, "١٢٣٤٥٦")).toEqual({ success: true, data: "123456" });
    expect(validate(codeSchema, "۷۸۹۰۱۲")).toEqual({ success: true, data: "789012" });
  });

  it("reports a missing code before anything else", () => {
    expect(validate(codeSchema, "")).toEqual({
      success: false,
      error: "auth.validation.codeRequired",
    });
    expect(validate(codeSchema, "  ")).toEqual({
      success: false,
      error: "auth.validation.codeRequired",
    });
  });

  it.each(["12345", "1234567", "12 456", "12-456"])("reports %j as the wrong length", (value) => {
    expect(validate(codeSchema, value)).toEqual({
      success: false,
      error: "auth.validation.codeLength",
    });
  });

  it.each(["12345$", "12345é", "ABCDEU", "12.456"])("reports %j as invalid", (value) => {
    expect(validate(codeSchema, value)).toEqual({
      success: false,
      error: "auth.validation.codeInvalid",
    });
  });
});

describe("nameSchema", () => {
  it("accepts and trims a name in any script", () => {
    expect(validate(nameSchema, "  Amara Okafor ")).toEqual({
      success: true,
      data: "Amara Okafor",
    });
    expect(validate(nameSchema, "ليلى حداد")).toEqual({ success: true, data: "ليلى حداد" });
  });

  it("reports a missing name", () => {
    expect(validate(nameSchema, "  ")).toEqual({
      success: false,
      error: "auth.validation.nameRequired",
    });
  });

  it.each(["a".repeat(101), "Ada\nLovelace", "<script>", "Ada\u0000"])(
    "reports %j as invalid",
    (value) => {
      expect(validate(nameSchema, value)).toEqual({
        success: false,
        error: "auth.validation.nameInvalid",
      });
    },
  );
});
