import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTP } from "otpauth";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// A second factor on the e-mail-code path (docs/decisions/115): better-auth's twoFactor
// plugin challenges only password sign-ins, which Groundwork has none of.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

async function enableTotp(cookie: string) {
  const enabled = await post("/api/auth/two-factor/enable", {}, { cookie });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const authenticator = new TOTP({ secret, digits: 6, period: 30 });
  const confirmed = await post(
    "/api/auth/two-factor/verify-totp",
    { code: authenticator.generate() },
    { cookie },
  );
  expect(confirmed.status).toBe(200);
  return { authenticator, backupCodes, cookie: sessionCookie(confirmed) || cookie };
}

async function codeSignIn(email: string) {
  const client = { "x-forwarded-for": "203.0.113.9" };
  await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, client);
  const otp = await app.lastCode(email);
  return post("/api/auth/sign-in/email-otp", { email, otp }, client);
}

describe("second factor after an e-mail code", () => {
  it("leaves the sign-in pending: no session, nothing readable, until the authenticator code", async () => {
    const email = "user@example.com";
    const { authenticator } = await enableTotp(await app.signIn(email));

    const pending = await codeSignIn(email);
    expect(pending.status).toBe(200);
    expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
    // The session the code made is gone and its cookie cleared.
    expect(sessionCookie(pending)).toMatch(/session_token=$/);
    const challenge = cookiesOf(pending);
    expect(challenge).toMatch(/two_factor=/);

    const viewer = await app.graphql("{ viewer { id } }", { cookie: challenge });
    expect(viewer.body.data?.viewer ?? null).toBeNull();

    const passed = await post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate() },
      { cookie: challenge },
    );
    expect(passed.status).toBe(200);
    const session = await app.request("/api/auth/get-session", {
      headers: { cookie: sessionCookie(passed) },
    });
    expect((await session.json()).user).toMatchObject({ email, twoFactorEnabled: true });
  });
});
