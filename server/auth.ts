import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { admin, emailOTP } from "better-auth/plugins";
import type { Env } from "./env.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { loginCodeEmail } from "./email/login-code-email.ts";
import type { Mailer } from "./email/mailer.ts";
import { localeFromHeaders, translator } from "./i18n.ts";
import { accessControl, roles } from "./permissions.ts";

export const OTP_LENGTH = 6;

type AuthDeps = {
  env: Env;
  prisma: PrismaClient;
  mailer: Mailer;
  log: (message: string) => void;
};

export function createAuth({ env, prisma, mailer, log }: AuthDeps) {
  return betterAuth({
    appName: "Groundwork",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.baseUrl],
    database: prismaAdapter(prisma, { provider: "postgresql" }),
    telemetry: { enabled: false },
    // Limits hold in every environment and across instances (stored in the database).
    rateLimit: { enabled: true, storage: "database" },
    session: {
      // No cookie cache: bans, role changes and revoked sessions apply on the next request.
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // better-auth turns origin checks off when NODE_ENV is "test"; keep them on so the
      // tests exercise the same protection as production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    logger: {
      log: (level, message) => {
        if (level !== "debug") log(`[auth] ${level}: ${message}`);
      },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: env.otpExpiresMinutes * 60,
        storeOTP: "encrypted",
        allowedAttempts: 3,
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          const locale = localeFromHeaders(ctx?.request?.headers ?? ctx?.headers);
          const message = loginCodeEmail({
            to: email,
            code: otp,
            minutes: env.otpExpiresMinutes,
            t: translator(locale),
            dir: locale === "ar" ? "rtl" : "ltr",
          });
          // Not awaited: known and unknown addresses must answer in the same time.
          mailer.send(message).catch((error: unknown) => {
            log(`[mail] failed to send the login code to ${email}: ${String(error)}`);
          });
        },
      }),
      admin({ ac: accessControl, roles, defaultRole: "user", adminRoles: ["admin"] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
