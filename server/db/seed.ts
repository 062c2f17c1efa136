import { randomUUID } from "node:crypto";
import { SEED_REPOSITORIES, seedUsers } from "../../prisma/seed/data.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";

/** Fills an empty database with the demo accounts and sample data; a no-op otherwise. */
export async function seedIfEmpty(
  prisma: PrismaClient,
  options: { logger?: Logger } = {},
): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seed(prisma);
  options.logger?.info("empty database: added the demo accounts and sample data");
  return true;
}

/** Idempotent: rows that already exist (same e-mail or repository name) are left alone. */
export async function seed(prisma: PrismaClient): Promise<void> {
  const users = seedUsers();
  const now = Date.now();
  await prisma.user.createMany({
    skipDuplicates: true,
    data: users.map((user, index) => {
      const createdAt = history(now, 90, index, users.length);
      return {
        id: randomUUID(),
        email: user.email,
        name: user.name,
        role: user.role,
        emailVerified: true,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  });
  await prisma.repository.createMany({
    skipDuplicates: true,
    data: SEED_REPOSITORIES.map((repository, index) => ({
      ...repository,
      createdAt: history(now, 60, index, SEED_REPOSITORIES.length),
    })),
  });
}

/**
 * The `index`-th of `count` rows spread over the `days` before `now`, oldest first and closer
 * together towards the end, so "newest first" lists read like a real history and the
 * dashboard's activity charts (docs/decisions/038-*) show growth on a fresh instance.
 */
function history(now: number, days: number, index: number, count: number): Date {
  const age = (count - 1 - index) / Math.max(1, count - 1);
  return new Date(Math.round(now - age ** 1.5 * days * 86_400_000));
}
