import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { userEmail, userName } from "#shared/validation/user";
import { EMAIL_PATTERN, isEmailAddress, isPrintableName } from "#shared/validation/user-fields";

describe("EMAIL_PATTERN", () => {
  it("is zod's z.email() pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it("accepts addresses and rejects the rest, with and without zod", () => {
    for (const [address, valid] of [
      ["ada+test@example.com", true],
      ["ada@example", false],
      ["ada example@x.com", false],
    ] as const) {
      expect({ address, valid: isEmailAddress(address) }).toEqual({ address, valid });
      expect({ address, valid: userEmail.safeParse(address).success }).toEqual({ address, valid });
    }
  });
});

describe("the name rule", () => {
  const apiAccepts = (name: string) => userName.safeParse(name).success;

  it("accepts names in any script, joiners included", () => {
    for (const name of ["Amara Okafor", "ليلى حداد", "می\u200cخواهم", "O'Brien-Smith"]) {
      expect({ name, form: isPrintableName(name), api: apiAccepts(name) }).toEqual({
        name,
        form: true,
        api: true,
      });
    }
  });

  // The web form refused these while the API stored them: one rule now decides for both.
  it("refuses controls, bidirectional overrides and angle brackets in the API as in the form", () => {
    for (const name of [
      "Ada\nLovelace",
      "Ada\u0000",
      "Ada\u0085",
      "evil\u202egnp.exe",
      "<b>Ada</b>",
    ]) {
      expect({ name, form: isPrintableName(name), api: apiAccepts(name) }).toEqual({
        name,
        form: false,
        api: false,
      });
    }
  });
});
