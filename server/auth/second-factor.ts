import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { currentAudit, noteAudit } from "../audit/context.ts";
import { recordAuditEvent } from "../audit/record.ts";
import {
  noteSecondFactorCaller,
  SECOND_FACTOR_AUDITED,
  secondFactorAudit,
} from "./second-factor-audit.ts";
import { endOtherSessions, VERIFY_TOTP } from "./second-factor-enable.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { markSecondFactorPassed } from "./step-up.ts";
import { callState } from "./call-state.ts";
import { locationOf, redirectOf } from "./challenge-destination.ts";
import { ENDS_TRUSTED_DEVICES, endTrustedDevices, noteTrustOwner } from "./trusted-devices.ts";

// A second factor on every sign-in path (docs/decisions/115). better-auth's twoFactor plugin
// turns a sign-in into a challenge only on its password paths; Groundwork signs in by e-mail
// code and by social or OIDC providers. The plugin's own after-hook (delete the new session,
// set the signed two-factor cookie, honour a trusted device) is given those paths too, so the
// challenge, the trusted device and the attempt limits stay better-auth's.

/** Where the browser answers the challenge after a provider's redirect. */
export const SECOND_FACTOR_PATH = "/login/second-factor";

/** The first-factor routes that are not better-auth's password routes. */
const FIRST_FACTOR_ROUTES = new Set(["/sign-in/email-otp", "/callback/:id"]);

/**
 * The routes that check a second factor: answering the challenge (they make the session) or,
 * signed in, verifying again (step-up, docs/decisions/117: the plugin just answers valid).
 */
const VERIFY_ROUTES = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Trusting a device skips the challenge there for 30 days (issue 38). */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

export const BACKUP_CODE_COUNT = 10;

/** The callback's own redirect (its `callbackURL`), per call, for the challenge page. */
const destinations = callState<string>();

/**
 * `session.create.before`: a first-factor sign-in of a user with a second factor makes a
 * session the challenge will delete (or a trusted device keep): its insert records no SIGN_IN
 * (migration audit_pending_sign_in, docs/decisions/125); the after-hook above records a kept one.
 */
export function notePendingSignIn(prisma: PrismaClient) {
  return async (session: { userId: string }, context: unknown) => {
    const path = (context as { path?: string } | null)?.path ?? "";
    if (!FIRST_FACTOR_ROUTES.has(path)) return;
    const user = await prisma.user.findUnique({
      where: { id: session.userId },
      select: { twoFactorEnabled: true },
    });
    if (user?.twoFactorEnabled) noteAudit({ secondFactor: "pending" });
  };
}

type Options = {
  appName: string;
  baseUrl: string;
  prisma: PrismaClient;
  /** The app's clock in ms (jobs.now): when a session passed its second factor. */
  now: () => number;
};

export function secondFactor({ appName, baseUrl, prisma, now }: Options) {
  const plugin = twoFactor({
    issuer: appName,
    // There are no passwords: the session is the proof. Turning the factor off takes it passed
    // in the last 10 minutes (account-guards.ts, ADR 117).
    allowPasswordless: true,
    trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
    backupCodeOptions: { amount: BACKUP_CODE_COUNT },
  });
  const challenge = plugin.hooks.after[0]!.handler;
  const everyPath = {
    id: "groundwork-second-factor",
    hooks: {
      before: [
        {
          matcher: (ctx) => SECOND_FACTOR_AUDITED.has(ctx.path ?? ""),
          handler: noteSecondFactorCaller,
        },
        { matcher: (ctx) => ENDS_TRUSTED_DEVICES.has(ctx.path ?? ""), handler: noteTrustOwner },
      ],
      after: [
        { matcher: (ctx) => ctx.path === VERIFY_TOTP, handler: endOtherSessions },
        {
          matcher: (ctx) => ENDS_TRUSTED_DEVICES.has(ctx.path ?? ""),
          handler: endTrustedDevices(prisma),
        },
        {
          matcher: (ctx) => SECOND_FACTOR_AUDITED.has(ctx.path ?? ""),
          handler: secondFactorAudit(prisma),
        },
        {
          // Where the callback was sending the browser, before the challenge replaces it.
          matcher: (ctx) => ctx.path === "/callback/:id",
          handler: createAuthMiddleware(async (ctx) => {
            const location = locationOf(ctx.context.returned);
            if (location) destinations.set(ctx, location);
          }),
        },
        { matcher: (ctx) => FIRST_FACTOR_ROUTES.has(ctx.path ?? ""), handler: challenge },
        {
          // A trusted device kept the session its insert did not record (ADR 125): the
          // sign-in is whole, recorded now as the trigger would have.
          matcher: (ctx) => FIRST_FACTOR_ROUTES.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const kept = ctx.context.newSession;
            if (currentAudit()?.secondFactor !== "pending" || !kept) return;
            noteAudit({ secondFactor: null });
            const userId = kept.user.id;
            await recordAuditEvent(
              prisma,
              { action: "SIGN_IN", targetType: "User", targetId: userId },
              { ...currentAudit(), actorId: userId, actorVia: "session", actorApiKeyId: null },
            );
          }),
        },
        {
          // A provider's callback is a browser navigation: the challenge is a page, not JSON,
          // and it carries on to where the sign-in was going (the web's `redirect`).
          matcher: (ctx) => ctx.path === "/callback/:id",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { twoFactorRedirect?: unknown } | undefined;
            if (returned?.twoFactorRedirect !== true) return;
            const page = new URL(SECOND_FACTOR_PATH, baseUrl);
            const location = destinations.get(ctx);
            const redirect = location && redirectOf(location, baseUrl);
            if (redirect) page.searchParams.set("redirect", redirect);
            throw ctx.redirect(page.href);
          }),
        },
        {
          // A passed code marks the session it gave: the one the challenge made, the one that
          // replaced the caller's when the authenticator was confirmed (both newSession), or
          // the caller's own (the plugin answers its token). Refusals mark nothing.
          matcher: (ctx) => VERIFY_ROUTES.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned) || returned instanceof Response) return;
            const answered = (returned as { token?: unknown } | undefined)?.token;
            const token =
              ctx.context.newSession?.session.token ??
              (typeof answered === "string" ? answered : undefined);
            if (token) await markSecondFactorPassed(prisma, token, now());
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  return [plugin, everyPath] as const;
}
