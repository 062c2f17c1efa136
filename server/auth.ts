import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { admin, emailOTP, genericOAuth, organization } from "better-auth/plugins";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import type { Env } from "./env.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { loginCodeEmail } from "./email/login-code-email.tsx";
import type { Mailer, MailMessage } from "./email/mailer.ts";
import { localeFromHeaders, translator } from "./i18n.ts";
import {
  accessControl,
  organizationAccessControl,
  organizationRoles,
  roles,
} from "./permissions.ts";

export const OTP_LENGTH = 6;
/** Deleting the account needs a sign-in at most this old (else SESSION_EXPIRED). */
export const FRESH_SESSION_SECONDS = 15 * 60;
export const IMPERSONATION_SECONDS = 60 * 60;

type AuthDeps = {
  env: Env;
  prisma: PrismaClient;
  mailer: Mailer;
  log: (message: string) => void;
};

export function createAuth({ env, prisma, mailer, log }: AuthDeps) {
  // Rendering and sending are not awaited: known and unknown addresses answer in the same time.
  const sendInBackground = (build: Promise<MailMessage>, what: string) => {
    build
      .then((message) => mailer.send(message))
      .catch((error: unknown) => log(`[mail] failed to send ${what}: ${String(error)}`));
  };
  const disableSignUp = !env.signupEnabled;

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
      freshAge: FRESH_SESSION_SECONDS,
    },
    user: {
      deleteUser: { enabled: true },
    },
    socialProviders: env.github ? { github: { ...env.github, disableSignUp } } : {},
    // Failures before the provider is known (bad state…) land on the web's error page too.
    onAPIError: { errorURL: `${env.baseUrl}/login/error` },
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set only by server/auth-http.ts from the socket or a trusted proxy (TRUST_PROXY).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns origin checks off when NODE_ENV is "test"; keep them on so the
      // tests exercise the same protection as production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Session and user in one SQL statement: every GraphQL request resolves the session.
      database: { joins: true },
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
        disableSignUp,
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const locale = localeFromHeaders(ctx?.request?.headers ?? ctx?.headers);
          const message = loginCodeEmail({
            to: email,
            code: otp,
            minutes: env.otpExpiresMinutes,
            t: translator(locale),
            locale,
            purpose: type === "change-email" ? "changeEmail" : "loginCode",
          });
          sendInBackground(message, `the ${type} code to ${email}`);
        },
      }),
      admin({
        ac: accessControl,
        roles,
        defaultRole: "user",
        adminRoles: ["admin"],
        // Explicit although it is the default: the limit is a security promise (issue 3).
        impersonationSessionDuration: IMPERSONATION_SECONDS,
        allowImpersonatingAdmins: false,
      }),
      organization({
        ac: organizationAccessControl,
        roles: organizationRoles,
        creatorRole: "owner",
        teams: { enabled: true },
      }),
      ...(env.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "oidc",
                  name: env.oidc.name,
                  discoveryUrl: `${env.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: env.oidc.clientId,
                  clientSecret: env.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  disableSignUp,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
