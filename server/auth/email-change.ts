import { isAPIError } from "better-auth/api";
import type { AccountMail } from "../email/account-mail.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { authRefusal } from "./error-language.ts";
import { isFreshSession } from "./fresh-session.ts";

// The account holder's own e-mail change on better-auth's routes (docs/decisions/044): a fresh
// session, a code to the current address (emailOTP `verifyCurrentEmail`), a code to the new
// one; then the other sessions end and the old address is told.

type SessionData = {
  session: { id: string; createdAt: Date | string; impersonatedBy?: string | null };
  user: { id: string; email: string };
};

const CHANGE_ROUTES = new Set(["/email-otp/request-email-change", "/email-otp/change-email"]);

/** Whether the route (and body) is a step of the change, so the guard needs the session. */
export function isEmailChangeStep(path: string, body: unknown) {
  return CHANGE_ROUTES.has(path) || isCurrentAddressCode(path, body);
}

// The code to the current address is an `email-verification` code (better-auth's
// `verifyCurrentEmail`); the route that would otherwise spend it, /email-otp/verify-email, is
// not served (routes.ts), so this is its only use.
function isCurrentAddressCode(path: string, body: unknown) {
  return (
    path === "/email-otp/send-verification-otp" &&
    (body as { type?: unknown } | undefined)?.type === "email-verification"
  );
}

/**
 * From `hooks.before`: each step needs a fresh session of the holder (never an impersonation,
 * refused earlier in account-guards.ts), and the current-address code goes only to the
 * signed-in account's own address, so it cannot be used to mail codes to strangers.
 */
export function guardEmailChange(path: string, body: unknown, session: SessionData | null) {
  if (!session) {
    // better-auth answers 401 itself on the change routes; this one is open to anyone.
    if (isCurrentAddressCode(path, body)) throw authRefusal("UNAUTHORIZED", "UNAUTHORIZED");
    return;
  }
  if (session.session.impersonatedBy) {
    throw authRefusal("FORBIDDEN", "IMPERSONATION_FORBIDDEN");
  }
  if (!isFreshSession(session.session.createdAt)) {
    throw authRefusal("FORBIDDEN", "SESSION_EXPIRED");
  }
  const email = (body as { email?: unknown } | undefined)?.email;
  if (
    isCurrentAddressCode(path, body) &&
    (typeof email !== "string" || email.toLowerCase() !== session.user.email.toLowerCase())
  ) {
    throw authRefusal("FORBIDDEN", "CURRENT_EMAIL_ONLY");
  }
}

/**
 * The change is made: every other session of the account ends (a thief signed in elsewhere is
 * out; the current one, just proven with both codes, stays) and the old address is told.
 */
export async function endOtherSessionsAndNotify(
  prisma: PrismaClient,
  mail: AccountMail,
  change: { userId: string; keepSessionId?: string; oldEmail: string; newEmail: string },
  by: "self" | "admin",
  locale: Locale,
) {
  await prisma.session.deleteMany({
    where: {
      userId: change.userId,
      ...(change.keepSessionId ? { id: { not: change.keepSessionId } } : {}),
    },
  });
  mail.emailChanged({ to: change.oldEmail, newEmail: change.newEmail, by, locale });
}

/** From `hooks.after`: a successful /email-otp/change-email, with the session it ran on. */
export async function afterEmailChange(
  prisma: PrismaClient,
  mail: AccountMail,
  ctx: { path?: string; body?: unknown; context: { returned?: unknown; session?: unknown } },
  locale: Locale,
) {
  if (ctx.path !== "/email-otp/change-email" || isAPIError(ctx.context.returned)) return;
  // The session better-auth loaded before the change: its user still has the old address.
  const session = ctx.context.session as SessionData | null | undefined;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (!session || typeof newEmail !== "string") return;
  await endOtherSessionsAndNotify(
    prisma,
    mail,
    {
      userId: session.user.id,
      keepSessionId: session.session.id,
      oldEmail: session.user.email,
      newEmail: newEmail.toLowerCase(),
    },
    "self",
    locale,
  );
}
