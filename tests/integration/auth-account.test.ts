import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRESH_SESSION_SECONDS } from "../../server/auth/account-guards.ts";
import { postJson, sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0];

describe("account", () => {
  it("changes the name with update-user", async () => {
    const cookie = await app.signIn("name@example.com");
    const updated = await postJson(app, "/api/auth/update-user", { name: "Nia" }, { cookie });
    expect(updated.status).toBe(200);
    expect((await sessionUser(app, cookie)) as unknown).toMatchObject({ name: "Nia" });
  });

  it("changes the e-mail with codes sent to the current and the new address", async () => {
    const cookie = await app.signIn("old-address@example.com");
    const newEmail = "new-address@example.com";
    const before = app.mailer.mailbox()[0]?.id ?? 0;
    const sent = await postJson(
      app,
      "/api/auth/email-otp/send-verification-otp",
      { email: "old-address@example.com", type: "email-verification" },
      { cookie },
    );
    expect(sent.status).toBe(200);
    const current = await app.lastCode("old-address@example.com", before);
    const requested = await postJson(
      app,
      "/api/auth/email-otp/request-email-change",
      { newEmail, otp: current },
      {
        cookie,
      },
    );
    expect(requested.status).toBe(200);
    const otp = await app.lastCode(newEmail, before);
    expect(app.mailer.mailbox()[0]?.subject).toBe("Confirm your new Groundwork e-mail address");
    const changed = await postJson(
      app,
      "/api/auth/email-otp/change-email",
      { newEmail, otp },
      {
        cookie,
      },
    );
    expect(changed.status).toBe(200);
    expect((await sessionUser(app, cookie))?.email).toBe(newEmail);
  });

  it("deletes the account only from a fresh session (else SESSION_EXPIRED)", async () => {
    const email = "leaving@example.com";
    const cookie = await app.signIn(email);
    await app.prisma.session.updateMany({
      where: { token: tokenOf(cookie) },
      data: { createdAt: new Date(Date.now() - (FRESH_SESSION_SECONDS + 60) * 1000) },
    });
    const stale = await postJson(app, "/api/auth/delete-user", {}, { cookie });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe("SESSION_EXPIRED");

    const fresh = await app.signIn(email);
    const deleted = await postJson(app, "/api/auth/delete-user", {}, { cookie: fresh });
    expect(deleted.status).toBe(200);
    expect(await app.prisma.user.count({ where: { email } })).toBe(0);
    expect(await sessionUser(app, fresh)).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends the session", async () => {
    const cookie = await app.signIn("bye@example.com");
    const out = await postJson(app, "/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(await sessionUser(app, cookie)).toBeNull();
  });

  it("answers an error and keeps the cookie when the session could not be deleted", async () => {
    const cookie = await app.signIn("stuck@example.com");
    const token = tokenOf(cookie) ?? "";
    // A real database failure, for this session only.
    await app.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION gw_refuse_session_delete() RETURNS trigger AS $$
      BEGIN
        IF OLD.token = '${token.replace(/'/g, "''")}' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`);
    await app.prisma.$executeRawUnsafe(`
      CREATE TRIGGER gw_refuse_session_delete BEFORE DELETE ON "session"
      FOR EACH ROW EXECUTE FUNCTION gw_refuse_session_delete()`);
    try {
      const out = await postJson(app, "/api/auth/sign-out", {}, { cookie });
      expect(out.status).toBe(500);
      expect(out.body.code).toBe("FAILED_TO_SIGN_OUT");
      expect(sessionCookie(out.response)).toBe("");
      expect(out.response.headers.getSetCookie()).toEqual([]);
      expect((await sessionUser(app, cookie))?.email).toBe("stuck@example.com");
    } finally {
      await app.prisma.$executeRawUnsafe(`DROP TRIGGER gw_refuse_session_delete ON "session"`);
    }
  });

  it("keeps its own refusal's code for a sign-out it refuses, and the session", async () => {
    const cookie = await app.signIn("refused-out@example.com");
    const out = await postJson(app, "/api/auth/sign-out", { disableRedirect: "yes" }, { cookie });
    expect(out.status).toBe(400);
    expect(out.body.code).toBe("VALIDATION_ERROR");
    expect((await sessionUser(app, cookie))?.email).toBe("refused-out@example.com");
  });
});

describe("cookies in production", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => production?.close());

  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    const user = await production.prisma.user.findFirstOrThrow({
      where: { email: "user@example.com" },
    });
    // No mailbox in production: take a code from the server API, then sign in over HTTP.
    const otp = await production.auth.api.createVerificationOTP({
      body: { email: user.email, type: "sign-in" },
    });
    const signedIn = await postJson(production, "/api/auth/sign-in/email-otp", {
      email: user.email,
      otp,
    });
    expect(signedIn.status).toBe(200);
    const session = signedIn.response.headers
      .getSetCookie()
      .find((line) => line.includes("session_token"));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });
});
