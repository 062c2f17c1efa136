import { describe, expect, it } from "vitest";
import { isOneTimeCode, normalizeOneTimeCode, oneTimeCodeProblem } from "./one-time-code.ts";

describe("normalizeOneTimeCode", () => {
  it.each([
    ["A7K9ZQ", "A7K9ZQ"],
    ["a7k9zq", "A7K9ZQ"],
    ["  a7k 9zq\n", "A7K9ZQ"],
    ["A7K-9ZQ", "A7K9ZQ"],
    ["a7k – 9zq", "A7K9ZQ"],
    ["A7K\u22129ZQ", "A7K9ZQ"],
    ["ａ７ｋ９ｚｑ", "A7K9ZQ"],
    ["oOiIlL", "001111"],
    ["١٢٣٤٥٦", "123456"],
    ["۷۸۹۰۱۲", "789012"],
  ])("reads %j as %j", (typed, code) => {
    expect(normalizeOneTimeCode(typed)).toBe(code);
    expect(isOneTimeCode(normalizeOneTimeCode(typed))).toBe(true);
  });
});

describe("oneTimeCodeProblem", () => {
  it.each([
    ["", "auth.validation.codeRequired"],
    ["A7K9Z", "auth.validation.codeLength"],
    ["A7K9ZQ1", "auth.validation.codeLength"],
    ["A7K9ZU", "auth.validation.codeInvalid"],
    ["A7K9Z$", "auth.validation.codeInvalid"],
    ["a7k9zq", "auth.validation.codeInvalid"],
  ])("finds %j %s", (code, problem) => {
    expect(oneTimeCodeProblem(code)).toBe(problem);
  });

  it("finds nothing wrong with a well-formed code", () => {
    expect(oneTimeCodeProblem("A7K9ZQ")).toBeNull();
    expect(oneTimeCodeProblem("000000")).toBeNull();
  });
});
