import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId } from "./graphql-support.ts";

// One rule for users, API keys and sessions (the `ownerOr` scope, docs/decisions/053): the
// owner with `account: read` (a key: ACCOUNT_READ), or whoever holds the list permission.

let app: TestApp;
let ids: { user: string; admin: string };
beforeAll(async () => {
  app = await createTestApp();
  const find = (email: string) => app.prisma.user.findUniqueOrThrow({ where: { email } });
  ids = { user: (await find("user@example.com")).id, admin: (await find("admin@example.com")).id };
});
afterAll(() => app?.close());

const OWN = `query ($id: ID!) {
  node(id: $id) { ... on User { email apiKeys(first: 1) { totalCount } sessions(first: 1) { totalCount } } }
}`;

async function read(owner: string, keyOf: string, scopes: string[]) {
  const key = await createKey(app, keyOf, 30, scopes);
  const { body } = await app.graphql<{ node: Record<string, unknown> | null }>(OWN, {
    variables: { id: globalId("User", owner) },
    headers: { authorization: `Bearer ${key.secret}` },
  });
  return body;
}

describe("ownerOr", () => {
  it("lets the owner read with ACCOUNT_READ", async () => {
    const body = await read(ids.user, ids.user, ["ACCOUNT_READ"]);
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toMatchObject({ email: "user@example.com" });
  });

  it("refuses another user's key whatever its scopes", async () => {
    const body = await read(ids.admin, ids.user, ["ACCOUNT_READ", "USER_READ", "SESSION_READ"]);
    expect(body.data?.node ?? null).toBeNull();
  });

  it("lets the list permission read anyone, the holder included", async () => {
    const body = await read(ids.admin, ids.admin, ["USER_READ", "SESSION_READ"]);
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toMatchObject({
      email: "admin@example.com",
      apiKeys: { totalCount: expect.any(Number) as number },
      sessions: { totalCount: expect.any(Number) as number },
    });
  });
});
