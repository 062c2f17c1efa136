import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("e-mail one-time code sign-in", () => {
  it("e-mails a 6-character code that signs the user in with an httpOnly, SameSite=Lax session cookie", async () => {
    const email = "admin@example.com";
    const sent = await post("/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    expect(sent.status).toBe(200);
    const mail = await app.lastCode(email);
    expect(mail).toMatch(/^[0-9A-Za-z]{6}$/);
    const message = app.mailer.mailbox()[0];
    expect(message?.subject).toBe("Your Groundwork sign-in code");
    expect(message?.html).toContain(mail);
    expect(message?.text).toContain("5 minutes");

    const signedIn = await post("/api/auth/sign-in/email-otp", { email, otp: mail });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await app.request("/api/auth/get-session", {
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect((await session.json()).user).toMatchObject({ email, role: "admin" });
  });

  it("stores codes encrypted, never as the plain code", async () => {
    const email = "user@example.com";
    await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    const code = await app.lastCode(email);
    const rows = await app.prisma.verification.findMany({
      where: { identifier: { contains: email } },
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.value).not.toContain(code);
  });

  it("rejects a wrong code and keeps the visitor signed out", async () => {
    const email = "user@example.com";
    await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    const code = await app.lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await post("/api/auth/sign-in/email-otp", { email, otp: wrong });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("INVALID_OTP");
    expect(sessionCookie(response)).toBe("");
  });

  it("refuses a cross-site request that carries the session cookie (untrusted Origin)", async () => {
    const cookie = await app.signIn("user@example.com");
    const response = await app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: "https://evil.example" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    const session = await app.request("/api/auth/get-session", { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email: "user@example.com" } });
  });
});
