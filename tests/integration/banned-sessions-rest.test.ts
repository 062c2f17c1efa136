import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// A banned user has no session on better-auth's REST routes either (issue 32 finding 9,
// docs/decisions/045): GraphQL treats them as signed out, and so does REST. better-auth's own
// ban ends the user's sessions; a ban written any other way (SQL, a session created while the
// ban was being written) left them working on REST.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function bannedUser(banExpires: Date | null = null) {
  const email = `banned-rest-${randomUUID().slice(0, 8)}@example.com`;
  const user = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Before", email, role: "user" },
  });
  const cookie = await app.signIn(email);
  await app.prisma.user.update({
    where: { id: user.id },
    data: { banned: true, banReason: "spam", banExpires },
  });
  return { id: user.id, cookie };
}

const getSession = async (cookie: string) => {
  const response = await app.request("/api/auth/get-session", { headers: { cookie } });
  return { status: response.status, body: await response.text() };
};

describe("a banned user's session on REST", () => {
  it("get-session answers no session, as for a signed-out browser", async () => {
    const { cookie } = await bannedUser();
    expect(await getSession(cookie)).toEqual({ status: 200, body: "null" });
    expect(await app.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("every route that needs a session answers 401, translated, and changes nothing", async () => {
    const { id, cookie } = await bannedUser();
    for (const [path, body] of [
      ["/api/auth/update-user", { name: "After" }],
      ["/api/auth/revoke-other-sessions", {}],
      ["/api/auth/revoke-sessions", {}],
    ] as const) {
      const answer = await postJson(app, path, body, {
        cookie,
        headers: { "accept-language": "fr" },
      });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 401,
        code: "UNAUTHORIZED",
      });
      expect(answer.body.message).not.toMatch(/sign in/i);
    }
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).name).toBe("Before");
    expect(await app.prisma.session.count({ where: { userId: id } })).toBe(1);
  });

  it("GraphQL refuses the same session the same way", async () => {
    const { cookie } = await bannedUser();
    const { status, body } = await app.graphql(
      'mutation { updateViewer(input: { name: "After" }) { user { name } } }',
      { cookie },
    );
    expect({ status, code: body.errors?.[0]?.extensions?.code }).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
    });
  });

  it("sign-out still ends the session", async () => {
    const { id, cookie } = await bannedUser();
    const out = await postJson(app, "/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(await app.prisma.session.count({ where: { userId: id } })).toBe(0);
  });

  it("a ban that has ended no longer counts", async () => {
    const { cookie } = await bannedUser(new Date(Date.now() - 60_000));
    const { status, body } = await getSession(cookie);
    expect(status).toBe(200);
    expect((JSON.parse(body) as { user?: { name?: string } } | null)?.user?.name).toBe("Before");
  });
});
