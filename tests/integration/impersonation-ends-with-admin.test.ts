import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../server/auth/admin-roles.ts";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";
import { impersonate, postRaw, sessionTokenOnly } from "./hostile-auth-support.ts";

// An impersonation ends with its admin (issue 32 finding 3, docs/decisions/045). Admin 2
// impersonates a user; admin 1 demotes, bans or deletes admin 2. The impersonation session
// must end at once, on every path that can do it (the database trigger), and no request may
// act through an impersonation whose admin can no longer sign in as one (the per-request
// check, in GraphQL's session lookup and on better-auth's REST routes).

let app: TestApp;
let firstAdmin: string;
beforeAll(async () => {
  app = await createTestApp();
  firstAdmin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Admin 2 signed in and impersonating a fresh user. */
async function secondAdminImpersonating() {
  const email = unique("admin-two");
  const admin = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Admin Two", email, role: "admin", emailVerified: true },
  });
  const target = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Target", email: unique("target"), role: "user" },
  });
  const adminCookie = await app.signIn(email);
  const { all } = await impersonate(app, adminCookie, target.id);
  return { email, adminId: admin.id, adminCookie, targetId: target.id, cookies: all };
}

type Impersonation = Awaited<ReturnType<typeof secondAdminImpersonating>>;

const UPDATE_VIEWER = `mutation { updateViewer(input: { name: "Written by a banned admin" }) {
  user { name } } }`;

/** Nothing acts through the impersonation any more, on GraphQL or REST, and nothing is logged. */
async function expectNoLongerActs({ cookies, targetId, adminId }: Impersonation) {
  const lastSeq = async () =>
    (await app.prisma.auditEvent.aggregate({ _max: { seq: true } }))._max.seq ?? 0n;
  const before = await lastSeq();
  const graphql = await app.graphql(UPDATE_VIEWER, { cookie: cookies });
  expect({ status: graphql.status, code: graphql.body.errors?.[0]?.extensions?.code }).toEqual({
    status: 401,
    code: "UNAUTHENTICATED",
  });
  const session = await app.request("/api/auth/get-session", { headers: { cookie: cookies } });
  expect({ status: session.status, body: await session.text() }).toEqual({
    status: 200,
    body: "null",
  });
  const revoke = await postJson(app, "/api/auth/revoke-other-sessions", {}, { cookie: cookies });
  expect({ status: revoke.status, code: revoke.body.code }).toEqual({
    status: 401,
    code: "UNAUTHORIZED",
  });
  const rename = await postJson(
    app,
    "/api/auth/update-user",
    { name: "Renamed" },
    { cookie: cookies },
  );
  expect(rename.status).toBe(401);
  expect((await app.prisma.user.findUniqueOrThrow({ where: { id: targetId } })).name).toBe(
    "Target",
  );
  // The audit log never names the removed admin as the impersonator of anything after.
  const named = await app.prisma.auditEvent.count({
    where: { impersonatorId: adminId, seq: { gt: before } },
  });
  expect(named).toBe(0);
}

const impersonations = (adminId: string) =>
  app.prisma.session.count({ where: { impersonatedBy: adminId } });

const gql = async (query: string, variables: Record<string, unknown>) => {
  const { body } = await app.graphql(query, { cookie: firstAdmin, variables });
  expect(body.errors).toBeUndefined();
};

const DEMOTE = `mutation ($id: ID!) { updateUser(input: { id: $id, roles: [USER] }) { user { id } } }`;
const BAN = `mutation ($id: ID!) { banUser(input: { userId: $id, reason: "compromised" }) {
  user { id } } }`;
const DELETE = `mutation ($id: ID!) { deleteUser(input: { userId: $id }) { deletedUserId } }`;

describe("admin 1 removes admin 2 while admin 2 impersonates (finding 3)", () => {
  it("GraphQL: demoting ends the impersonation, and the ban after it leaves nothing", async () => {
    const second = await secondAdminImpersonating();
    expect(await impersonations(second.adminId)).toBe(1);
    await gql(DEMOTE, { id: globalId("User", second.adminId) });
    expect(await impersonations(second.adminId)).toBe(0);
    await gql(BAN, { id: globalId("User", second.adminId) });
    await expectNoLongerActs(second);
  });

  it("GraphQL: banning an admin who keeps the role ends the impersonation", async () => {
    const second = await secondAdminImpersonating();
    await gql(BAN, { id: globalId("User", second.adminId) });
    expect(await impersonations(second.adminId)).toBe(0);
    await expectNoLongerActs(second);
  });

  it("GraphQL: deleting the admin ends the impersonation", async () => {
    const second = await secondAdminImpersonating();
    await gql(DELETE, { id: globalId("User", second.adminId) });
    expect(await impersonations(second.adminId)).toBe(0);
    await expectNoLongerActs(second);
  });

  for (const [route, body] of [
    ["/api/auth/admin/set-role", { role: "user" }],
    ["/api/auth/admin/ban-user", { banReason: "compromised" }],
    ["/api/auth/admin/remove-user", {}],
  ] as const) {
    it(`REST: ${route} ends the impersonation`, async () => {
      const second = await secondAdminImpersonating();
      const answer = await postJson(
        app,
        route,
        { ...body, userId: second.adminId },
        { cookie: firstAdmin },
      );
      expect(answer.status).toBe(200);
      expect(await impersonations(second.adminId)).toBe(0);
      await expectNoLongerActs(second);
    });
  }

  it("npm run admin -- revoke ends the impersonation", async () => {
    const second = await secondAdminImpersonating();
    const code = await runAdminCommand(["revoke", second.email], {
      prisma: app.prisma,
      adminEmails: [],
      out: () => {},
      err: () => {},
    });
    expect(code).toBe(0);
    expect(await impersonations(second.adminId)).toBe(0);
    await expectNoLongerActs(second);
  });

  it("an admin who stays an active admin keeps the impersonation", async () => {
    const second = await secondAdminImpersonating();
    await app.prisma.user.update({ where: { id: second.adminId }, data: { name: "Renamed" } });
    await app.prisma.user.update({ where: { id: second.adminId }, data: { role: "admin,user" } });
    expect(await impersonations(second.adminId)).toBe(1);
    const { body } = await app.graphql("{ viewer { id } }", { cookie: second.cookies });
    expect(body.data?.viewer).toEqual({ id: globalId("User", second.targetId) });
  });
});

describe("each request checks the impersonator", () => {
  // Sessions the trigger cannot see coming (one created while its admin was being demoted):
  // the row names an impersonator who is not an admin who can sign in, and no user row
  // changes afterwards.
  const impersonators: [string, () => Promise<string>][] = [
    [
      "a plain user",
      async () =>
        (
          await app.prisma.user.create({
            data: { id: randomUUID(), name: "Plain", email: unique("plain"), role: "user" },
          })
        ).id,
    ],
    [
      "a banned admin",
      async () =>
        (
          await app.prisma.user.create({
            data: {
              id: randomUUID(),
              name: "Banned admin",
              email: unique("banned-admin"),
              role: "admin",
              banned: true,
            },
          })
        ).id,
    ],
    ["a deleted account", async () => randomUUID()],
  ];

  for (const [who, make] of impersonators) {
    it(`refuses an impersonation by ${who}, on GraphQL and REST`, async () => {
      const second = await secondAdminImpersonating();
      const adminId = await make();
      await app.prisma.session.updateMany({
        where: { impersonatedBy: second.adminId },
        data: { impersonatedBy: adminId },
      });
      await expectNoLongerActs({ ...second, adminId });
    });
  }

  it("refuses it on GraphQL's own path too (a session not due for refresh)", async () => {
    const second = await secondAdminImpersonating();
    const plain = await app.prisma.user.create({
      data: { id: randomUUID(), name: "Plain", email: unique("plain"), role: "user" },
    });
    // Impersonations last an hour, so better-auth always answers for them; a session far from
    // its refresh is read by the lookup's own statement instead.
    await app.prisma.session.updateMany({
      where: { impersonatedBy: second.adminId },
      data: { impersonatedBy: plain.id, expiresAt: new Date(Date.now() + 7 * 86_400_000) },
    });
    await expectNoLongerActs({ ...second, adminId: plain.id });
  });
});

describe("stop-impersonating", () => {
  const french = JSON.parse(
    readFileSync(new URL("../../locales/fr.json", import.meta.url), "utf8"),
  )["auth.errorCodes.ADMIN_SESSION_MISSING"] as string;

  it("without the admin's own session cookie is a translated 400 that changes nothing", async () => {
    const second = await secondAdminImpersonating();
    const sessionOnly = sessionTokenOnly(second.cookies);
    // The first admin's signed session cookie, offered as admin 2's own: genuine, not theirs.
    const someoneElses = `better-auth.admin_session=${firstAdmin.split("=")[1] ?? ""}`;
    for (const cookie of [
      sessionOnly,
      `${sessionOnly}; better-auth.admin_session=forged.${"A".repeat(43)}=`,
      `${sessionOnly}; ${someoneElses}`,
    ]) {
      const answer = await postRaw(app, "/api/auth/admin/stop-impersonating", "{}", {
        contentType: "application/json",
        cookie,
        headers: { "accept-language": "fr" },
      });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { code: "ADMIN_SESSION_MISSING", message: french },
      });
    }
    expect(french).toBeTruthy();
    expect(await impersonations(second.adminId)).toBe(1);
    // With its cookie, it still ends the impersonation.
    const stopped = await postRaw(app, "/api/auth/admin/stop-impersonating", "{}", {
      contentType: "application/json",
      cookie: second.cookies,
    });
    expect(stopped.status).toBe(200);
    expect(await impersonations(second.adminId)).toBe(0);
  });
});
