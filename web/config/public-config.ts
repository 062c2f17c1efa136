export const PUBLIC_CONFIG_URL = "/api/config";

// Read by hand rather than with zod: this runs in every page's first load, where zod would
// cost more than the rest of the page's own code (docs/decisions/027).

const PROVIDER_IDS = ["github", "oidc"] as const;

/** What the server exposes at GET /api/config. */
export type PublicConfig = {
  productName: string;
  devMailbox: boolean;
  demoMode: boolean;
  otpExpiresInMinutes: number;
  env: { name: string | null; emoji: string | null; color: string };
  /** Whether unknown addresses may create an account. */
  signupEnabled: boolean;
  /** Social sign-in providers configured on the server, one button each. */
  providers: { id: (typeof PROVIDER_IDS)[number]; name: string }[];
  /** Demo accounts listed on the login page; the server sends them in development only. */
  seedAccounts: string[];
};

class InvalidConfig extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidConfig(`${path}: expected an object`);
  }
  return value as Json;
}

function text(value: unknown, path: string): string {
  if (typeof value !== "string" || value === "") {
    throw new InvalidConfig(`${path}: expected a non-empty string`);
  }
  return value;
}

function flag(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw new InvalidConfig(`${path}: expected a boolean`);
  return value;
}

/** Blank means absent; other texts are trimmed. */
function optionalText(value: unknown, path: string): string | null {
  if (value === null) return null;
  if (typeof value !== "string") throw new InvalidConfig(`${path}: expected a string or null`);
  return value.trim() || null;
}

/** `fallback` when absent: keeps the login page working against an older server. */
function list<T>(value: unknown, path: string, item: (v: unknown, p: string) => T, fallback: T[]) {
  if (value === undefined) return fallback;
  if (!Array.isArray(value)) throw new InvalidConfig(`${path}: expected an array`);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

function provider(value: unknown, path: string): PublicConfig["providers"][number] {
  const { id, name } = object(value, path);
  const known = PROVIDER_IDS.find((candidate) => candidate === id);
  if (!known) throw new InvalidConfig(`${path}.id: expected one of ${PROVIDER_IDS.join(", ")}`);
  return { id: known, name: text(name, `${path}.name`) };
}

function read(input: unknown): PublicConfig {
  const config = object(input, "config");
  const env = object(config.env, "env");
  const minutes = config.otpExpiresInMinutes;
  if (typeof minutes !== "number" || !Number.isSafeInteger(minutes) || minutes <= 0) {
    throw new InvalidConfig("otpExpiresInMinutes: expected a positive integer");
  }
  return {
    productName: text(config.productName, "productName"),
    devMailbox: flag(config.devMailbox, "devMailbox"),
    demoMode: flag(config.demoMode, "demoMode"),
    otpExpiresInMinutes: minutes,
    env: {
      name: optionalText(env.name, "env.name"),
      emoji: optionalText(env.emoji, "env.emoji"),
      color: text(env.color, "env.color"),
    },
    signupEnabled:
      config.signupEnabled === undefined ? false : flag(config.signupEnabled, "signupEnabled"),
    providers: list(config.providers, "providers", provider, []),
    seedAccounts: list(config.seedAccounts, "seedAccounts", text, []),
  };
}

export function parsePublicConfig(input: unknown): PublicConfig {
  try {
    return read(input);
  } catch (error) {
    if (!(error instanceof InvalidConfig)) throw error;
    throw new Error(`Invalid ${PUBLIC_CONFIG_URL} response:\n${error.message}`);
  }
}

let pending: Promise<PublicConfig> | undefined;

/**
 * Fetched once per page load and shared. A failed attempt is forgotten so that
 * "Try again" on the error screen fetches again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch(PUBLIC_CONFIG_URL, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    throw new Error(
      `${PUBLIC_CONFIG_URL} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  return parsePublicConfig(await response.json());
}
