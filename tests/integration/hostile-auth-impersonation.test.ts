import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPERSONATION_SECONDS } from "../../server/auth/session-rules.ts";
import { sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { impersonate, postAs, sessionTokenOnly, userIdOf } from "./hostile-auth-support.ts";

// An impersonation never outlives its hour, and cannot leave anything
// behind that would (API keys) or take the account away from its owner (e-mail, deletion).

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const HOUR_MS = IMPERSONATION_SECONDS * 1000;

async function impersonationSession(userId: string) {
  return app.prisma.session.findFirstOrThrow({
    where: { userId, impersonatedBy: { not: null } },
    orderBy: { createdAt: "desc" },
  });
}

async function impersonating(email: string) {
  const userId = await userIdOf(app, email);
  const { all } = await impersonate(app, adminCookie, userId);
  return { userId, cookies: all, token: sessionTokenOnly(all) };
}

describe("impersonation lifetime", () => {
  it("stays within one hour of its start when the client sends only the session cookie", async () => {
    const { userId, token } = await impersonating("user@example.com");
    expect((await sessionUser(app, token))?.email).toBe("user@example.com");
    // Through the REST session route and through GraphQL (which resolves the session too).
    await app.graphql("{ viewer { id } }", { cookie: token });
    const session = await impersonationSession(userId);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThanOrEqual(
      HOUR_MS + 1000,
    );
  });

  it("ends after its hour even when better-auth would refresh it", async () => {
    const { userId, token } = await impersonating("user@example.com");
    const session = await impersonationSession(userId);
    // Fifty minutes in: better-auth refreshes sessions whose expiry is near.
    const started = new Date(Date.now() - 50 * 60 * 1000);
    await app.prisma.session.update({
      where: { id: session.id },
      data: { createdAt: started, expiresAt: new Date(started.getTime() + HOUR_MS) },
    });
    expect((await sessionUser(app, token))?.email).toBe("user@example.com");
    const after = await app.prisma.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(after.expiresAt.getTime()).toBeLessThanOrEqual(started.getTime() + HOUR_MS);
  });
});

describe("what an impersonating admin cannot do", () => {
  it("creates no API key (IMPERSONATION_FORBIDDEN, translated)", async () => {
    const { userId, token } = await impersonating("user@example.com");
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const { body } = await app.graphql(
      `mutation ($expiresAt: DateTime!) {
        createApiKey(input: { name: "left behind", expiresAt: $expiresAt }) { secret }
      }`,
      { cookie: token, variables: { expiresAt }, headers: { "accept-language": "fr" } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("IMPERSONATION_FORBIDDEN");
    expect(body.errors?.[0]?.message).not.toMatch(/impersonat/i);
    expect(await app.prisma.apiKey.count({ where: { userId } })).toBe(0);
  });

  it("cannot change the user's e-mail or delete the account (403, translated)", async () => {
    const { userId, cookies } = await impersonating("user@example.com");
    for (const [path, body] of [
      ["/api/auth/email-otp/request-email-change", { newEmail: "taken-over@example.com" }],
      ["/api/auth/email-otp/change-email", { newEmail: "taken-over@example.com", otp: "123456" }],
      ["/api/auth/delete-user", {}],
    ] as const) {
      for (const type of ["application/json", "Application/JSON"]) {
        const refused = await postAs(app, type, path, body, cookies);
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({
          path,
          status: 403,
          code: "IMPERSONATION_FORBIDDEN",
        });
      }
    }
    const french = await app.request("/api/auth/delete-user", {
      method: "POST",
      headers: { cookie: cookies, "content-type": "application/json", "accept-language": "fr" },
      body: "{}",
    });
    const message = ((await french.json()) as { message: string }).message;
    expect(message).not.toBe("");
    expect(message).not.toMatch(/impersonat/i);
    expect(await app.prisma.user.count({ where: { id: userId } })).toBe(1);
    await app.mailSettled();
    expect(app.mailer.mailbox().some((mail) => mail.to === "taken-over@example.com")).toBe(false);
  });

  it("can still stop impersonating and use the admin session", async () => {
    const { cookies } = await impersonating("user@example.com");
    const stopped = await postAs(
      app,
      "application/json",
      "/api/auth/admin/stop-impersonating",
      {},
      cookies,
    );
    expect(stopped.status).toBe(200);
  });
});
