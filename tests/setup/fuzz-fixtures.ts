import { randomBytes, randomUUID } from "node:crypto";
import { generateApiKey } from "../../server/auth/api-keys.ts";
import type { TestApp } from "./test-app.ts";

// The fuzzers' callers, on accounts of their own: generated requests may rename, demote, ban,
// sign out or delete whoever they can reach, so the seeded accounts other tests rely on are
// never the ones signed in, and `restore` puts the fuzzers' own accounts back between batches.

export const FUZZ_CALLERS = ["anonymous", "user", "admin", "userKey", "adminKey"] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];
export type Credentials = { cookie?: string; headers?: Record<string, string> };

export type FuzzFixtures = {
  credentials: Record<FuzzCaller, Credentials>;
  /** A correctly signed cookie whose session no longer exists. */
  staleCookie: string;
  ids: { user: string; admin: string; users: string[]; repositories: string[]; keys: string[] };
  emails: string[];
  /** Existing objects by GraphQL type name, for forging global ids. */
  known: { typename: string; id: string }[];
  /** Keys that real cursors carry (names, e-mails, `<date>|<id>`). */
  cursorKeys: string[];
  sessionTokens: string[];
  /** Undoes what the fuzzed requests did to the fuzzers' accounts, sessions and keys. */
  restore: () => Promise<void>;
  /** Throws unless the server still answers, its database included. */
  assertHealthy: () => Promise<void>;
};

export async function createFuzzFixtures(app: TestApp): Promise<FuzzFixtures> {
  const { prisma } = app;
  const tag = randomBytes(3).toString("hex");
  const account = async (role: "user" | "admin", label: string = role) => {
    const email = `fuzz-${label}-${tag}@example.com`;
    const user = await prisma.user.create({
      data: { id: randomUUID(), name: `Fuzz ${label}`, email, role },
    });
    const cookie = await app.signIn(user.email);
    const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    const { secret, keyHash, start } = generateApiKey();
    const expiresAt = new Date(Date.now() + 300 * 86_400_000);
    const row = await prisma.apiKey.create({
      data: { name: "fuzz", keyHash, start, userId: user.id, expiresAt },
    });
    return { user, cookie, session, key: { secret, row } };
  };
  const user = await account("user");
  const admin = await account("admin");
  // A session that existed and ended: its cookie is well signed but names nothing.
  const gone = await account("user", "gone");
  await prisma.user.delete({ where: { id: gone.user.id } });

  const repositories = await prisma.repository.findMany({ take: 5, orderBy: { name: "asc" } });
  const seeded = await prisma.user.findMany({ take: 3, orderBy: { email: "asc" } });
  const owned = [user, admin];

  // Reads first and writes only what changed: most batches changed nothing that matters.
  const restore = async () => {
    const [users, sessions, keys] = await Promise.all([
      prisma.user.findMany({ where: { id: { in: owned.map((entry) => entry.user.id) } } }),
      prisma.session.findMany({ where: { id: { in: owned.map((entry) => entry.session.id) } } }),
      prisma.apiKey.findMany({ where: { id: { in: owned.map((entry) => entry.key.row.id) } } }),
    ]);
    for (const { user: row, session, key } of owned) {
      const now = users.find((entry) => entry.id === row.id);
      if (!now || now.email !== row.email || now.role !== row.role || now.banned) {
        // A fuzzed request may have given this address to someone else; take it back.
        await prisma.user.updateMany({
          where: { email: row.email, id: { not: row.id } },
          data: { email: `fuzz-taken-${randomUUID()}@example.com` },
        });
        const { id, ...fields } = row;
        await prisma.user.upsert({ where: { id }, create: row, update: fields });
      }
      const liveSession = sessions.find((entry) => entry.id === session.id);
      if (!liveSession || liveSession.expiresAt < new Date() || liveSession.userId !== row.id) {
        const { id, ...fields } = session;
        await prisma.session.upsert({ where: { id }, create: session, update: fields });
      }
      const liveKey = keys.find((entry) => entry.id === key.row.id);
      // Well under the per-key limit (600 a minute), so keys keep reaching the resolvers.
      if (!liveKey || liveKey.revokedAt || liveKey.rateWindowCount > 300) {
        const fields = { ...key.row, revokedAt: null, rateWindowCount: 0 };
        await prisma.apiKey.upsert({ where: { id: key.row.id }, create: fields, update: fields });
      }
    }
  };

  const assertHealthy = async () => {
    const health = await app.request("/api/health");
    if (health.status !== 200) throw new Error(`GET /api/health answered ${health.status}`);
    const viewer = await app.graphql<{ viewer: { id: string } | null }>("{ viewer { id } }", {
      headers: { "x-api-key": admin.key.secret },
    });
    if (viewer.status !== 200 || !viewer.body.data?.viewer) {
      throw new Error(
        `{ viewer } with a key answered ${viewer.status} ${JSON.stringify(viewer.body)}`,
      );
    }
  };

  return {
    credentials: {
      anonymous: {},
      user: { cookie: user.cookie },
      admin: { cookie: admin.cookie },
      userKey: { headers: { authorization: `Bearer ${user.key.secret}` } },
      adminKey: { headers: { "x-api-key": admin.key.secret } },
    },
    staleCookie: gone.cookie,
    ids: {
      user: user.user.id,
      admin: admin.user.id,
      users: [user.user.id, admin.user.id, ...seeded.map((row) => row.id)],
      repositories: repositories.map((row) => row.id),
      keys: owned.map((entry) => entry.key.row.id),
    },
    emails: [user.user.email, admin.user.email, ...seeded.map((row) => row.email)],
    known: [
      ...repositories.map((row) => ({ typename: "Repository", id: row.id })),
      ...[user.user, admin.user, ...seeded].map((row) => ({ typename: "User", id: row.id })),
      ...owned.map((entry) => ({ typename: "ApiKey", id: entry.key.row.id })),
    ],
    cursorKeys: [
      ...repositories.map((row) => row.name),
      ...seeded.map((row) => row.email),
      ...[...repositories, ...seeded].map((row) => `${row.createdAt.toISOString()}|${row.id}`),
    ],
    sessionTokens: [user.session.token, admin.session.token, gone.session.token],
    restore,
    assertHealthy,
  };
}
