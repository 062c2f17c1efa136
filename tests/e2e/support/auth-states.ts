import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";

// Signed-in browser states, made once per run by the setup projects (tests/e2e/auth.setup.ts)
// and read by the specs' fixtures. One sign-in per account and server for the whole run:
// the server e-mails at most 5 codes an hour to one address, and a worker that restarts
// after a failed test reads the file again rather than signing in anew.

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * admin: the seeded admin. user: a seeded user (reads only, never signs out). newcomer: an
 * account that has just signed up and has no name yet (the onboarding screen).
 */
export type StateName = "admin" | "user" | "newcomer";

const ROOT = new URL("../../../", import.meta.url);

/** The folder of one server's states; playwright.config.ts empties it when a run starts. */
export function authStateDir(port: number | string): string {
  return fileURLToPath(new URL(`.data/e2e-auth-${port}/`, ROOT));
}

export function authStatePath(baseURL: string, name: StateName): string {
  return join(authStateDir(new URL(baseURL).port), `${name}.json`);
}

export function readAuthState(baseURL: string, name: StateName): StorageState {
  const file = authStatePath(baseURL, name);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StorageState;
  } catch (error) {
    throw new Error(
      `No signed-in state "${name}" for ${baseURL} (${file}): the setup projects make it ` +
        `(tests/e2e/auth.setup.ts). Run through playwright.config.ts, without --no-deps.`,
      { cause: error },
    );
  }
}
