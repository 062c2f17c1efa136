import { TOTP } from "otpauth";
import { expect } from "vitest";
import { sessionCookie, type TestApp } from "../setup/test-app.ts";

// What the second-factor suites share (docs/decisions/115, 117): REST calls, enabling an
// authenticator, and a sign-in by e-mail code that stops at the challenge.

export function secondFactorClient(app: TestApp) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  /** Every cookie a response sets, as a Cookie header (cleared ones left out). */
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0] ?? "")
      .filter((pair) => !pair.endsWith("="))
      .join("; ");

  /** Turns the authenticator on for the session's user; answers the session that confirmed it. */
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

  /** The first factor only: answers the response that holds the challenge cookie. */
  async function codeSignIn(email: string) {
    const client = { "x-forwarded-for": "203.0.113.9" };
    await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, client);
    const otp = await app.lastCode(email);
    return post("/api/auth/sign-in/email-otp", { email, otp }, client);
  }

  /** Both factors: the session cookie the authenticator's code gave. */
  async function signInWithTotp(email: string, authenticator: TOTP) {
    const pending = await codeSignIn(email);
    const passed = await post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate() },
      { cookie: cookiesOf(pending) },
    );
    expect(passed.status).toBe(200);
    return sessionCookie(passed);
  }

  /** The session row behind a cookie. */
  const sessionOf = (cookie: string) => {
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    return app.prisma.session.findUniqueOrThrow({ where: { token } });
  };

  return { post, cookiesOf, enableTotp, codeSignIn, signInWithTotp, sessionOf };
}
