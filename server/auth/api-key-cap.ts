import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { auditedTransaction } from "../audit/audited-client.ts";

// At most API_KEYS_PER_USER usable keys per user (docs/decisions/072-api-keys-per-user.md):
// each key has its own hourly cost budget (ADR 030), so an uncapped user had as many budgets
// as keys they cared to create. Revoked and expired keys no longer count: they cannot be used.
//
// Counting and inserting in one statement is not enough under READ COMMITTED: two concurrent
// creations would both count from a snapshot without the other's key. So the owner's row is
// locked first (FOR NO KEY UPDATE: it waits for other creations for the same user, not for
// sessions or repositories referencing the user), and the count is taken after the lock. One
// transaction with the audit context, so the key's creation records its actor (ADR 049).

export type NewApiKey = Omit<Prisma.ApiKeyUncheckedCreateInput, "userId">;

/** The created key, or null when the user already has `cap` usable keys. */
export function createApiKeyWithinCap(
  prisma: PrismaClient,
  { userId, cap, data, now }: { userId: string; cap: number; data: NewApiKey; now: Date },
) {
  return auditedTransaction(prisma, async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`;
    const usable = await tx.apiKey.count({
      where: { userId, revokedAt: null, expiresAt: { gt: now } },
    });
    if (usable >= cap) return null;
    return tx.apiKey.create({ data: { ...data, userId } });
  });
}
