import { expect } from "vitest";
import { codeSignIn, cookieNamed, enableTotp, pendingSignIn, post } from "./second-factor.ts";
import { sessionCookie, type TestApp } from "./test-app.ts";
import { trustedDevicesOf } from "../../server/auth/trusted-devices.ts";

// A browser trusted for 30 days, shared by the trusted devices' tests (docs/decisions/125).

/** A user with TOTP, signed in (factor just passed), and another browser trusted for 30 days. */
export async function withTrustedDevice(app: TestApp, email: string) {
  const { authenticator, backupCodes, cookie } = await enableTotp(app, await app.signIn(email));
  const trusted = await post(
    app,
    "/api/auth/two-factor/verify-totp",
    { code: authenticator.generate(), trustDevice: true },
    { cookie: await pendingSignIn(app, email) },
  );
  expect(trusted.status).toBe(200);
  // The trust works before the change: that browser signs in with the e-mail code alone.
  const skipped = await codeSignIn(app, email, { cookie: cookieNamed(trusted, "trust_device") });
  expect(await skipped.json()).not.toHaveProperty("twoFactorRedirect");
  const device = cookieNamed(skipped, "trust_device");
  expect(device).not.toBe("");
  const userId = (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;
  /** The trusted browser's own session, as it signed in. */
  const deviceSession = sessionCookie(skipped);
  return { authenticator, backupCodes, cookie, device, deviceSession, userId };
}

/** The trusted browser signs in by e-mail code and is asked for the second factor. */
export async function expectChallenged(app: TestApp, email: string, device: string) {
  const again = await codeSignIn(app, email, { cookie: device });
  expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  expect(sessionCookie(again)).toMatch(/session_token=$/);
}

/** How many trusted devices the user has. */
export const trustRows = (app: TestApp, userId: string) =>
  app.prisma.verification.count({ where: trustedDevicesOf(userId) });
