import type { PrismaClient } from "../generated/prisma/client.ts";

// There is always an admin who can sign in (ADR 023, ADR 074): without one, no one could manage
// users short of editing the database. REST (account-guards.ts) and GraphQL ask before a user
// loses the role, is banned or is deleted; a trigger (migration keep_an_admin) makes the check
// part of every write, serialised by a transaction lock, and raises the refusal below.

/** Whether `userId` is an admin who can sign in and no other such admin exists. */
export async function isLastAdmin(prisma: PrismaClient, userId: string): Promise<boolean> {
  // The database's own definition of an admin who can sign in (user_is_active_admin).
  const [row] = await prisma.$queryRaw<{ last: boolean | null }[]>`
    SELECT "user_is_active_admin"(u."role", u."banned", u."banExpires") AND NOT EXISTS (
      SELECT 1 FROM "user" AS o WHERE o."id" <> u."id"
        AND "user_is_active_admin"(o."role", o."banned", o."banExpires")) AS "last"
    FROM "user" AS u WHERE u."id" = ${userId}`;
  return row?.last === true;
}

const VIOLATION_MESSAGE = "the last admin who can sign in cannot lose the role";

/** Whether `error` (a Prisma error, possibly wrapped) is the database's last-admin refusal. */
export function isLastAdminViolation(error: unknown): boolean {
  return isCheckViolation(error, VIOLATION_MESSAGE);
}

/**
 * Whether `error` (a Prisma error, possibly wrapped) is a trigger's check_violation with this
 * message: the database's refusals (keep_an_admin, member_keep_an_owner).
 */
export function isCheckViolation(error: unknown, message: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { meta, cause } = current as { meta?: { driverAdapterError?: unknown }; cause?: unknown };
    // A Prisma error carries the adapter's error in `meta`; inside a transaction (the audit
    // context's, server/audit/audited-client.ts) the adapter's own error arrives, its details
    // in `cause`.
    const adapterCause =
      (meta?.driverAdapterError as { cause?: Record<string, unknown> })?.cause ??
      (current as Record<string, unknown>);
    if (adapterCause.originalCode === "23514" && adapterCause.originalMessage === message) {
      return true;
    }
    current = cause;
  }
  return false;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs changes that can take an admin away one at a time in this process, so each check sees
 * the previous write: better-auth deletes a user's sessions before the user row, which the
 * trigger would refuse only after. Across processes the trigger alone holds.
 */
export function oneAdminRemovalAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = queue.then(change, change);
  queue = run.catch(() => undefined);
  return run;
}
