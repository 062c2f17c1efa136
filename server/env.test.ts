import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "groundwork-env-"));
const SECRET = "x".repeat(32);

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const dir = dataDir();
    const env = parseEnv({}, { dataDir: dir });
    expect(env).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      baseUrl: "http://localhost:3000",
      databaseUrl: undefined,
      pgliteDir: ".data/pglite",
      smtpUrl: undefined,
      demoMode: false,
      envColor: "plum",
      otpExpiresMinutes: 5,
    });
    // The development secret is generated once and kept.
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(env.authSecret);
    expect(parseEnv({}, { dataDir: dir }).authSecret).toBe(env.authSecret);
  });

  it("derives BASE_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080", AUTH_SECRET: SECRET }).baseUrl).toBe("http://localhost:8080");
    expect(parseEnv({ BASE_URL: "https://app.example.com/", AUTH_SECRET: SECRET }).baseUrl).toBe(
      "https://app.example.com",
    );
  });

  it.each([
    [{ PORT: "not-a-port" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ BASE_URL: "localhost:3000" }, "BASE_URL"],
    [{ DATABASE_URL: "mysql://db/app" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ DEMO_MODE: "yes please" }, "DEMO_MODE"],
    [{ ENV_COLOR: "red; background: url(x)" }, "ENV_COLOR"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
  ])("stops with a message naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv({ AUTH_SECRET: SECRET, ...source })).toThrow(EnvError);
    expect(() => parseEnv({ AUTH_SECRET: SECRET, ...source })).toThrow(new RegExp(`${name}:`));
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /AUTH_SECRET: is required in production/,
    );
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET }).isProduction).toBe(true);
  });

  it("reads flags and the environment banner", () => {
    const env = parseEnv({
      AUTH_SECRET: SECRET,
      DEMO_MODE: "true",
      ENV_NAME: " Staging ",
      ENV_EMOJI: "🚧",
      ENV_COLOR: "#8e4585",
    });
    expect(env).toMatchObject({
      demoMode: true,
      envName: "Staging",
      envEmoji: "🚧",
      envColor: "#8e4585",
    });
  });
});
