import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { admin, emailOTP, genericOAuth, organization } from "better-auth/plugins";
import { adminEmailHooks } from "./admin-emails.ts";
import { withAuditActor } from "../audit/auth-hooks.ts";
import { createAuthHooks } from "./hooks.ts";
import { IMPERSONATION_SECONDS, withSessionHooks } from "./session-hooks.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { loginCodeEmail } from "../email/login-code-email.tsx";
import type { Mailer, MailMessage } from "../email/mailer.ts";
import { noAccountEmail } from "../email/no-account-email.tsx";
import { localeFromHeaders, translator } from "../i18n.ts";
import { OTP_LENGTH } from "#shared/validation/user-fields";
import type { Logger } from "../logger.ts";
import { codeRouteRateLimits } from "./ip-limits.ts";
import {
  accessControl,
  organizationAccessControl,
  organizationRoles,
  roles,
} from "./permissions.ts";

/** Deleting the account needs a sign-in at most this old (else SESSION_EXPIRED). */
export const FRESH_SESSION_SECONDS = 15 * 60;
export { IMPERSONATION_SECONDS };

type AuthDeps = {
  env: Env;
  prisma: PrismaClient;
  mailer: Mailer;
  logger: Logger;
};

export function createAuth({ env, prisma, mailer, logger }: AuthDeps) {
  // Rendering and sending are not awaited: known and unknown addresses answer in the same time.
  const sendInBackground = (build: Promise<MailMessage>, what: string) => {
    build
      .then((message) => mailer.send(message))
      .catch((error: unknown) => logger.error({ err: error }, `failed to send ${what}`));
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
    // Limits hold in every environment and across instances (stored in the database). The
    // code routes' per-IP limits are sized for an office behind one NAT (ip-limits.ts).
    rateLimit: { enabled: true, storage: "database", customRules: codeRouteRateLimits },
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
    // throw: unexpected errors reach app.ts's onError (a 503 when the database is down, else a
    // logged 500) instead of better-auth's bare 500 and console output.
    onAPIError: { errorURL: `${env.baseUrl}/login/error`, throw: true },
    // The audit log learns the REST caller from the session better-auth loaded (ADR 033).
    databaseHooks: withAuditActor(withSessionHooks(adminEmailHooks(env.adminEmails, prisma))),
    // Route allow-list, validation, impersonation and last-admin rules, per-address limits.
    hooks: createAuthHooks({
      env,
      prisma,
      notifyUnknownAddress: (email, locale) =>
        sendInBackground(
          noAccountEmail({ to: email, t: translator(locale), locale }),
          "the no-account notice",
        ),
    }),
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set only by server/auth/http.ts from the socket or a trusted proxy (TRUST_PROXY).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns origin checks off when NODE_ENV is "test"; keep them on so the
      // tests exercise the same protection as production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Session and user in one SQL statement: every GraphQL request resolves the session.
      database: { joins: true },
    },
    logger: {
      log: (level, message, ...args: unknown[]) => {
        if (level === "debug") return;
        logger[level](
          { component: "auth", err: args.find((arg) => arg instanceof Error) },
          message,
        );
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
        // Explicit although it is the default: the limit is a security promise.
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
