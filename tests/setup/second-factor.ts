import { TOTP } from "otpauth";
import { expect } from "vitest";
import { sessionCookie, type TestApp } from "./test-app.ts";

// The second factor's requests, shared by its tests (docs/decisions/115, 116): an authenticator
// computed from the secret better-auth hands out, the challenge cookie of a pending sign-in.

export const post = (
  app: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** Every cookie a response sets (not those it clears), as a Cookie header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

/** The cookie named `name` as a response sets it, or "". */
export const cookieNamed = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.split("=")[0]?.endsWith(name) && !pair.endsWith("="))
    .join("; ");

/** Turns TOTP on for the session's user, confirmed by a first code, as the account page does. */
export async function enableTotp(app: TestApp, cookie: string) {
  const enabled = await post(app, "/api/auth/two-factor/enable", {}, { cookie });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const authenticator = new TOTP({ secret, digits: 6, period: 30 });
  const confirmed = await post(
    app,
    "/api/auth/two-factor/verify-totp",
    { code: authenticator.generate() },
    { cookie },
  );
  expect(confirmed.status).toBe(200);
  return { authenticator, backupCodes, cookie: sessionCookie(confirmed) || cookie };
}

/** A first factor by e-mail code from one client address; `headers` add cookies. */
export async function codeSignIn(
  app: TestApp,
  email: string,
  headers: Record<string, string> = {},
) {
  const client = { "x-forwarded-for": "203.0.113.9", ...headers };
  await post(app, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, client);
  const otp = await app.lastCode(email);
  return post(app, "/api/auth/sign-in/email-otp", { email, otp }, client);
}

/** A pending sign-in by e-mail code: only the signed challenge cookie. */
export async function pendingSignIn(app: TestApp, email: string) {
  const pending = await codeSignIn(app, email);
  expect(pending.status).toBe(200);
  expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
  const challenge = cookieNamed(pending, "two_factor");
  expect(challenge).not.toBe("");
  return challenge;
}
