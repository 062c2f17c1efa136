import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";
import { secondFactorClient } from "./second-factor-support.ts";

// REQUIRE_ADMIN_MFA (docs/decisions/117): an admin without a second factor uses no admin right,
// on GraphQL or REST, until they set one up (SECOND_FACTOR_SETUP_REQUIRED, translated); their
// own account stays theirs, so they can. Off (the default outside production), nothing changes.

let app: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  app = await createTestApp({ REQUIRE_ADMIN_MFA: "true" });
  relaxed = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  await relaxed?.close();
});

const USERS = `{ users(first: 1) { totalCount } }`;
const VIEWER = `{ viewer { email secondFactor { enabled required } } }`;
type Errors = { errors?: { extensions?: { code?: string }; message: string }[] };
const codeOf = (body: Errors) => body.errors?.[0]?.extensions?.code;

describe("REQUIRE_ADMIN_MFA", () => {
  it("refuses an admin without a second factor every admin right, and lets them set one up", async () => {
    const cookie = await app.signIn("admin@example.com");
    const users = await app.graphql(USERS, { cookie });
    expect(codeOf(users.body)).toBe("SECOND_FACTOR_SETUP_REQUIRED");
    const french = await app.graphql(USERS, { cookie, headers: { "accept-language": "fr" } });
    expect(french.body.errors?.[0]?.message).not.toBe(users.body.errors?.[0]?.message);
    const viewer = await app.graphql(VIEWER, { cookie });
    expect(viewer.body.data).toEqual({
      viewer: { email: "admin@example.com", secondFactor: { enabled: false, required: true } },
    });

    const rest = await app.request("/api/auth/admin/list-users", { headers: { cookie } });
    expect(rest.status).toBe(403);
    expect((await rest.json()).code).toBe("SECOND_FACTOR_SETUP_REQUIRED");

    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    const key = await createKey(app, admin.id, 30, ["USER_READ"]);
    const byKey = await app.graphql(USERS, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(codeOf(byKey.body)).toBe("SECOND_FACTOR_SETUP_REQUIRED");

    const client = secondFactorClient(app);
    const { cookie: withFactor } = await client.enableTotp(cookie);
    expect(codeOf((await app.graphql(USERS, { cookie: withFactor })).body)).toBeUndefined();
    const restAfter = await app.request("/api/auth/admin/list-users", {
      headers: { cookie: withFactor },
    });
    expect(restAfter.status).toBe(200);
    const byKeyAfter = await app.graphql(USERS, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(codeOf(byKeyAfter.body)).toBeUndefined();
  });

  it("leaves users alone, and admins too when the policy is off", async () => {
    const user = await app.signIn("user@example.com");
    expect(codeOf((await app.graphql(USERS, { cookie: user })).body)).toBe("FORBIDDEN");

    const cookie = await relaxed.signIn("admin@example.com");
    expect(codeOf((await relaxed.graphql(USERS, { cookie })).body)).toBeUndefined();
    const viewer = await relaxed.graphql(VIEWER, { cookie });
    expect(viewer.body.data).toMatchObject({
      viewer: { secondFactor: { enabled: false, required: false } },
    });
    const config = await relaxed.request("/api/config");
    expect(await config.json()).toMatchObject({ requireAdminMfa: false });
    expect(await (await app.request("/api/config")).json()).toMatchObject({
      requireAdminMfa: true,
    });
  });
});
