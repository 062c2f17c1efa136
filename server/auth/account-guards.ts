import { getSessionFromCtx } from "better-auth/api";
import type { AccountMail } from "../email/account-mail.ts";
import { auditedTransaction } from "../audit/audited-client.ts";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { authRefusal } from "./error-language.ts";
import { isLastAdmin } from "./last-admin.ts";
import { hasPermission, parseRoles } from "./permissions.ts";
import { hasFreshSecondFactor } from "./step-up.ts";
import { adminSetupRequired } from "./admin-policy.ts";
import { isSoleOwner } from "./sole-owner.ts";

// Account-level refusals on better-auth's routes (ADR 023, ADR 044): what an impersonating
// admin may not do, the holder's own e-mail change, one's own roles, the last admin, an
// organization's sole owner (ADR 121).

/** Deleting the account or changing its address needs a sign-in this recent (ADR 044). */
export const FRESH_SESSION_SECONDS = 10 * 60;

/** Whether a session signed in at `createdAt` is fresh at `now` (better-auth's own rule). */
export function isFreshSession(createdAt: Date | string, now = Date.now()) {
  return now - new Date(createdAt).getTime() < FRESH_SESSION_SECONDS * 1000;
}

const EMAIL_CHANGE = new Set(["/email-otp/request-email-change", "/email-otp/change-email"]);
/**
 * Managing second factors, one class (ADR 117): never while impersonating, and with the factor
 * passed recently when the user has one, not only a fresh session, which a trusted device's
 * sign-in gives without the factor. Adding one needs a fresh sign-in as well.
 */
const FACTOR_CHANGES = new Set([
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
]);
/** Admin routes after which the target may no longer be an admin who can sign in. */
const REMOVES_ADMIN: Record<string, "ban" | "delete"> = {
  "/admin/ban-user": "ban",
  "/admin/remove-user": "delete",
};

export async function guardAccountChanges(
  ctx: Parameters<typeof getSessionFromCtx>[0] & { path?: string; body?: unknown },
  prisma: PrismaClient,
  /** The app's clock (ms): the step-up window (step-up.ts). */
  now: number,
) {
  const path = ctx.path ?? "";
  const body = (ctx.body ?? {}) as { email?: unknown; type?: unknown; userId?: unknown };
  // The code to the current address that a change needs (emailOTP `verifyCurrentEmail`); the
  // route that would spend it otherwise, /email-otp/verify-email, is not served (routes.ts).
  const currentAddressCode =
    path === "/email-otp/send-verification-otp" && body.type === "email-verification";
  const changesEmail = currentAddressCode || EMAIL_CHANGE.has(path);
  const ownerOnly = changesEmail || path === "/delete-user" || FACTOR_CHANGES.has(path);
  const adminAction = path === "/admin/set-role" ? "set-role" : REMOVES_ADMIN[path];
  if (path === CONFIRMS_SETUP) return refuseImpersonatedSetup(ctx, prisma);
  if (!ownerOnly && !adminAction) return;
  const session = await getSessionFromCtx(ctx);
  // Without a session better-auth answers 401 itself on each route but this open one.
  if (!session) {
    if (currentAddressCode) throw authRefusal("UNAUTHORIZED", "UNAUTHORIZED");
    return;
  }
  if (ownerOnly && session.session.impersonatedBy) {
    throw authRefusal("FORBIDDEN", "IMPERSONATION_FORBIDDEN");
  }
  if (
    (changesEmail || path === "/two-factor/enable") &&
    !isFreshSession(session.session.createdAt)
  ) {
    throw authRefusal("FORBIDDEN", "SESSION_EXPIRED");
  }
  // The same rule as GraphQL's `freshSecondFactor` scope (ADR 117): the address and the
  // account itself need a recent second factor when the user has one.
  if (ownerOnly && !hasFreshSecondFactor(session, now)) {
    throw authRefusal("FORBIDDEN", "SECOND_FACTOR_REQUIRED");
  }
  // The current-address code goes to the account's own address only, never to a stranger.
  const email = typeof body.email === "string" ? body.email.toLowerCase() : undefined;
  if (currentAddressCode && email !== session.user.email.toLowerCase()) {
    throw authRefusal("FORBIDDEN", "CURRENT_EMAIL_ONLY");
  }
  if (path === "/delete-user") await assertDeletable(prisma, session.user.id);

  const target = typeof body.userId === "string" ? body.userId : undefined;
  // Callers without the permission get better-auth's own 403.
  if (!target || !adminAction || !hasPermission(session.user.role, { user: [adminAction] })) {
    return;
  }
  if (path === "/admin/set-role") {
    if (target === session.user.id) {
      throw authRefusal("BAD_REQUEST", "YOU_CANNOT_CHANGE_YOUR_OWN_ROLES");
    }
    const roles = parseRoles([(ctx.body as { role?: unknown }).role].flat().join(","));
    if (roles.includes("admin")) return;
  } else if (target === session.user.id) {
    // better-auth refuses banning or removing oneself with its own codes.
    return;
  }
  if (await isLastAdmin(prisma, target)) {
    throw authRefusal("BAD_REQUEST", "CANNOT_REMOVE_LAST_ADMIN");
  }
  if (adminAction === "delete" && (await isSoleOwner(prisma, target))) {
    throw authRefusal("BAD_REQUEST", "SOLE_OWNER_OF_ORGANIZATION");
  }
}

/** A first code confirms an authenticator's setup here, or passes a factor set up already. */
const CONFIRMS_SETUP = "/two-factor/verify-totp";

/**
 * Confirming a setup adds a factor, refused while impersonating as the other changes are; it
 * would also replace the impersonation's session with one of a signed-in user's lifetime
 * (better-auth copies the old session's fields but not its end). A factor set up already may
 * be passed: that changes nothing of the account.
 */
async function refuseImpersonatedSetup(
  ctx: Parameters<typeof getSessionFromCtx>[0],
  prisma: PrismaClient,
) {
  const session = await getSessionFromCtx(ctx);
  if (!session?.session.impersonatedBy) return;
  const setup = await prisma.twoFactor.count({
    where: { userId: session.user.id, verified: false },
  });
  if (setup > 0) throw authRefusal("FORBIDDEN", "IMPERSONATION_FORBIDDEN");
}

/** Before better-auth deletes anything of the account (its sessions go first). */
async function assertDeletable(prisma: PrismaClient, userId: string) {
  if (await isLastAdmin(prisma, userId)) {
    throw authRefusal("BAD_REQUEST", "CANNOT_REMOVE_LAST_ADMIN");
  }
  if (await isSoleOwner(prisma, userId)) {
    throw authRefusal("BAD_REQUEST", "SOLE_OWNER_OF_ORGANIZATION");
  }
}

/**
 * REQUIRE_ADMIN_MFA on better-auth's admin routes (ADR 117): an admin without a second factor
 * is refused them all, as GraphQL refuses their admin fields. Ending an impersonation stays
 * open (its session is the user's). Non-admins get better-auth's own 403.
 */
export async function guardAdminRoutes(
  ctx: Parameters<typeof getSessionFromCtx>[0] & { path?: string },
  requireAdminMfa: boolean,
) {
  const path = ctx.path ?? "";
  if (!requireAdminMfa || !path.startsWith("/admin/") || path === "/admin/stop-impersonating") {
    return;
  }
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const { role, twoFactorEnabled } = session.user as {
    role?: string | null;
    twoFactorEnabled?: boolean | null;
  };
  if (adminSetupRequired(requireAdminMfa, role, twoFactorEnabled)) {
    throw authRefusal("FORBIDDEN", "SECOND_FACTOR_SETUP_REQUIRED");
  }
}

/**
 * An e-mail change is made: every other session of the account ends (a thief signed in
 * elsewhere is out; the current one, just proven with both codes, stays) and the old address
 * is told.
 */
export async function endOtherSessionsAndNotify(
  tx: Prisma.TransactionClient,
  mail: AccountMail,
  change: { userId: string; keepSessionId?: string; oldEmail: string; newEmail: string },
  by: "self" | "admin",
  locale: Locale,
) {
  await tx.session.deleteMany({
    where: {
      userId: change.userId,
      ...(change.keepSessionId ? { id: { not: change.keepSessionId } } : {}),
    },
  });
  // In the same transaction: the notice is stored only if the sessions really ended.
  await mail.emailChanged({ to: change.oldEmail, newEmail: change.newEmail, by, locale }, tx);
}

/** From `hooks.after`: a successful /email-otp/change-email, with the session it ran on. */
export async function afterEmailChange(
  prisma: PrismaClient,
  mail: AccountMail,
  ctx: {
    path?: string;
    body?: unknown;
    context: {
      returned?: unknown;
      session: { session: { id: string }; user: { id: string; email: string } } | null;
    };
  },
  locale: Locale,
) {
  if (ctx.path !== "/email-otp/change-email") return;
  // The session better-auth loaded before the change: its user still has the old address.
  const session = ctx.context.session;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (!session || typeof newEmail !== "string") return;
  const { user } = session;
  const change = { userId: user.id, keepSessionId: session.session.id, oldEmail: user.email };
  // better-auth committed the new address already; the sessions' end (audited) and the
  // notice to the old address commit together.
  await auditedTransaction(prisma, (tx) =>
    endOtherSessionsAndNotify(
      tx,
      mail,
      { ...change, newEmail: newEmail.toLowerCase() },
      "self",
      locale,
    ),
  );
}
