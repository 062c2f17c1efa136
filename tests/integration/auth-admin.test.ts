import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IMPERSONATION_SECONDS } from "../../server/auth/session-rules.ts";
import {
  getJson,
  postJson,
  sendCode,
  sessionUser,
  signInWithCode,
} from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());
// Tests that check an end time stop Date (better-auth's clock; timers stay real), so the end
// is exact however long the requests take.
afterEach(() => vi.useRealTimers());

const userId = async (email: string) =>
  (await app.prisma.user.findFirstOrThrow({ where: { email } })).id;
const viewerRole = async (cookie: string) =>
  (await app.graphql<{ viewer: { role?: string } | null }>("{ viewer { id } }", { cookie })).body;

describe("admin REST operations", () => {
  it("refuses them to a user (403)", async () => {
    const cookie = await app.signIn("user@example.com");
    expect((await getJson(app, "/api/auth/admin/list-users", cookie)).status).toBe(403);
    const id = await userId("admin@example.com");
    for (const [path, body] of [
      ["/api/auth/admin/set-role", { userId: id, role: "user" }],
      ["/api/auth/admin/ban-user", { userId: id }],
      ["/api/auth/admin/impersonate-user", { userId: id }],
      ["/api/auth/admin/remove-user", { userId: id }],
    ] as const) {
      expect((await postJson(app, path, body, { cookie })).status, path).toBe(403);
    }
  });

  it("lists users", async () => {
    const { status, body } = await getJson(app, "/api/auth/admin/list-users?limit=5", adminCookie);
    expect(status).toBe(200);
    expect((body.users as unknown[]).length).toBe(5);
    expect(body.total).toBeGreaterThan(5);
  });

  it("applies a role change on the very next request", async () => {
    const cookie = await app.signIn("role@example.com");
    expect((await sessionUser(app, cookie))?.role).toBe("user");
    const id = await userId("role@example.com");
    const set = await postJson(
      app,
      "/api/auth/admin/set-role",
      { userId: id, role: "admin" },
      {
        cookie: adminCookie,
      },
    );
    expect(set.status).toBe(200);
    expect((await sessionUser(app, cookie))?.role).toBe("admin");
    expect((await getJson(app, "/api/auth/admin/list-users", cookie)).status).toBe(200);
  });

  it("bans (reason, expiry): sessions end at once and sign-in answers BANNED_USER; unban", async () => {
    const email = "banned@example.com";
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await app.signIn(email);
    const id = await userId(email);
    const ban = await postJson(
      app,
      "/api/auth/admin/ban-user",
      { userId: id, banReason: "spam", banExpiresIn: 3600 },
      { cookie: adminCookie },
    );
    expect(ban.status).toBe(200);
    expect(await sessionUser(app, cookie)).toBeNull();
    expect((await viewerRole(cookie)).data?.viewer ?? null).toBeNull();
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ banned: true, banReason: "spam" });
    expect(row.banExpires).toEqual(new Date(Date.now() + 3600_000));

    await sendCode(app, email);
    const refused = await signInWithCode(app, email, await app.lastCode(email));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("BANNED_USER");

    const unban = await postJson(
      app,
      "/api/auth/admin/unban-user",
      { userId: id },
      {
        cookie: adminCookie,
      },
    );
    expect(unban.status).toBe(200);
    expect(await app.signIn(email)).toContain("session_token");
  });

  it("impersonates a user for at most one hour, and stops", async () => {
    const id = await userId("user@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    const started = await postJson(
      app,
      "/api/auth/admin/impersonate-user",
      { userId: id },
      {
        cookie: adminCookie,
      },
    );
    expect(started.status).toBe(200);
    // better-auth first clears the admin's cookie, then sets the impersonation one: last wins,
    // as in a browser. It keeps the admin's own session in `admin_session` to return to.
    const jar = new Map(
      started.response.headers
        .getSetCookie()
        .map((line) => (line.split(";")[0] ?? "").split("=") as [string, string])
        .filter(([, value]) => value),
    );
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    expect((await sessionUser(app, cookie))?.email).toBe("user@example.com");
    const session = await app.prisma.session.findFirstOrThrow({
      where: { userId: id, impersonatedBy: { not: null } },
      orderBy: { createdAt: "desc" },
    });
    const lasts = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(lasts).toBeLessThanOrEqual(IMPERSONATION_SECONDS * 1000);

    const stopped = await postJson(app, "/api/auth/admin/stop-impersonating", {}, { cookie });
    expect(stopped.status).toBe(200);
    const back = stopped.response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => /session_token=./.test(pair))
      .join("; ");
    expect((await sessionUser(app, back))?.email).toBe("admin@example.com");
  });

  it("cannot impersonate an admin", async () => {
    await app.signIn("other-admin@example.com");
    const id = await userId("other-admin@example.com");
    await app.prisma.user.update({ where: { id }, data: { role: "admin" } });
    const refused = await postJson(
      app,
      "/api/auth/admin/impersonate-user",
      { userId: id },
      {
        cookie: adminCookie,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("YOU_CANNOT_IMPERSONATE_ADMINS");
  });

  it("never hands a session token to a client: the token routes do not exist", async () => {
    // An admin could read another admin's session token here, and a user the token of the
    // admin impersonating them. GraphQL lists and revokes sessions by id instead.
    const email = "sessions@example.com";
    const cookie = await app.signIn(email);
    const id = await userId(email);
    const adminList = await postJson(
      app,
      "/api/auth/admin/list-user-sessions",
      { userId: id },
      { cookie: adminCookie },
    );
    expect(adminList.status).toBe(404);
    expect(JSON.stringify(adminList.body)).not.toMatch(/token/i);
    const ownList = await getJson(app, "/api/auth/list-sessions", cookie);
    expect(ownList.status).toBe(404);
    expect(JSON.stringify(ownList.body)).not.toMatch(/token/i);
    const session = await app.prisma.session.findFirstOrThrow({ where: { userId: id } });
    for (const [path, body] of [
      ["/api/auth/revoke-session", { token: session.token }],
      ["/api/auth/admin/revoke-user-session", { sessionToken: session.token }],
    ] as const) {
      const refused = await postJson(app, path, body, { cookie: adminCookie });
      expect(refused.status, path).toBe(404);
    }
    expect((await sessionUser(app, cookie))?.email).toBe(email);
  });

  it("removes a user, whose session stops working at once", async () => {
    const email = "removed@example.com";
    const cookie = await app.signIn(email);
    const removed = await postJson(
      app,
      "/api/auth/admin/remove-user",
      { userId: await userId(email) },
      {
        cookie: adminCookie,
      },
    );
    expect(removed.status).toBe(200);
    expect(await sessionUser(app, cookie)).toBeNull();
    expect((await viewerRole(cookie)).data?.viewer ?? null).toBeNull();
  });
});
