import { passkey } from "@better-auth/passkey";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { expireCookie } from "better-auth/cookies";
import { currentAudit } from "../audit/context.ts";
import { recordAuditEvent } from "../audit/record.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { authRefusal } from "./error-language.ts";
import { markSecondFactorPassed } from "./step-up.ts";

// Passkeys (docs/decisions/118): better-auth's passkey plugin on SimpleWebAuthn. A passkey
// signs in on its own, as two factors, and it is a second factor after an e-mail code or a
// provider: `user.twoFactorEnabled`, which better-auth's challenge reads (ADR 115), is kept
// equal to "an authenticator app confirmed or at least one passkey" here, the one place.

/** The plugin's cookie holding the challenge between the options and the answer. */
const TWO_FACTOR_COOKIE = "two_factor";

/** The routes after which the user's factors may have changed. */
const FACTOR_CHANGES = new Set([
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
  // better-auth turns the flag off with the authenticator app, passkeys or not.
  "/two-factor/disable",
]);

/** The factor changes the audit log records (better-auth's /two-factor/disable is audited there). */
const PASSKEY_AUDIT: Record<string, "SECOND_FACTOR_ADD" | "SECOND_FACTOR_REMOVE"> = {
  "/passkey/verify-registration": "SECOND_FACTOR_ADD",
  "/passkey/delete-passkey": "SECOND_FACTOR_REMOVE",
};

/** The routes naming one passkey by id, which better-auth checks for ownership. */
const ONE_PASSKEY = new Set(["/passkey/update-passkey", "/passkey/delete-passkey"]);

type Options = {
  baseUrl: string;
  prisma: PrismaClient;
  /** The app's clock in ms: a passkey sign-in is a second factor passed now (ADR 117). */
  now: () => number;
};

export function passkeys({ baseUrl, prisma, now }: Options) {
  const { hostname, origin } = new URL(baseUrl);
  // A passkey counts as two factors (ADR 118) only because the authenticator verified its
  // holder (PIN, biometrics): the browser is told it is required, and the plugin, which tells
  // SimpleWebAuthn not to require it, is made to refuse an answer without it (ADR 125).
  const plugin = passkey({
    rpID: hostname,
    rpName: "Groundwork",
    origin,
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    registration: {
      afterVerification: ({ verification }) => {
        if (verification.registrationInfo?.userVerified) return {};
        throw authRefusal("BAD_REQUEST", "USER_VERIFICATION_REQUIRED");
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        if (verification.authenticationInfo.userVerified) return;
        throw authRefusal("UNAUTHORIZED", "USER_VERIFICATION_REQUIRED");
      },
    },
  });
  const rules = {
    id: "groundwork-passkeys",
    hooks: {
      before: [
        {
          // better-auth answers another user's passkey id with 401 and an unknown one with 404:
          // the difference says the id exists. Both are "not found" here.
          matcher: (ctx) => ONE_PASSKEY.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const id = (ctx.body as { id?: unknown } | undefined)?.id;
            const session = await getSessionFromCtx(ctx);
            if (!session || typeof id !== "string") return;
            const owned = await prisma.passkey.count({ where: { id, userId: session.user.id } });
            if (!owned) throw authRefusal("NOT_FOUND", "PASSKEY_NOT_FOUND");
          }),
        },
        {
          // Sign-in finds a passkey by its credential id, unique in the table: a second
          // registration of one is refused here, not by the constraint as a 500.
          matcher: (ctx) => ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            const credentialID = (ctx.body as { response?: { id?: unknown } } | undefined)?.response
              ?.id;
            if (typeof credentialID !== "string") return;
            if (await prisma.passkey.count({ where: { credentialID } })) {
              throw authRefusal("BAD_REQUEST", "PREVIOUSLY_REGISTERED");
            }
          }),
        },
      ],
      after: [
        {
          // The plugin asks sign-ins for user verification "preferred", with no option: the
          // browser is asked for it as registrations are (checked in afterVerification above).
          matcher: (ctx) => ctx.path === "/passkey/generate-authenticate-options",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned) || !returned || typeof returned !== "object") return;
            if (returned instanceof Response) return;
            return ctx.json({ ...returned, userVerification: "required" });
          }),
        },
        {
          matcher: (ctx) => FACTOR_CHANGES.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const userId = ctx.context.session?.user.id;
            if (!userId) return;
            await keepSecondFactorFlag(prisma, userId);
            // A first factor registered is a factor proved in this session, as confirming an
            // authenticator is (ADR 117): removing it again needs no new sign-in.
            const session = ctx.context.session;
            if (ctx.path === "/passkey/verify-registration" && !session?.user.twoFactorEnabled) {
              await markSecondFactorPassed(prisma, session!.session.token, now());
            }
            // A passkey is a second factor: audited as the authenticator app is (ADR 116).
            const action = PASSKEY_AUDIT[ctx.path ?? ""];
            if (!action) return;
            await recordAuditEvent(
              prisma,
              { action, targetType: "User", targetId: userId, changes: { method: "passkey" } },
              { ...currentAudit(), actorId: userId, actorVia: "session" },
            );
          }),
        },
        {
          // A passkey sign-in is both factors: a challenge pending in this browser (an e-mail
          // code entered before) is over, its cookie and its row gone.
          matcher: (ctx) => ctx.path === "/passkey/verify-authentication",
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            // Both factors at once: the step-up window (ADR 117) starts now.
            const token = ctx.context.newSession?.session.token;
            if (token) await markSecondFactorPassed(prisma, token, now());
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
            const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!pending) return;
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(pending);
            expireCookie(ctx, cookie);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
  return [plugin, rules] as const;
}

/**
 * `twoFactorEnabled` = an authenticator app confirmed (better-auth's `verified`, true unless a
 * setup is unfinished) or at least one passkey. Each statement reads the rows it writes from.
 */
export async function keepSecondFactorFlag(prisma: PrismaClient, userId: string) {
  const hasFactor = {
    OR: [
      { passkeys: { some: {} } },
      { twoFactors: { some: { OR: [{ verified: true }, { verified: null }] } } },
    ],
  };
  await prisma.user.updateMany({
    where: { id: userId, ...hasFactor },
    data: { twoFactorEnabled: true },
  });
  await prisma.user.updateMany({
    where: { id: userId, twoFactorEnabled: true, NOT: hasFactor },
    data: { twoFactorEnabled: false },
  });
}
