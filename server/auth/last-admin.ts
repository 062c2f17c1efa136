import type { PrismaClient } from "../generated/prisma/client.ts";
import { parseRoles } from "./permissions.ts";

// There is always an admin who can sign in (ADR 023): removing the last one would leave no
// one able to manage users, and no way back short of editing the database. REST (better-auth
// hooks) and GraphQL ask the same question before a user loses the role, is banned or is
// deleted.

const activeAdmin = (now: Date) => ({
  role: { contains: "admin" },
  OR: [{ banned: false }, { banned: null }, { banExpires: { lte: now } }],
});

/** Whether `userId` is an admin who can sign in and no other such admin exists. */
export async function isLastAdmin(prisma: PrismaClient, userId: string): Promise<boolean> {
  const now = new Date();
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { role: true, banned: true, banExpires: true },
  });
  if (!user || !parseRoles(user.role).includes("admin")) return false;
  const banned = user.banned && (!user.banExpires || user.banExpires > now);
  if (banned) return false;
  const others = await prisma.user.count({ where: { id: { not: userId }, ...activeAdmin(now) } });
  return others === 0;
}

// The check above and the write after it are two steps, so two admins removing each other at
// once could both pass it. The database makes the check part of the write (migration
// keep_an_admin: a trigger, serialised by a transaction lock) and raises this refusal, for
// every writer including the admin command line and other server instances.
const VIOLATION_MESSAGE = "the last admin who can sign in cannot lose the role";

/** Whether `error` (a Prisma error, possibly wrapped) is the database's last-admin refusal. */
export function isLastAdminViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { meta, cause } = current as { meta?: { driverAdapterError?: unknown }; cause?: unknown };
    const adapterCause = (meta?.driverAdapterError as { cause?: Record<string, unknown> })?.cause;
    if (
      adapterCause?.originalCode === "23514" &&
      adapterCause.originalMessage === VIOLATION_MESSAGE
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs changes that can take an admin away one at a time in this process, so each check sees
 * the previous write and refuses before anything is done: better-auth deletes a user's
 * sessions and accounts before the user row, which the database would refuse only after.
 * Across processes the trigger alone holds (the loser may have lost its sessions).
 */
export function oneAdminRemovalAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = queue.then(change, change);
  queue = run.catch(() => undefined);
  return run;
}
