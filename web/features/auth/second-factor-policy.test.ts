import { describe, expect, it } from "vitest";
import { mustSetUpSecondFactor } from "./second-factor-policy";

describe("mustSetUpSecondFactor", () => {
  it("sends an admin without a second factor to set one up, when the policy is on", () => {
    expect(mustSetUpSecondFactor(true, { role: "admin", twoFactorEnabled: false })).toBe(true);
    expect(mustSetUpSecondFactor(true, { role: "user,admin" })).toBe(true);
  });

  it("lets admins with a factor, users, and everyone when the policy is off through", () => {
    expect(mustSetUpSecondFactor(true, { role: "admin", twoFactorEnabled: true })).toBe(false);
    expect(mustSetUpSecondFactor(true, { role: "user", twoFactorEnabled: false })).toBe(false);
    expect(mustSetUpSecondFactor(false, { role: "admin", twoFactorEnabled: false })).toBe(false);
  });
});
