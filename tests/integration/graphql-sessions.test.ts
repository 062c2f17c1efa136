import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId } from "./graphql-support.ts";
import { impersonate, sessionTokenOnly } from "./hostile-auth-support.ts";

// Sessions through GraphQL (docs/decisions/031-*): the viewer's own, a user's for admins,
// revoking through better-auth with the same rules as its REST routes.

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

type SessionNode = { id: string; device: string | null; current: boolean; mobile: boolean };
type Sessions = { totalCount: number; edges: { node: SessionNode }[] };

const VIEWER_SESSIONS = `{ viewer { sessions(first: 10) { totalCount edges { node { id device current mobile } } } } }`;
const REVOKE = `mutation ($id: ID!) { revokeSession(input: { id: $id }) { revokedSessionId } }`;

/** A fresh account signed in `devices` times; returns its cookies, newest last. */
async function userWithSessions(devices: number) {
  const email = `sessions-${randomUUID().slice(0, 8)}@example.com`;
  await app.prisma.user.create({ data: { id: randomUUID(), name: "S", email, role: "user" } });
  const cookies: string[] = [];
  for (let i = 0; i < devices; i++) cookies.push(await app.signIn(email));
  const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
  return { email, userId: user.id, cookies };
}

async function viewerSessions(cookie: string) {
  const { body } = await app.graphql<{ viewer: { sessions: Sessions } }>(VIEWER_SESSIONS, {
    cookie,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.sessions;
}

describe("viewer.sessions", () => {
  it("lists the viewer's active sessions with a device label and the current one marked", async () => {
    const { userId, cookies } = await userWithSessions(2);
    await app.prisma.session.updateMany({ where: { userId }, data: { userAgent: CHROME_LINUX } });
    const sessions = await viewerSessions(cookies[1]!);
    expect(sessions.totalCount).toBe(2);
    expect(sessions.edges.map((edge) => edge.node.device)).toEqual([
      "Chrome 156 · Linux",
      "Chrome 156 · Linux",
    ]);
    expect(sessions.edges.filter((edge) => edge.node.current)).toHaveLength(1);
  });

  it("leaves expired sessions out", async () => {
    const { userId, cookies } = await userWithSessions(2);
    const [older] = await app.prisma.session.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
    });
    await app.prisma.session.update({
      where: { id: older!.id },
      data: { expiresAt: new Date(1000) },
    });
    expect((await viewerSessions(cookies[1]!)).totalCount).toBe(1);
  });

  it("refuses another user's sessions to a user, and shows them to an admin", async () => {
    const owner = await userWithSessions(1);
    const other = await userWithSessions(1);
    const query = `query ($id: ID!) { node(id: $id) { ... on User { sessions(first: 5) { totalCount } } } }`;
    const variables = { id: globalId("User", owner.userId) };
    const asUser = await app.graphql(query, { cookie: other.cookies[0], variables });
    expect(asUser.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asAdmin = await app.graphql<{ node: { sessions: { totalCount: number } } }>(query, {
      cookie: adminCookie,
      variables,
    });
    expect(asAdmin.body.errors).toBeUndefined();
    expect(asAdmin.body.data?.node.sessions.totalCount).toBe(1);
  });
});

describe("revokeSession", () => {
  it("ends one of the viewer's other sessions", async () => {
    const { cookies } = await userWithSessions(2);
    const sessions = await viewerSessions(cookies[1]!);
    const other = sessions.edges.find((edge) => !edge.node.current)!.node;
    const { body } = await app.graphql(REVOKE, { cookie: cookies[1], variables: { id: other.id } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ revokeSession: { revokedSessionId: other.id } });
    expect((await viewerSessions(cookies[1]!)).totalCount).toBe(1);
    // The revoked device is signed out: it counts as anonymous now.
    const signedOut = await app.graphql("{ viewer { id } }", { cookie: cookies[0] });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a user revoking someone else's session, which stays", async () => {
    const victim = await userWithSessions(1);
    const attacker = await userWithSessions(1);
    const [session] = await app.prisma.session.findMany({ where: { userId: victim.userId } });
    const { body } = await app.graphql(REVOKE, {
      cookie: attacker.cookies[0],
      variables: { id: globalId("Session", session!.id) },
    });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["FORBIDDEN"]);
    expect(await app.prisma.session.count({ where: { id: session!.id } })).toBe(1);
  });

  it("lets an admin revoke any user's session", async () => {
    const target = await userWithSessions(1);
    const [session] = await app.prisma.session.findMany({ where: { userId: target.userId } });
    const { body } = await app.graphql(REVOKE, {
      cookie: adminCookie,
      variables: { id: globalId("Session", session!.id) },
    });
    expect(body.errors).toBeUndefined();
    expect(await app.prisma.session.count({ where: { id: session!.id } })).toBe(0);
  });

  it("answers stable codes for unknown, malformed and wrong-type ids", async () => {
    const { cookies } = await userWithSessions(1);
    const codes = async (id: string) =>
      (await app.graphql(REVOKE, { cookie: cookies[0], variables: { id } })).body.errors?.map(
        (error) => error.extensions?.code,
      );
    expect(await codes(globalId("Session", "missing"))).toEqual(["NOT_FOUND"]);
    expect(await codes("not-a-global-id")).toEqual(["VALIDATION"]);
    expect(await codes(globalId("User", "x"))).toEqual(["VALIDATION"]);
  });

  it("needs a browser session: an API key is refused", async () => {
    const { userId } = await userWithSessions(1);
    const key = await createKey(app, userId);
    const [session] = await app.prisma.session.findMany({ where: { userId } });
    const { body } = await app.graphql(REVOKE, {
      headers: { authorization: `Bearer ${key.secret}` },
      variables: { id: globalId("Session", session!.id) },
    });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["FORBIDDEN"]);
    expect(await app.prisma.session.count({ where: { id: session!.id } })).toBe(1);
  });
});

describe("revokeOtherSessions", () => {
  it("ends every other session, keeps this one and says how many", async () => {
    const { cookies } = await userWithSessions(3);
    const { body } = await app.graphql<{
      revokeOtherSessions: { revokedCount: number; viewer: { sessions: { totalCount: number } } };
    }>(
      `mutation { revokeOtherSessions { revokedCount viewer { sessions(first: 5) { totalCount } } } }`,
      {
        cookie: cookies[2],
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.revokeOtherSessions).toEqual({
      revokedCount: 2,
      viewer: { sessions: { totalCount: 1 } },
    });
  });
});

describe("an impersonating admin", () => {
  it("cannot use the admin mutations: the session is the user's", async () => {
    const target = await userWithSessions(1);
    const { all } = await impersonate(app, adminCookie, target.userId);
    const victim = await userWithSessions(1);
    const { body } = await app.graphql(
      `mutation ($id: ID!) { revokeUserSessions(input: { userId: $id }) { revokedCount } }`,
      { cookie: sessionTokenOnly(all), variables: { id: globalId("User", victim.userId) } },
    );
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["FORBIDDEN"]);
    expect(await app.prisma.session.count({ where: { userId: victim.userId } })).toBe(1);
  });
});
