import { describe, expect, it } from "vitest";
import { parsePublicConfig } from "./public-config";

const valid = {
  productName: "Groundwork",
  devMailbox: true,
  demoMode: false,
  otpExpiresInMinutes: 5,
  env: { name: "Staging", emoji: "🧪", color: "plum" },
  signupEnabled: true,
  providers: [{ id: "oidc", name: "Acme SSO" }],
  seedAccounts: ["admin@example.com"],
};

describe("parsePublicConfig", () => {
  it("accepts the server's answer", () => {
    expect(parsePublicConfig(valid)).toEqual(valid);
  });

  it("accepts a config without environment name or emoji", () => {
    const config = parsePublicConfig({ ...valid, env: { name: null, emoji: null, color: "plum" } });
    expect(config.env).toEqual({ name: null, emoji: null, color: "plum" });
  });

  it("treats blank environment texts as absent and trims the others", () => {
    const config = parsePublicConfig({
      ...valid,
      env: { name: "  ", emoji: " 🚧 ", color: "#123456" },
    });
    expect(config.env).toEqual({ name: null, emoji: "🚧", color: "#123456" });
  });

  it("defaults the sign-in options of an older server to none", () => {
    const { signupEnabled: _s, providers: _p, seedAccounts: _a, ...older } = valid;
    const config = parsePublicConfig(older);
    expect(config).toMatchObject({ signupEnabled: false, providers: [], seedAccounts: [] });
  });

  it("rejects an unknown provider id", () => {
    expect(() => parsePublicConfig({ ...valid, providers: [{ id: "x", name: "X" }] })).toThrow(
      /providers/,
    );
  });

  it("rejects missing or mistyped fields with a readable message", () => {
    expect(() => parsePublicConfig({ ...valid, devMailbox: "yes" })).toThrow(/devMailbox/);
    expect(() => parsePublicConfig({ ...valid, otpExpiresInMinutes: 0 })).toThrow(
      /otpExpiresInMinutes/,
    );
    expect(() => parsePublicConfig({ ...valid, env: undefined })).toThrow(/env/);
    expect(() => parsePublicConfig(null)).toThrow(/\/api\/config/);
  });
});
