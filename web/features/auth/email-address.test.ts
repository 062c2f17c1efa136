import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { EMAIL_PATTERN, isEmailAddress } from "./email-address";

describe("EMAIL_PATTERN", () => {
  it("is zod's z.email() pattern, which the server checks", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it("accepts addresses and rejects the rest", () => {
    expect(isEmailAddress("ada+test@example.com")).toBe(true);
    expect(isEmailAddress("ada@example")).toBe(false);
    expect(isEmailAddress(" ada@example.com")).toBe(false);
  });
});
