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
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  await prisma.user.createMany({
    skipDuplicates: true,
    data: users.map((user, index) => ({
      id: randomUUID(),
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: true,
      // Spread over time so "newest first" lists look like a real history.
      createdAt: new Date(start + index * 36e5 * 7),
      updatedAt: new Date(start + index * 36e5 * 7),
    })),
  });
  await prisma.repository.createMany({
    skipDuplicates: true,
    data: SEED_REPOSITORIES.map((repository, index) => ({
      ...repository,
      createdAt: new Date(start + index * 36e5 * 11),
    })),
  });
}
