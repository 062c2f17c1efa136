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
