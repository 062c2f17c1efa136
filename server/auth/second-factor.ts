import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import {
  noteSecondFactorCaller,
  SECOND_FACTOR_AUDITED,
  secondFactorAudit,
} from "./second-factor-audit.ts";
import { endOtherSessions, VERIFY_TOTP } from "./second-factor-enable.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";

// A second factor on every sign-in path (docs/decisions/115). better-auth's twoFactor plugin
// turns a sign-in into a challenge only on its password paths; Groundwork signs in by e-mail
// code and by social or OIDC providers. The plugin's own after-hook (delete the new session,
// set the signed two-factor cookie, honour a trusted device) is given those paths too, so the
// challenge, the trusted device and the attempt limits stay better-auth's.

/** Where the browser answers the challenge after a provider's redirect. */
export const SECOND_FACTOR_PATH = "/login/second-factor";

/** The first-factor routes that are not better-auth's password routes. */
const FIRST_FACTOR_ROUTES = new Set(["/sign-in/email-otp", "/callback/:id"]);

/** Trusting a device skips the challenge there for 30 days (issue 38). */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

export const BACKUP_CODE_COUNT = 10;

type Options = { appName: string; baseUrl: string; prisma: PrismaClient };

export function secondFactor({ appName, baseUrl, prisma }: Options) {
  const plugin = twoFactor({
    issuer: appName,
    // There are no passwords: the session is the proof, with a fresh second factor to turn
    // it off (better-auth's sensitive-session check on /two-factor/disable).
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
      ],
      after: [
        { matcher: (ctx) => ctx.path === VERIFY_TOTP, handler: endOtherSessions },
        {
          matcher: (ctx) => SECOND_FACTOR_AUDITED.has(ctx.path ?? ""),
          handler: secondFactorAudit(prisma),
        },
        { matcher: (ctx) => FIRST_FACTOR_ROUTES.has(ctx.path ?? ""), handler: challenge },
        {
          // A provider's callback is a browser navigation: the challenge is a page, not JSON.
          matcher: (ctx) => ctx.path === "/callback/:id",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { twoFactorRedirect?: unknown } | undefined;
            if (returned?.twoFactorRedirect === true) {
              throw ctx.redirect(new URL(SECOND_FACTOR_PATH, baseUrl).href);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  return [plugin, everyPath] as const;
}
