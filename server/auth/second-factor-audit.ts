import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { currentAudit } from "../audit/context.ts";
import { recordAuditEvent, type RecordedEvent } from "../audit/record.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { callState } from "./call-state.ts";

// A second factor's events in the audit log (docs/decisions/116): turned on or off, passed or
// failed, backup codes regenerated, a device trusted. better-auth writes the twoFactor table
// and the challenge's rows without database hooks, and passing or failing changes no audited
// row: the events are appended by our after-hook, as a wrong sign-in code is (ADR 033), with
// the user as their target. Never the code, the secret or a backup code.

const VERIFY_TOTP = "/two-factor/verify-totp";

export const SECOND_FACTOR_AUDITED = new Set([
  VERIFY_TOTP,
  "/two-factor/verify-backup-code",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
]);

/** better-auth's twoFactor plugin's challenge cookie (its TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * Whose factor a request is about, read before the route spends the challenge or session.
 * `turningOn`: a right code confirms the authenticator (its row not yet verified), whatever
 * other factor the user has; `firstFactor`: the user had no second factor at all until then.
 */
type Caller = { userId: string; pending: boolean; turningOn: boolean; firstFactor: boolean };
const callers = callState<Caller>();

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** The signed-in user, or the user a pending sign-in's challenge cookie names. */
async function callerOf(ctx: HookContext): Promise<Caller | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) {
    const userId = session.user.id;
    // A passkey-only user's flag is on already (ADR 118): the authenticator's own row says
    // whether this code confirms it.
    const totp = await ctx.context.adapter.findOne<{ verified?: boolean | null }>({
      model: "twoFactor",
      where: [{ field: "userId", value: userId }],
    });
    const turningOn = ctx.path === VERIFY_TOTP && totp !== null && totp.verified === false;
    const firstFactor = turningOn && !session.user.twoFactorEnabled;
    return { userId, pending: false, turningOn, firstFactor };
  }
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const row = challenge ? await ctx.context.internalAdapter.findVerificationValue(challenge) : null;
  return row ? { userId: row.value, pending: true, turningOn: false, firstFactor: false } : null;
}

/** Before the audited routes: who is answering, and whether the answer turns the factor on. */
export const noteSecondFactorCaller = createAuthMiddleware(async (ctx) => {
  const caller = await callerOf(ctx);
  if (caller) callers.set(ctx, caller);
});

/** The user whose authenticator this call, a right code, confirmed. */
export function turnedOn(ctx: { context: object }): string | null {
  const caller = callers.get(ctx);
  return caller?.turningOn ? caller.userId : null;
}

/** The user whose first second factor this call confirmed (second-factor-enable.ts). */
export function firstFactorOn(ctx: { context: object }): string | null {
  const caller = callers.get(ctx);
  return caller?.firstFactor ? caller.userId : null;
}

const WRONG_ANSWERS = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

export function secondFactorAudit(prisma: PrismaClient) {
  return createAuthMiddleware(async (ctx) => {
    const caller = callers.get(ctx);
    if (!caller || !ctx.path) return;
    const returned = ctx.context.returned;
    const method = ctx.path === "/two-factor/verify-backup-code" ? "backupCode" : "totp";
    const target = { targetType: "User", targetId: caller.userId };
    // Who acted: the user once the factor is proved; a wrong answer to a challenge is anyone's.
    const actor = { actorId: caller.userId, actorVia: "session" as const };
    const record = (action: SecondFactorAction, changes: Record<string, unknown>, asUser = true) =>
      recordAuditEvent(
        prisma,
        { action, ...target, changes },
        {
          ...currentAudit(),
          ...(asUser ? actor : {}),
        },
      );
    if (isAPIError(returned)) {
      if (!WRONG_ANSWERS.has(String(returned.body?.code))) return;
      await record("SECOND_FACTOR_FAILURE", { method, pending: caller.pending }, !caller.pending);
      return;
    }
    if (ctx.path === "/two-factor/disable") return record("SECOND_FACTOR_REMOVE", { method });
    if (ctx.path === "/two-factor/generate-backup-codes") {
      return record("BACKUP_CODES_REGENERATE", {});
    }
    if (caller.turningOn) return record("SECOND_FACTOR_ADD", { method });
    await record("SECOND_FACTOR_PASS", { method, pending: caller.pending });
    const body = ctx.body as { trustDevice?: unknown } | undefined;
    if (caller.pending && body?.trustDevice === true) await record("DEVICE_TRUST", {});
  });
}

type SecondFactorAction = RecordedEvent["action"];
