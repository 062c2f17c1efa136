import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { generateApiKey } from "../../server/auth/api-keys.ts";
import type { TestApp } from "../setup/test-app.ts";

// Principals for the GraphQL suites: every way of calling the API that behaves differently.

export const PRINCIPALS = ["anonymous", "user", "admin", "banned", "userKey", "adminKey"] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];
export type Credentials = { cookie?: string; headers?: Record<string, string> };

export type Principals = Record<PrincipalName, Credentials> & {
  ids: { user: string; admin: string; banned: string };
};

export async function createKey(
  app: TestApp,
  userId: string,
  days = 30,
  /** Left out: the column's default, every scope (a key made before scopes existed). */
  scopes?: string[],
) {
  const { secret, keyHash, start } = generateApiKey();
  const row = await app.prisma.apiKey.create({
    data: {
      name: `key ${start}`,
      keyHash,
      start,
      userId,
      expiresAt: new Date(Date.now() + days * 86_400_000),
      ...(scopes ? { scopes } : {}),
    },
  });
  return { secret, row, globalId: encodeGlobalID("ApiKey", row.id) };
}

/** Signs in the seeded user and admin, a freshly banned user, and makes a key for each. */
export async function setUpPrincipals(app: TestApp): Promise<Principals> {
  const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } });
  const admin = await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  const bannedEmail = `banned-${randomUUID().slice(0, 8)}@example.com`;
  const banned = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Banned", email: bannedEmail, role: "user" },
  });
  const [userCookie, adminCookie, bannedCookie] = [
    await app.signIn(user.email),
    await app.signIn(admin.email),
    await app.signIn(bannedEmail),
  ];
  // Banned after signing in: a session that outlived its ban must not act either.
  await app.prisma.user.update({
    where: { id: banned.id },
    data: { banned: true, banReason: "spam" },
  });
  const userKey = await createKey(app, user.id);
  const adminKey = await createKey(app, admin.id);
  return {
    anonymous: {},
    user: { cookie: userCookie },
    admin: { cookie: adminCookie },
    banned: { cookie: bannedCookie },
    userKey: { headers: { authorization: `Bearer ${userKey.secret}` } },
    adminKey: { headers: { "x-api-key": adminKey.secret } },
    ids: { user: user.id, admin: admin.id, banned: banned.id },
  };
}

export const globalId = encodeGlobalID;
