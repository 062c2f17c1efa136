import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { OTP_LENGTH } from "#shared/validation/one-time-code";
import { oneTimeCode, userEmail } from "#shared/validation/user";
import { GraphQLError } from "graphql";
import {
  endOtherSessionsAndNotify,
  FRESH_SESSION_SECONDS,
  isFreshSession,
} from "../auth/account-guards.ts";
import { auditedTransaction } from "../audit/audited-client.ts";
import { admitSend } from "../auth/email-limits.ts";
import { generateOneTimeCode } from "../auth/one-time-code.ts";
import { parseRoles } from "../auth/permissions.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../graphql/context.ts";
import { builder, payloadOf } from "./builder.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { UserRef } from "./user.ts";
import { writeErrors } from "../graphql/write-errors.ts";

// An admin moves someone's account to a new address only with that address's consent
// (docs/decisions/044): the new address receives a code, which the holder reads to the admin.
// A fresh browser session, no impersonation, never an admin's account nor one's own.

const MAX_ATTEMPTS = 3;
const identifierOf = (userId: string) => `admin-email-change:${userId}`;
const digest = (code: string) => createHash("sha256").update(code).digest();
const pendingSchema = z.object({ email: z.string(), hash: z.string(), attempts: z.number() });
const emailInput = z.object({ email: userEmail });
// Read as the sign-in code is; a malformed one is refused without spending an attempt.
const codeInput = z.object({ code: oneTimeCode });
const writeError = writeErrors({
  code: "EMAIL_ALREADY_USED",
  messageId: "api.errors.emailAlreadyUsed",
  field: "email",
});

const scopes = {
  $all: {
    sessionOnly: true,
    notImpersonating: true,
    permission: { user: ["update" as const] },
    // Moving an address is an e-mail change: the admin's step-up (ADR 117).
    freshSecondFactor: true,
  },
};

/** The account to re-address, after the rules above; the caller's session must be fresh. */
async function changeableUser(context: Context, userId: string) {
  const createdAt = context.session?.session.createdAt;
  if (!createdAt || !isFreshSession(createdAt)) {
    throw apiError(context.locale, "SESSION_EXPIRED", "api.errors.sessionNotFresh", {
      values: { minutes: FRESH_SESSION_SECONDS / 60 },
    });
  }
  const user = await context.prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  if (user.id === context.principal?.userId) {
    throw apiError(context.locale, "FORBIDDEN", "api.errors.ownEmailChange", { field: "userId" });
  }
  if (parseRoles(user.role).includes("admin")) {
    throw apiError(context.locale, "FORBIDDEN", "api.errors.adminEmailChange", {
      field: "userId",
    });
  }
  return user;
}

async function assertUnused(context: Context, email: string) {
  if (await context.prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw apiError(context.locale, "EMAIL_ALREADY_USED", "api.errors.emailAlreadyUsed", {
      field: "email",
    });
  }
}

type Pending = z.infer<typeof pendingSchema> & { expiresAt: Date };

/**
 * Stores the user's one pending change, in place of any other; `then` runs in the same
 * transaction (the code's mail job, stored only with the code it carries).
 */
async function savePending(
  context: Context,
  userId: string,
  { expiresAt, ...pending }: Pending,
  then?: (tx: Prisma.TransactionClient) => Promise<void>,
) {
  const identifier = identifierOf(userId);
  await context.prisma.$transaction(async (tx) => {
    await tx.verification.deleteMany({ where: { identifier } });
    await tx.verification.create({
      data: { id: randomUUID(), identifier, value: JSON.stringify(pending), expiresAt },
    });
    await then?.(tx);
  });
}

/** Takes the pending change off the table: of concurrent attempts, one gets it. */
async function consumePending(context: Context, userId: string): Promise<Pending | null> {
  const rows = await context.prisma.$queryRaw<{ value: string; expiresAt: Date }[]>`
    DELETE FROM "verification" WHERE "identifier" = ${identifierOf(userId)}
    RETURNING "value", "expiresAt"`;
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  const parsed = pendingSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? { ...parsed.data, expiresAt: new Date(row.expiresAt) } : null;
}

/**
 * The new address gets codes only as fast as every address does (the per-address pacing of
 * ADR 008): an admin, or a stolen admin session, cannot flood a mailbox from here either.
 */
async function assertPaced(context: Context, email: string) {
  const seconds = await admitSend(context.prisma, email);
  if (seconds === 0) return;
  const refusal = apiError(context.locale, "RATE_LIMITED", "api.errors.codeTooSoon", {
    field: "email",
    values: { seconds },
  });
  throw new GraphQLError(refusal.message, {
    extensions: { ...refusal.extensions, retryAfter: seconds },
  });
}

const invalidCode = (context: Context) =>
  apiError(context.locale, "VALIDATION", "api.errors.invalidCode", { field: "code" });

builder.relayMutationField(
  "requestUserEmailChange",
  {
    description: "The user to move and the address to move them to.",
    inputFields: (t) => ({
      userId: t.globalID({ required: true, for: [UserRef], description: "The user's global id." }),
      email: t.string({ required: true, description: "The new address; it receives a code." }),
    }),
  },
  {
    description: `Starts moving a user (not an admin, not yourself) to a new address: a code goes to it, and confirmUserEmailChange completes the move (admins, browser session signed in within ${FRESH_SESSION_SECONDS / 60} minutes: API keys get FORBIDDEN). Errors: VALIDATION, EMAIL_ALREADY_USED, NOT_FOUND, FORBIDDEN, SESSION_EXPIRED (an older sign-in: sign in again), SECOND_FACTOR_REQUIRED, RATE_LIMITED (codes to that address are paced: extensions.retryAfter seconds).`,
    authScopes: scopes,
    resolve: async (_root, { input }, context) => {
      const { email } = validate(context.locale, emailInput, { email: input.email });
      const user = await changeableUser(context, input.userId.id);
      await assertUnused(context, email);
      await assertPaced(context, email);
      const code = generateOneTimeCode();
      const hash = digest(code).toString("hex");
      const expiresAt = new Date(Date.now() + context.env.otpExpiresMinutes * 60_000);
      const { locale } = context;
      await savePending(context, user.id, { email, hash, attempts: 0, expiresAt }, (tx) =>
        context.accountMail.code(
          { to: email, code, purpose: "adminChangeEmail", locale, expiresAt },
          tx,
        ),
      );
      return { user };
    },
  },
  payloadOf("user", UserRef, "The user, still at their old address until the change is confirmed."),
);

builder.relayMutationField(
  "confirmUserEmailChange",
  {
    description: "The user being moved and the code their new address received.",
    inputFields: (t) => ({
      userId: t.globalID({ required: true, for: [UserRef], description: "The user's global id." }),
      code: t.string({
        required: true,
        description: `The code e-mailed to the new address: ${OTP_LENGTH} letters and digits, in any case; spaces and hyphens are ignored.`,
      }),
    }),
  },
  {
    description: `Completes requestUserEmailChange: the user gets the new address, all their sessions end and the old address is told. A code allows ${MAX_ATTEMPTS} attempts. Errors: VALIDATION (field code: wrong or expired), EMAIL_ALREADY_USED, NOT_FOUND, FORBIDDEN, SESSION_EXPIRED, SECOND_FACTOR_REQUIRED.`,
    authScopes: scopes,
    resolve: async (_root, { input }, context) => {
      const { code } = validate(context.locale, codeInput, { code: input.code });
      const user = await changeableUser(context, input.userId.id);
      const pending = await consumePending(context, user.id);
      if (!pending || pending.attempts >= MAX_ATTEMPTS) throw invalidCode(context);
      const expected = Buffer.from(pending.hash, "hex");
      const given = digest(code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        if (pending.attempts + 1 < MAX_ATTEMPTS) {
          await savePending(context, user.id, { ...pending, attempts: pending.attempts + 1 });
        }
        throw invalidCode(context);
      }
      // The new address, the end of the user's sessions and the notice to the old address
      // commit together (audited: ADR 049).
      const updated = await auditedTransaction(context.prisma, async (tx) => {
        const moved = await tx.user.update({
          where: { id: user.id },
          data: { email: pending.email, emailVerified: true },
        });
        await endOtherSessionsAndNotify(
          tx,
          context.accountMail,
          { userId: user.id, oldEmail: user.email, newEmail: pending.email },
          "admin",
          context.locale,
        );
        return moved;
      }).catch(writeError(context.locale));
      return { user: updated };
    },
  },
  payloadOf("user", UserRef, "The user at the new address."),
);
