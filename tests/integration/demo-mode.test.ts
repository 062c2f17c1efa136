import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postJson, sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

let demo: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ DEMO_MODE: "true", AUTH_SIGNUP_ENABLED: "true" });
});
afterAll(() => demo?.close());

describe("demo mode", () => {
  it("lets a seeded account sign in and out", async () => {
    const cookie = await demo.signIn("user@example.com");
    expect((await sessionUser(demo, cookie))?.email).toBe("user@example.com");
    const out = await postJson(demo, "/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(await sessionUser(demo, cookie)).toBeNull();
  });

  it("refuses session-changing auth calls with 403 DEMO_MODE and changes nothing", async () => {
    const cookie = await demo.signIn("admin@example.com");
    const target = await demo.prisma.user.findFirstOrThrow({
      where: { email: "user@example.com" },
    });
    const calls: [string, Record<string, unknown>][] = [
      ["/api/auth/update-user", { name: "Changed" }],
      ["/api/auth/admin/ban-user", { userId: target.id }],
      ["/api/auth/admin/impersonate-user", { userId: target.id }],
      ["/api/auth/admin/remove-user", { userId: target.id }],
      ["/api/auth/revoke-other-sessions", {}],
      ["/api/auth/delete-user", {}],
      ["/api/auth/email-otp/request-email-change", { newEmail: "elsewhere@example.com" }],
    ];
    for (const [path, body] of calls) {
      const answer = await postJson(demo, path, body, { cookie });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 403,
        code: "DEMO_MODE",
      });
    }
    const after = await demo.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(after.banned).toBeFalsy();
    expect((await sessionUser(demo, cookie))?.email).toBe("admin@example.com");
  });

  it("refuses GraphQL mutations", async () => {
    const cookie = await demo.signIn("admin@example.com");
    const { body } = await demo.graphql(
      `mutation { updateViewer(input: { name: "Changed" }) { user { name } } }`,
      { cookie },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("DEMO_MODE");
  });

  it("turns sign-up off even when AUTH_SIGNUP_ENABLED says otherwise", async () => {
    const config = await getJson(demo, "/api/config");
    expect(config.body).toMatchObject({ demoMode: true, signupEnabled: false, devMailbox: true });
    const before = await demo.prisma.user.count();
    await postJson(demo, "/api/auth/email-otp/send-verification-otp", {
      email: "stranger@example.org",
      type: "sign-in",
    });
    expect(await demo.prisma.user.count()).toBe(before);
  });

  it("refuses codes sent for anything but signing in", async () => {
    const answer = await postJson(demo, "/api/auth/email-otp/send-verification-otp", {
      email: "user@example.com",
      type: "email-verification",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe("DEMO_MODE");
  });

  it("keeps the mailbox, showing only mail to the seeded accounts", async () => {
    await demo.signIn("user@example.com");
    await demo.mailer.send({ to: "someone@example.org", subject: "Private", text: "x", html: "x" });
    const page = await demo.request("/dev/mailbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("user@example.com");
    expect(html).not.toContain("someone@example.org");
  });
});

describe("outside demo mode", () => {
  let normal: TestApp;
  beforeAll(async () => {
    normal = await createTestApp();
  });
  afterAll(() => normal?.close());

  it("allows the same auth calls", async () => {
    const cookie = await normal.signIn("user@example.com");
    const answer = await postJson(normal, "/api/auth/update-user", { name: "Kept" }, { cookie });
    expect(answer.status).toBe(200);
  });
});
