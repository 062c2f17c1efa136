import { readFileSync } from "node:fs";
import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../server/i18n.ts";
import { createAuth } from "../../server/auth/auth.ts";
import { parseEnv } from "../../server/env.ts";
import type { PrismaClient } from "../../server/generated/prisma/client.ts";
import { silentLogger } from "../../server/logger.ts";

// Every code better-auth (core and the plugins we run) can answer must read as a clear,
// translated message in the web app (docs/product.md §Errors). The catalogue is taken from the installed
// packages, so an upgrade that adds a code fails here until it is translated.
const env = parseEnv({
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
  OIDC_ISSUER: "http://127.0.0.1:9",
  OIDC_CLIENT_ID: "x",
  OIDC_CLIENT_SECRET: "x",
});
const auth = createAuth({
  env,
  prisma: {} as PrismaClient,
  accountMail: {
    code: async () => {},
    emailChanged: async () => {},
    noAccount: async () => {},
    invitation: async () => {},
  },
  logger: silentLogger,
  now: () => 0,
});
// Ours: the per-address limit and the honest sign-out (server/auth/http.ts), the read-only
// demo's refusal (server/demo-mode.ts), the account rules (server/auth/account-guards.ts,
// server/auth/session-rules.ts),
// validation (server/auth/input.ts) and the codes given to code-less failures by their
// status (server/auth/error-language.ts).
const OWN_CODES = [
  ...["TOO_MANY_REQUESTS", "FAILED_TO_SIGN_OUT", "DEMO_MODE", "VALIDATION"],
  ...["IMPERSONATION_FORBIDDEN", "YOU_CANNOT_CHANGE_YOUR_OWN_ROLES", "CANNOT_REMOVE_LAST_ADMIN"],
  ...["ADMIN_SESSION_MISSING", "SECOND_FACTOR_REQUIRED", "SECOND_FACTOR_SETUP_REQUIRED"],
  ...["BAD_REQUEST", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "METHOD_NOT_ALLOWED"],
  ...["UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE", "INTERNAL_SERVER_ERROR"],
];
const codes = [
  ...new Set([...Object.keys(BASE_ERROR_CODES), ...Object.keys(auth.$ERROR_CODES), ...OWN_CODES]),
].sort();

describe("auth error codes", () => {
  it("covers the core, admin, e-mail code and organization catalogues", () => {
    for (const code of ["USER_NOT_FOUND", "BANNED_USER", "INVALID_OTP", "TEAM_NOT_FOUND"]) {
      expect(codes).toContain(code);
    }
  });

  for (const locale of LOCALES) {
    it(`has a message for each code in ${locale}`, () => {
      const file = new URL(`../../locales/${locale}.json`, import.meta.url);
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      const missing = codes.filter((code) => !messages[`auth.errorCodes.${code}`]);
      expect(missing).toEqual([]);
    });
  }
});
