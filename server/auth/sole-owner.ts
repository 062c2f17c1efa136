import type { PrismaClient } from "../generated/prisma/client.ts";
import { isCheckViolation } from "./last-admin.ts";

// An organization always has an owner, also when one deletes their account
// (docs/decisions/121): while others are members, the sole owner's deletion is refused. The
// server asks before better-auth begins (it deletes the sessions before the user row); the
// trigger member_keep_an_owner refuses every writer, a race this check lost included.

/** Whether `userId` is the only owner of an organization that has other members. */
export async function isSoleOwner(prisma: PrismaClient, userId: string): Promise<boolean> {
  // The database's own definition (migration sole_owner_account_deletion).
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM "user_sole_owned_organizations"(${userId}) AS id LIMIT 1`;
  return rows.length > 0;
}

const VIOLATION_MESSAGE = "the sole owner of an organization with other members cannot be deleted";

/** Whether `error` (a Prisma error, possibly wrapped) is the database's sole-owner refusal. */
export function isSoleOwnerViolation(error: unknown): boolean {
  return isCheckViolation(error, VIOLATION_MESSAGE);
}
