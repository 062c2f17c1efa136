import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { softwarePasskey } from "../setup/software-authenticator.ts";
import { codeSignIn, cookiesOf, enableTotp, post } from "../setup/second-factor.ts";
import { BASE_URL, createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import {
  expectChallenged as challenged,
  trustRows as countTrust,
  withTrustedDevice as trusted,
} from "../setup/trusted-devices.ts";

// Trusted devices end when the factors or the sessions change (docs/decisions/125): a browser
// trusted before is challenged again, or, with no factor left, its trust rows are gone so a
// factor turned on later does not find them.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const withTrustedDevice = (email: string) => trusted(app, email);
const expectChallenged = (email: string, device: string) => challenged(app, email, device);
const trustRows = (userId: string) => countTrust(app, userId);

describe("a trusted device, after the factors change", () => {
  it("is challenged once the authenticator is turned off and on again", async () => {
    const email = "trust-off-on@example.com";
    const { authenticator, cookie, device, userId } = await withTrustedDevice(email);
    const disabled = await post(app, "/api/auth/two-factor/disable", {}, { cookie });
    expect(disabled.status).toBe(200);
    // Its row is gone already, not just the disabling browser's.
    expect(await trustRows(userId)).toBe(0);
    const { authenticator: renewed } = await enableTotp(app, sessionCookie(disabled));
    expect(renewed.secret.base32).not.toBe(authenticator.secret.base32);
    await expectChallenged(email, device);
  });

  it("is challenged after the backup codes are renewed", async () => {
    const email = "trust-backup-codes@example.com";
    const { cookie, device } = await withTrustedDevice(email);
    const renewed = await post(app, "/api/auth/two-factor/generate-backup-codes", {}, { cookie });
    expect(renewed.status).toBe(200);
    await expectChallenged(email, device);
  });

  it("is challenged after a passkey is added", async () => {
    const email = "trust-passkey@example.com";
    const { cookie, device } = await withTrustedDevice(email);
    const options = await app.request("/api/auth/passkey/generate-register-options", {
      headers: { cookie },
    });
    expect(options.status).toBe(200);
    const response = softwarePasskey().register(await options.json(), BASE_URL);
    const registered = await post(
      app,
      "/api/auth/passkey/verify-registration",
      { response, name: "Laptop" },
      { cookie: `${cookie}; ${cookiesOf(options)}` },
    );
    expect(registered.status).toBe(200);
    await expectChallenged(email, device);
  });
});

describe("a trusted device, after sessions are ended", () => {
  it.each(["/api/auth/revoke-other-sessions", "/api/auth/revoke-sessions"])(
    "is challenged after %s",
    async (path) => {
      const email = `trust${path.replaceAll("/", "-")}@example.com`;
      const { cookie, device } = await withTrustedDevice(email);
      expect((await post(app, path, {}, { cookie })).status).toBe(200);
      await expectChallenged(email, device);
    },
  );

  it("is challenged after an admin ends the user's sessions", async () => {
    const email = "trust-admin-revoke@example.com";
    const { device, userId } = await withTrustedDevice(email);
    const admin = await app.signIn("admin@example.com");
    const revoked = await post(
      app,
      "/api/auth/admin/revoke-user-sessions",
      { userId },
      { cookie: admin },
    );
    expect(revoked.status).toBe(200);
    await expectChallenged(email, device);
  });

  it("keeps another user's trusted devices", async () => {
    const kept = await withTrustedDevice("trust-kept@example.com");
    const other = await withTrustedDevice("trust-other@example.com");
    const cookie = other.cookie;
    expect((await post(app, "/api/auth/revoke-sessions", {}, { cookie })).status).toBe(200);
    expect(await trustRows(kept.userId)).toBe(1);
    const skipped = await codeSignIn(app, "trust-kept@example.com", { cookie: kept.device });
    expect(await skipped.json()).not.toHaveProperty("twoFactorRedirect");
  });
});
