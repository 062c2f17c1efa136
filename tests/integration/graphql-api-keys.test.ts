import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_SCOPES } from "#shared/validation/api-key";
import { API_KEY_RATE_LIMIT, authenticateApiKey, hashApiKey } from "../../server/auth/api-keys.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";

let app: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("user@example.com");
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(() => app?.close());

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name start expiresAt lastUsedAt revokedAt } }
}`;
const REVOKE = `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { revokedAt } } }`;
const VIEWER = `{ viewer { email apiKeys(first: 10) { edges { node { name lastUsedAt revokedAt } } } } }`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Created = {
  createApiKey: { secret: string; apiKey: { id: string; name: string; start: string } };
};

/** The product's own scopes; a team's generated model adds its pair (its own test checks it). */
const builtIn = (scope: string) => /^(USER|SESSION|ACCOUNT|REPOSITORY)_/.test(scope);

describe("API keys", () => {
  it("a user creates a key, sees the secret once, and acts with it", async () => {
    const { body } = await app.graphql<Created>(CREATE, {
      cookie,
      variables: { input: { name: "CI", expiresAt: inDays(30) } },
    });
    const created = body.data?.createApiKey;
    expect(created?.secret).toMatch(/^gw_[A-Za-z0-9_-]{43}$/);
    expect(created?.secret.startsWith(created.apiKey.start)).toBe(true);
    // Stored hashed only.
    const row = await app.prisma.apiKey.findFirstOrThrow({ where: { name: "CI" } });
    expect(row.keyHash).toBe(hashApiKey(created?.secret ?? ""));
    expect(JSON.stringify(row)).not.toContain(created?.secret);

    const bearer = await app.graphql(VIEWER, {
      headers: { authorization: `Bearer ${created?.secret}` },
    });
    expect(bearer.body.data?.viewer).toMatchObject({ email: "user@example.com" });
    const header = await app.graphql(`{ viewer { email } }`, {
      headers: { "x-api-key": created?.secret ?? "" },
    });
    expect(header.body.data?.viewer).toEqual({ email: "user@example.com" });
    const used = await app.prisma.apiKey.findUniqueOrThrow({ where: { id: row.id } });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("validates name and expiry", async () => {
    const past = await app.graphql(CREATE, {
      cookie,
      variables: { input: { name: "old", expiresAt: inDays(-1) } },
    });
    expect(past.body.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION",
      field: "expiresAt",
    });
    const far = await app.graphql(CREATE, {
      cookie,
      variables: { input: { name: "far", expiresAt: inDays(400) } },
    });
    expect(far.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    const noName = await app.graphql(CREATE, {
      cookie,
      variables: { input: { name: " ", expiresAt: inDays(1) } },
    });
    expect(noName.body.errors?.[0]?.extensions).toMatchObject({ field: "name" });
  });

  it("lists keys in viewer.apiKeys and revokes them; a revoked key is refused", async () => {
    const key = await createKey(app, userId);
    const revoked = await app.graphql(REVOKE, {
      cookie,
      variables: { input: { id: key.globalId } },
    });
    expect(revoked.body.data?.revokeApiKey).toMatchObject({
      apiKey: { revokedAt: expect.any(String) },
    });
    const refused = await app.graphql(`{ viewer { id } }`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const list = await app.graphql<{
      viewer: { apiKeys: { edges: { node: { revokedAt: string | null } }[] } };
    }>(VIEWER, { cookie });
    expect(list.body.data?.viewer.apiKeys.edges.some((edge) => edge.node.revokedAt)).toBe(true);
  });

  it("a user cannot revoke someone else's key (NOT_FOUND)", async () => {
    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    const key = await createKey(app, admin.id);
    const { body } = await app.graphql(REVOKE, {
      cookie,
      variables: { input: { id: key.globalId } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses expired keys, unknown keys and keys of banned users", async () => {
    const expired = await createKey(app, userId);
    await app.prisma.apiKey.update({
      where: { id: expired.row.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const banned = await app.prisma.user.create({
      data: { id: "banned-key-owner", name: "B", email: "b@example.com", banned: true },
    });
    const bannedKey = await createKey(app, banned.id);
    for (const secret of [expired.secret, bannedKey.secret, "gw_unknown", "not-a-key"]) {
      const { status, body } = await app.graphql(`{ viewer { id } }`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("rate limits per key (RATE_LIMITED, 429) and resets with the window", async () => {
    const key = await createKey(app, userId);
    await app.prisma.apiKey.update({
      where: { id: key.row.id },
      data: { rateWindowCount: API_KEY_RATE_LIMIT.max, rateWindowStart: new Date() },
    });
    const limited = await app.graphql(`{ viewer { id } }`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    await app.prisma.apiKey.update({
      where: { id: key.row.id },
      data: { rateWindowStart: new Date(Date.now() - 61_000) },
    });
    const again = await app.graphql(`{ viewer { id } }`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(again.body.errors).toBeUndefined();
  });

  it("a key cannot create keys; other users never see a user's keys, admins do", async () => {
    const key = await createKey(app, userId);
    const { body } = await app.graphql(CREATE, {
      headers: { authorization: `Bearer ${key.secret}` },
      variables: { input: { name: "child", expiresAt: inDays(1) } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const read = `query ($id: ID!) { node(id: $id) { ... on ApiKey { name } } }`;
    const variables = { id: key.globalId };
    const otherUser = await app.prisma.user.create({
      data: { id: randomUUID(), name: "Other", email: `other-${randomUUID()}@example.com` },
    });
    const otherCookie = await app.signIn(otherUser.email);
    const other = await app.graphql(read, { cookie: otherCookie, variables });
    expect(other.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // The manager's user detail lists a user's keys (admins can revoke them).
    const adminCookie = await app.signIn("admin@example.com");
    const admin = await app.graphql(read, { cookie: adminCookie, variables });
    expect(admin.body).toMatchObject({ data: { node: { name: key.row.name } } });
  });

  it("an admin revokes another user's key; a key without USER_WRITE cannot", async () => {
    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    const accountOnly = await createKey(app, admin.id, 30, ["ACCOUNT_WRITE"]);
    const target = await createKey(app, userId);
    const variables = { input: { id: target.globalId } };
    const viaKey = await app.graphql(REVOKE, {
      headers: { authorization: `Bearer ${accountOnly.secret}` },
      variables,
    });
    expect(viaKey.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const adminCookie = await app.signIn("admin@example.com");
    const { body } = await app.graphql(REVOKE, { cookie: adminCookie, variables });
    expect(body.errors).toBeUndefined();
    const row = await app.prisma.apiKey.findUniqueOrThrow({ where: { id: target.row.id } });
    expect(row.revokedAt).not.toBeNull();
  });

  it("a key holds only scopes the owner's role grants; left out, the reads it grants", async () => {
    const SCOPED = `mutation ($input: CreateApiKeyInput!) {
      createApiKey(input: $input) { apiKey { scopes } }
    }`;
    const create = (who: string, name: string, scopes?: string[] | null) =>
      app.graphql<{ createApiKey: { apiKey: { scopes: string[] } } | null }>(SCOPED, {
        cookie: who,
        headers: { "accept-language": "fr" },
        variables: {
          input: { name, expiresAt: inDays(7), ...(scopes === undefined ? {} : { scopes }) },
        },
      });
    for (const scopes of [
      ["REPOSITORY_READ", "USER_WRITE"],
      ["SESSION_READ"],
      ["REPOSITORY_WRITE"],
    ]) {
      const { body } = await create(cookie, "too wide", scopes);
      expect(body.data?.createApiKey ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", field: "scopes" });
      expect(body.errors?.[0]?.message).toMatch(/^Votre rôle n’accorde pas [A-Z_]+ /);
    }
    expect(await app.prisma.apiKey.count({ where: { name: "too wide" } })).toBe(0);

    const own = await create(cookie, "own", ["ACCOUNT_WRITE", "REPOSITORY_READ"]);
    expect(own.body.data?.createApiKey?.apiKey.scopes).toEqual([
      "ACCOUNT_WRITE",
      "REPOSITORY_READ",
    ]);
    for (const scopes of [undefined, null]) {
      const { body } = await create(cookie, "default", scopes);
      expect(body.data?.createApiKey?.apiKey.scopes.filter(builtIn)).toEqual([
        "ACCOUNT_READ",
        "REPOSITORY_READ",
      ]);
    }
    const adminCookie = await app.signIn("admin@example.com");
    const admin = await create(adminCookie, "admin", ["USER_WRITE", "SESSION_WRITE"]);
    expect(admin.body.data?.createApiKey?.apiKey.scopes).toEqual(["USER_WRITE", "SESSION_WRITE"]);

    const GRANTABLE = `{ viewer { grantableApiKeyScopes } }`;
    const mine = await app.graphql<{ viewer: { grantableApiKeyScopes: string[] } }>(GRANTABLE, {
      cookie,
    });
    expect(mine.body.data?.viewer.grantableApiKeyScopes.filter(builtIn)).toEqual([
      "ACCOUNT_READ",
      "ACCOUNT_WRITE",
      "REPOSITORY_READ",
    ]);
    const admins = await app.graphql<{ viewer: { grantableApiKeyScopes: string[] } }>(GRANTABLE, {
      cookie: adminCookie,
    });
    expect(admins.body.data?.viewer.grantableApiKeyScopes).toEqual([...API_KEY_SCOPES]);
  });

  it("a role that grants no scope is refused as such, in the caller's language", async () => {
    // A role a later version no longer knows grants nothing (shared/auth/roles.ts).
    const guest = await app.prisma.user.create({
      data: {
        id: randomUUID(),
        name: "Guest",
        email: `guest-${randomUUID()}@example.com`,
        role: "guest",
      },
    });
    const guestCookie = await app.signIn(guest.email);
    for (const scopes of [undefined, ["ACCOUNT_READ"]]) {
      const { body } = await app.graphql(CREATE, {
        cookie: guestCookie,
        headers: { "accept-language": "sw" },
        variables: { input: { name: "none", expiresAt: inDays(7), ...(scopes ? { scopes } : {}) } },
      });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "API_KEY_NO_SCOPES",
        field: "scopes",
      });
      expect(body.errors?.[0]?.message).toMatch(/^Jukumu lako halitoi ruhusa yoyote/);
    }
    expect(await app.prisma.apiKey.count({ where: { userId: guest.id } })).toBe(0);
  });

  it("a key made by an admin who is then demoted acts only with what the role now grants", async () => {
    const formerAdmin = await app.prisma.user.create({
      data: {
        id: randomUUID(),
        name: "Former",
        email: `former-${randomUUID()}@example.com`,
        role: "admin",
      },
    });
    const key = await createKey(app, formerAdmin.id, 30, [
      "ACCOUNT_READ",
      "USER_READ",
      "SESSION_WRITE",
    ]);
    const headers = { authorization: `Bearer ${key.secret}` };
    const USERS = `{ users(first: 1) { edges { node { id } } } }`;
    expect((await app.graphql(USERS, { headers })).body.errors).toBeUndefined();

    await app.prisma.user.update({ where: { id: formerAdmin.id }, data: { role: "user" } });
    const users = await app.graphql(USERS, { headers });
    expect(users.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Where a key's scopes become the request's: the admin-only ones are gone, so the key is no
    // longer a writer (the mutation type's \`mayWrite\`) through SESSION_WRITE.
    const check = await authenticateApiKey(app.prisma, key.secret, { cost: 0, limit: 1000 });
    expect(check.ok && check.principal.scopes).toEqual(["ACCOUNT_READ"]);
    // And the key's listing says so: it does not show powers it no longer has.
    const listed = await app.graphql(
      `{ viewer { apiKeys(first: 5) { edges { node { scopes } } } } }`,
      { headers },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data).toEqual({
      viewer: { apiKeys: { edges: [{ node: { scopes: ["ACCOUNT_READ"] } }] } },
    });
  });
});
