import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { admin, emailOTP, genericOAuth, organization } from "better-auth/plugins";
import { adminEmailHooks } from "./admin-emails.ts";
import { FRESH_SESSION_SECONDS } from "./account-guards.ts";
import { withAuditActor } from "../audit/auth-hooks.ts";
import { withOrganizationAudit } from "../audit/organization-hooks.ts";
import { createAuthHooks } from "./hooks.ts";
import { IMPERSONATION_SECONDS, impersonationEndKept, withClientAddress } from "./session-rules.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { AccountMail } from "../email/account-mail.ts";
import { localeFromHeaders } from "../i18n.ts";
import { OTP_LENGTH } from "#shared/validation/one-time-code";
import type { Logger } from "../logger.ts";
import { codeRouteRateLimits } from "./email-limits.ts";
import { generateOneTimeCode } from "./one-time-code.ts";
import { passkeys } from "./passkeys.ts";
import { notePendingSignIn, secondFactor } from "./second-factor.ts";
import {
  accessControl,
  organizationAccessControl,
  organizationRoles,
  roles,
} from "./permissions.ts";

/** Invitations expire after 7 days (docs/product.md). */
export const INVITATION_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

/** Each better-auth code type's e-mail; `email-verification` only confirms an e-mail change. */
const CODE_PURPOSES = {
  "sign-in": "loginCode",
  "email-verification": "confirmCurrentEmail",
  "change-email": "changeEmail",
  "forget-password": "loginCode",
} as const;

type AuthDeps = {
  env: Env;
  prisma: PrismaClient;
  accountMail: AccountMail;
  logger: Logger;
  /** The app's clock in ms (jobs.now; pg-boss's TestClock in tests): the step-up window. */
  now: () => number;
};

export function createAuth({ env, prisma, accountMail, logger, now }: AuthDeps) {
  const disableSignUp = !env.signupEnabled;
  const adminEmails = adminEmailHooks(env.adminEmails, prisma);

  return betterAuth({
    appName: "Groundwork",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.baseUrl],
    database: prismaAdapter(prisma, { provider: "postgresql" }),
    telemetry: { enabled: false },
    // In every environment and across instances; the code routes' limits: email-limits.ts.
    rateLimit: { enabled: true, storage: "database", customRules: codeRouteRateLimits },
    session: {
      // No cookie cache: bans, role changes and revoked sessions apply on the next request.
      cookieCache: { enabled: false },
      freshAge: FRESH_SESSION_SECONDS,
      // When the session last passed a second factor (server/auth/step-up.ts, ADR 117):
      // written by our hooks only, never by a client.
      additionalFields: {
        secondFactorAt: { type: "date", required: false, input: false },
      },
    },
    user: {
      deleteUser: { enabled: true },
    },
    socialProviders: env.github ? { github: { ...env.github, disableSignUp } } : {},
    // Failures before the provider is known (bad state…) land on the web's error page too;
    // unexpected errors reach app.ts's onError (503 when the database is down, else a logged 500).
    onAPIError: { errorURL: `${env.baseUrl}/login/error`, throw: true },
    // The audit log learns the REST caller from the session better-auth loaded (ADR 033).
    databaseHooks: withAuditActor({
      user: { create: { before: adminEmails.userCreated } },
      session: {
        create: {
          before: async (session, context) => {
            await notePendingSignIn(prisma)(session, context);
            return withClientAddress(session, context);
          },
          after: adminEmails.signedIn,
        },
        update: { before: impersonationEndKept },
      },
    }),
    hooks: createAuthHooks({ env, prisma, mail: accountMail, now }),
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set only by server/auth/http.ts from the socket or a trusted proxy (TRUST_PROXY).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns origin checks off when NODE_ENV is "test": the tests check them too.
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
        // Letters and digits, not six digits: a space a thousand times larger for the guesses
        // the limits allow (ADR 068). Typed codes are normalised in input.ts.
        generateOTP: generateOneTimeCode,
        expiresIn: env.otpExpiresMinutes * 60,
        storeOTP: "encrypted",
        // The guess limits are ours (email-limits.ts): better-auth's count (3 per code, all
        // clients) let a stranger spend the owner's code, and missed racing guesses.
        allowedAttempts: Number.MAX_SAFE_INTEGER,
        // Asking again re-sends the live code: a stranger cannot void the one sent to the owner.
        resendStrategy: "reuse",
        disableSignUp,
        // A change needs a code sent to the current address as well (docs/decisions/044).
        changeEmail: { enabled: true, verifyCurrentEmail: true },
        // Enqueued on the queue's own connection (sendNow): better-auth stored the code by
        // then, outside any transaction of ours. The answer waits for the job, not for SMTP.
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const locale = localeFromHeaders(ctx?.request?.headers ?? ctx?.headers);
          const expiresAt = await codeExpiry(prisma, env, email, type, ctx?.context.session);
          await accountMail.code({
            to: email,
            code: otp,
            locale,
            purpose: CODE_PURPOSES[type],
            expiresAt,
          });
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
        // The limits are environment settings (docs/decisions/110). better-auth counts the
        // organizations a user belongs to; pending invitations count towards the members.
        organizationLimit: env.organizationLimits.organizationsPerUser,
        membershipLimit: env.organizationLimits.membersPerOrganization,
        invitationLimit: env.organizationLimits.membersPerOrganization,
        // New and resent invitations (docs/decisions/111). Enqueued on the queue's own
        // connection (sendNow), as codes are: better-auth wrote the invitation (or, resent, its
        // new expiry) with its own adapter call, committed before this runs, and no transaction
        // of ours is open to join. The worker sends only while the invitation is pending.
        sendInvitationEmail: async (data, request) => {
          await accountMail.invitation({
            id: data.id,
            email: data.email,
            role: data.role,
            expiresAt: data.invitation.expiresAt,
            organizationName: data.organization.name,
            inviter: { name: data.inviter.user.name, email: data.inviter.user.email },
            // No user's language is kept on the server (the browser keeps it, ADR 019): the
            // inviter's request says it. `auth.api` calls (GraphQL) pass headers, not a request:
            // better-auth's endpoint context holds them.
            locale: localeFromHeaders(
              request?.headers ?? tryGetCurrentAuthEndpointContext()?.headers,
            ),
          });
        },
        teams: {
          enabled: true,
          maximumTeams: env.organizationLimits.teamsPerOrganization,
          // Teams are optional groups, not a requirement: none is made for a new organization,
          // and the last may go.
          defaultTeam: { enabled: false },
          allowRemovingAllTeams: true,
        },
        invitationExpiresIn: INVITATION_EXPIRES_SECONDS,
        // Answered only from a verified address, as the GraphQL API does (viewerEmail):
        // better-auth waives it for opaque ids, but viewer.invitations lists the ids.
        requireEmailVerificationOnInvitation: true,
        // A second invitation to a pending address is USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION;
        // resendInvitation sends the pending one again with a new expiry.
        cancelPendingInvitationsOnReInvite: false,
        // Rows deleted with their organization or team are part of its audit event (ADR 112).
        organizationHooks: withOrganizationAudit(prisma),
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
      // After the first-factor plugins: its hooks see the session they made (ADR 115).
      ...secondFactor({ appName: "Groundwork", baseUrl: env.baseUrl, prisma, now }),
      // A sign-in of its own and a second factor (ADR 118).
      ...passkeys({ baseUrl: env.baseUrl, prisma, now }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * When the code just sent stops working: its mail is not tried after that. With
 * `resendStrategy: "reuse"` a code asked for again keeps its first expiry, so it is read from
 * the row better-auth stored (its identifier, emailOTP's `toOTPIdentifier`), not assumed.
 */
async function codeExpiry(
  prisma: PrismaClient,
  env: Env,
  email: string,
  type: keyof typeof CODE_PURPOSES,
  session: { user: { id: string } } | null | undefined,
): Promise<Date> {
  const address = email.toLowerCase();
  const identifier =
    type === "change-email"
      ? `change-email-otp-${session?.user.id}:${address}`
      : `${type}-otp-${address}`;
  const row = await prisma.verification.findFirst({
    where: { identifier },
    orderBy: { expiresAt: "desc" },
    select: { expiresAt: true },
  });
  return row?.expiresAt ?? new Date(Date.now() + env.otpExpiresMinutes * 60_000);
}
