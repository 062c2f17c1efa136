import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";

// The manager's user actions through GraphQL (docs/decisions/031-*): better-auth's admin API
// does the work, so its rules and ours (last admin, no banning yourself) hold unchanged.

let app: TestApp;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await app.signIn("admin@example.com");
  adminId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
});
afterAll(() => app?.close());

const BAN = `mutation ($input: BanUserInput!) {
  banUser(input: $input) { user { banned banReason banExpires } }
}`;

async function newUser(role = "user") {
  const email = `admin-actions-${randomUUID().slice(0, 8)}@example.com`;
  const user = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Target", email, role },
  });
  return { ...user, globalId: globalId("User", user.id) };
}

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.map((error) => error.extensions?.code);

describe("banUser", () => {
  // Date stopped (better-auth's clock and ours; timers stay real): the end a ban gets is exact,
  // however long the request takes.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("bans with a reason and an end, and ends the user's sessions", async () => {
    const target = await newUser();
    await app.signIn(target.email);
    const expiresAt = new Date(Date.now() + 3 * 86_400_000);
    const { body } = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: {
        input: { userId: target.globalId, reason: "  spam  ", expiresAt: expiresAt.toISOString() },
      },
    });
    expect(body.errors).toBeUndefined();
    const user = (body.data as { banUser: { user: Record<string, unknown> } }).banUser.user;
    expect(user).toMatchObject({ banned: true, banReason: "spam" });
    expect(user.banExpires).toBe(expiresAt.toISOString());
    expect(await app.prisma.session.count({ where: { userId: target.id } })).toBe(0);
  });

  it("ends the ban at the instant asked, not up to a second later", async () => {
    const target = await newUser();
    // Half a second past a whole number of seconds from now: rounding up to whole seconds
    // made it end 500 ms late.
    const expiresAt = new Date(Date.now() + 3 * 86_400_000 + 500);
    const { body } = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: {
        input: { userId: target.globalId, reason: "spam", expiresAt: expiresAt.toISOString() },
      },
    });
    expect(body.errors).toBeUndefined();
    const stored = await app.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(stored.banExpires).toEqual(expiresAt);
  });

  it.each([
    ["an empty reason", { reason: "  " }, "reason"],
    ["a reason too long", { reason: "x".repeat(501) }, "reason"],
    ["an end in the past", { reason: "spam", expiresAt: "2000-01-01T00:00:00Z" }, "expiresAt"],
    [
      "an end past year 9999",
      { reason: "spam", expiresAt: "+020000-01-01T00:00:00Z" },
      "expiresAt",
    ],
  ])("refuses %s with VALIDATION and changes nothing", async (_name, input, field) => {
    const target = await newUser();
    const { body } = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: { input: { userId: target.globalId, ...input } },
    });
    expect(codes(body)).toEqual(["VALIDATION"]);
    expect(body.errors?.[0]?.extensions).toMatchObject({ field });
    const after = await app.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(after.banned).not.toBe(true);
  });

  it("keeps better-auth's refusal to ban yourself", async () => {
    const { body } = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: { input: { userId: globalId("User", adminId), reason: "oops" } },
    });
    expect(codes(body)).toEqual(["FORBIDDEN"]);
    expect(body.errors?.[0]?.message).toBe("You cannot ban yourself");
  });

  it("answers NOT_FOUND for an unknown user and VALIDATION for a malformed id", async () => {
    const missing = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: { input: { userId: globalId("User", "missing"), reason: "spam" } },
    });
    expect(codes(missing.body)).toEqual(["NOT_FOUND"]);
    const malformed = await app.graphql(BAN, {
      cookie: adminCookie,
      variables: { input: { userId: "nope", reason: "spam" } },
    });
    expect(codes(malformed.body)).toEqual(["VALIDATION"]);
  });
});

describe("unbanUser, revokeUserSessions, deleteUser", () => {
  it("lifts a ban", async () => {
    const target = await newUser();
    await app.prisma.user.update({
      where: { id: target.id },
      data: { banned: true, banReason: "spam" },
    });
    const { body } = await app.graphql(
      `mutation ($id: ID!) { unbanUser(input: { userId: $id }) { user { banned banReason } } }`,
      { cookie: adminCookie, variables: { id: target.globalId } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ unbanUser: { user: { banned: false, banReason: null } } });
  });

  it("signs a user out everywhere and counts the sessions", async () => {
    const target = await newUser();
    await app.signIn(target.email);
    await app.signIn(target.email);
    const { body } = await app.graphql(
      `mutation ($id: ID!) { revokeUserSessions(input: { userId: $id }) { revokedCount user { sessions(first: 5) { totalCount } } } }`,
      { cookie: adminCookie, variables: { id: target.globalId } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      revokeUserSessions: { revokedCount: 2, user: { sessions: { totalCount: 0 } } },
    });
  });

  it("deletes a user, and refuses deleting yourself", async () => {
    const target = await newUser();
    const DELETE = `mutation ($id: ID!) { deleteUser(input: { userId: $id }) { deletedUserId } }`;
    const { body } = await app.graphql(DELETE, {
      cookie: adminCookie,
      variables: { id: target.globalId },
    });
    expect(body.data).toEqual({ deleteUser: { deletedUserId: target.globalId } });
    expect(await app.prisma.user.count({ where: { id: target.id } })).toBe(0);
    const self = await app.graphql(DELETE, {
      cookie: adminCookie,
      variables: { id: globalId("User", adminId) },
    });
    expect(codes(self.body)).toEqual(["FORBIDDEN"]);
    expect(await app.prisma.user.count({ where: { id: adminId } })).toBe(1);
  });
});
