import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, startupWarnings } from "./env.ts";

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
      worker: true,
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
    expect(
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: SECRET, SMTP_URL: "smtp://mail" })
        .isProduction,
    ).toBe(true);
  });

  it("requires SMTP_URL in production, except for the demo", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: SECRET };
    expect(() => parseEnv(production)).toThrow(/SMTP_URL: is required in production/);
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail:25" }).smtpUrl).toBe("smtp://mail:25");
    expect(parseEnv({ ...production, DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("reads ADMIN_EMAILS as a lower-case list and names a bad address", () => {
    const env = parseEnv({
      AUTH_SECRET: SECRET,
      ADMIN_EMAILS: " Ops@Example.com, b@example.org ,,",
    });
    expect(env.adminEmails).toEqual(["ops@example.com", "b@example.org"]);
    expect(parseEnv({ AUTH_SECRET: SECRET }).adminEmails).toEqual([]);
    expect(() => parseEnv({ AUTH_SECRET: SECRET, ADMIN_EMAILS: "ops@example.com, nope" })).toThrow(
      /ADMIN_EMAILS: "nope" is not an e-mail address/,
    );
  });

  it("reads the shutdown timeout and the log level", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET })).toMatchObject({
      shutdownTimeoutMs: 10_000,
      logLevel: "info",
    });
    expect(parseEnv({ AUTH_SECRET: SECRET, NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(
      parseEnv({ AUTH_SECRET: SECRET, SHUTDOWN_TIMEOUT_MS: "2500", LOG_LEVEL: "debug" }),
    ).toMatchObject({ shutdownTimeoutMs: 2500, logLevel: "debug" });
    expect(() => parseEnv({ AUTH_SECRET: SECRET, SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(
      /SHUTDOWN_TIMEOUT_MS:/,
    );
    expect(() => parseEnv({ AUTH_SECRET: SECRET, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL:/);
  });

  it("keeps the listener open 5 s after SIGTERM in production, none elsewhere, or as set", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: SECRET, SMTP_URL: "smtp://m:25" };
    expect(parseEnv(production).shutdownGraceMs).toBe(5000);
    expect(parseEnv({ AUTH_SECRET: SECRET }).shutdownGraceMs).toBe(0);
    expect(parseEnv({ ...production, SHUTDOWN_GRACE_MS: "0" }).shutdownGraceMs).toBe(0);
    expect(parseEnv({ AUTH_SECRET: SECRET, SHUTDOWN_GRACE_MS: "2000" }).shutdownGraceMs).toBe(2000);
    expect(() => parseEnv({ AUTH_SECRET: SECRET, SHUTDOWN_GRACE_MS: "-1" })).toThrow(
      /SHUTDOWN_GRACE_MS:/,
    );
  });

  it("runs the job workers unless WORKER=off, and names a bad value", () => {
    const read = (WORKER: string) => parseEnv({ WORKER }, { dataDir: dataDir() }).worker;
    expect(read("on")).toBe(true);
    expect(read("off")).toBe(false);
    expect(() => read("false")).toThrow(/WORKER/);
  });

  it("warns when production runs on plain http", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: SECRET, SMTP_URL: "smtp://mail" };
    expect(
      startupWarnings(parseEnv({ ...production, BASE_URL: "http://app.example.com" })),
    ).toEqual([expect.stringMatching(/BASE_URL is not https/)]);
    expect(
      startupWarnings(parseEnv({ ...production, BASE_URL: "https://app.example.com" })),
    ).toEqual([]);
    expect(startupWarnings(parseEnv({ AUTH_SECRET: SECRET }))).toEqual([]);
  });

  it("listens on loopback in development and tests, everywhere in production, unless HOST says", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET }).host).toBe("127.0.0.1");
    expect(parseEnv({ AUTH_SECRET: SECRET, NODE_ENV: "test" }).host).toBe("127.0.0.1");
    const production = { NODE_ENV: "production", AUTH_SECRET: SECRET, SMTP_URL: "smtp://mail" };
    // Unset: Node's default, every interface (IPv6 and IPv4), as containers need.
    expect(parseEnv(production).host).toBeUndefined();
    expect(parseEnv({ ...production, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    for (const host of ["0.0.0.0", "::", "::1", "localhost", "app.internal", "10.0.0.5"]) {
      expect(parseEnv({ AUTH_SECRET: SECRET, HOST: host }).host).toBe(host);
    }
    for (const host of ["http://0.0.0.0", "0.0.0.0:3000", "bad host", "[::1]"]) {
      expect(() => parseEnv({ AUTH_SECRET: SECRET, HOST: host }), host).toThrow(/HOST:/);
    }
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
