import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";

// Each key has its own hourly budget (ADR 030), so a user may hold at most API_KEYS_PER_USER
// (10) usable keys (issue 32, finding 9; docs/decisions/072), also when creations race.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id } }
}`;
const REVOKE = `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { id } } }`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Answer = {
  data?: { createApiKey: { secret: string; apiKey: { id: string } } | null } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function create(cookie: string, name: string, language = "en") {
  const { status, body } = await app.graphql<Answer["data"]>(CREATE, {
    cookie,
    headers: { "accept-language": language },
    variables: { input: { name, expiresAt: inDays(30) } },
  });
  return { status, body: body as Answer };
}

async function signedIn(email: string) {
  const cookie = await app.signIn(email);
  const { id } = await app.prisma.user.findUniqueOrThrow({ where: { email } });
  return { cookie, id };
}

describe("API keys per user", () => {
  it("refuses the 11th usable key with API_KEY_LIMIT_REACHED, translated, and stores nothing", async () => {
    const { cookie, id } = await signedIn("user@example.com");
    const created: string[] = [];
    for (let index = 1; index <= 10; index++) {
      const { body } = await create(cookie, `key ${index}`);
      expect(body.errors).toBeUndefined();
      created.push(body.data?.createApiKey?.apiKey.id ?? "");
    }
    const refused = await create(cookie, "key 11", "fr");
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("API_KEY_LIMIT_REACHED");
    expect(refused.body.errors?.[0]?.message).toBe(
      "Vous avez déjà 10 clés d’API actives : révoquez-en une avant d’en créer une autre.",
    );
    expect(refused.body.data?.createApiKey ?? null).toBeNull();
    expect(await app.prisma.apiKey.count({ where: { userId: id } })).toBe(10);

    // A revoked key frees its place; an expired one holds none.
    await app.graphql(REVOKE, { cookie, variables: { input: { id: created[0] } } });
    expect((await create(cookie, "after revoke")).body.errors).toBeUndefined();
    expect((await create(cookie, "one too many")).body.errors?.[0]?.extensions?.code).toBe(
      "API_KEY_LIMIT_REACHED",
    );
    await app.prisma.apiKey.updateMany({
      where: { id: (await app.prisma.apiKey.findFirstOrThrow({ where: { name: "key 2" } })).id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await create(cookie, "after expiry")).body.errors).toBeUndefined();
  });

  it("lets exactly the free places through when creations race", async () => {
    const { cookie, id } = await signedIn("admin@example.com");
    for (let index = 0; index < 6; index++) await createKey(app, id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => create(cookie, `race ${index}`)),
    );
    const codes = answers.map(({ body }) => body.errors?.[0]?.extensions?.code ?? "created");
    expect(codes.filter((code) => code === "created")).toHaveLength(4);
    expect(codes.filter((code) => code === "API_KEY_LIMIT_REACHED")).toHaveLength(4);
    expect(await app.prisma.apiKey.count({ where: { userId: id, revokedAt: null } })).toBe(10);
  });
});
