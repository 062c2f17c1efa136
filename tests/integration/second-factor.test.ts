import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionUser } from "../setup/auth-requests.ts";
import {
  codeSignIn,
  cookieNamed,
  cookiesOf,
  enableTotp,
  pendingSignIn,
  post,
} from "../setup/second-factor.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import { TRUST_DEVICE_SECONDS } from "../../server/auth/second-factor.ts";

// A second factor on the e-mail-code path (docs/decisions/115, 116): better-auth's twoFactor
// plugin challenges only password sign-ins, which Groundwork has none of.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The plugin and the test read one clock: the codes are the server's current step. */
const freezeClock = (at = new Date("2026-11-29T12:00:00Z")) =>
  vi.useFakeTimers({ toFake: ["Date"], now: at });

const verifyBackupCode = (cookie: string, code: string, extra: Record<string, unknown> = {}) =>
  post(app, "/api/auth/two-factor/verify-backup-code", { code, ...extra }, { cookie });

describe("second factor after an e-mail code", () => {
  it("leaves the sign-in pending: no session, nothing readable, until the authenticator code", async () => {
    freezeClock();
    const email = "user@example.com";
    const { authenticator } = await enableTotp(app, await app.signIn(email));

    const pending = await codeSignIn(app, email);
    expect(pending.status).toBe(200);
    expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
    // The session the code made is gone and its cookie cleared.
    expect(sessionCookie(pending)).toMatch(/session_token=$/);
    const challenge = cookiesOf(pending);
    expect(challenge).toMatch(/two_factor=/);

    const viewer = await app.graphql("{ viewer { id } }", { cookie: challenge });
    expect(viewer.body.data?.viewer ?? null).toBeNull();

    const passed = await post(
      app,
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

describe("backup codes", () => {
  it("work once each", async () => {
    freezeClock();
    const email = "backup-once@example.com";
    const { backupCodes } = await enableTotp(app, await app.signIn(email));
    expect(backupCodes).toHaveLength(10);
    const [code] = backupCodes as [string];

    const passed = await verifyBackupCode(await pendingSignIn(app, email), code);
    expect(passed.status).toBe(200);
    expect((await sessionUser(app, sessionCookie(passed)))?.email).toBe(email);

    const again = await verifyBackupCode(await pendingSignIn(app, email), code);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    expect(sessionCookie(again)).toBe("");
  });

  it("are void once new ones are generated", async () => {
    freezeClock();
    const email = "backup-regenerated@example.com";
    const enabled = await enableTotp(app, await app.signIn(email));
    const regenerated = await post(
      app,
      "/api/auth/two-factor/generate-backup-codes",
      {},
      { cookie: enabled.cookie },
    );
    expect(regenerated.status).toBe(200);
    const { backupCodes } = (await regenerated.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(enabled.backupCodes[0]);

    const old = await verifyBackupCode(await pendingSignIn(app, email), enabled.backupCodes[0]!);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    const fresh = await verifyBackupCode(await pendingSignIn(app, email), backupCodes[0]!);
    expect(fresh.status).toBe(200);
  });
});

describe("a trusted device", () => {
  it("skips the challenge on that browser for 30 days, not elsewhere, not after", async () => {
    const start = new Date("2026-11-29T12:00:00Z");
    freezeClock(start);
    const email = "trusted-device@example.com";
    const { authenticator } = await enableTotp(app, await app.signIn(email));
    const trusted = await post(
      app,
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate(), trustDevice: true },
      { cookie: await pendingSignIn(app, email) },
    );
    expect(trusted.status).toBe(200);
    const device = cookieNamed(trusted, "trust_device");
    expect(device).not.toBe("");

    // 29 days on, the browser that holds the cookie signs in with the code alone.
    vi.setSystemTime(start.getTime() + (TRUST_DEVICE_SECONDS - 86_400) * 1000);
    const skipped = await codeSignIn(app, email, { cookie: device });
    expect(skipped.status).toBe(200);
    expect(await skipped.json()).not.toHaveProperty("twoFactorRedirect");
    expect((await sessionUser(app, sessionCookie(skipped)))?.email).toBe(email);
    // Each such sign-in renews the trust for 30 days from then (better-auth's rotation).
    const renewed = cookieNamed(skipped, "trust_device");
    expect(renewed).not.toBe("");

    // Another browser is challenged.
    expect(await codeSignIn(app, email).then((r) => r.json())).toMatchObject({
      twoFactorRedirect: true,
    });

    // 30 days and a minute after the last trusted sign-in, the trust is over.
    vi.setSystemTime(Date.now() + (TRUST_DEVICE_SECONDS + 60) * 1000);
    const expired = await codeSignIn(app, email, { cookie: renewed });
    expect(await expired.json()).toMatchObject({ twoFactorRedirect: true });
    expect(sessionCookie(expired)).toMatch(/session_token=$/);
  });
});

describe("turning TOTP on", () => {
  it("ends the user's other sessions: whoever read the inbox loses theirs", async () => {
    freezeClock();
    const email = "ends-others@example.com";
    const intruder = await app.signIn(email);
    const owner = await app.signIn(email);

    const enabled = await enableTotp(app, owner);
    expect(await sessionUser(app, intruder)).toBeNull();
    expect((await sessionUser(app, enabled.cookie))?.email).toBe(email);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await app.prisma.session.count({ where: { userId: user.id } })).toBe(1);
    // Recorded as the revocation it is, by the user, not as a sign-out.
    const revoked = await app.prisma.auditEvent.findMany({
      where: { action: "SESSION_REVOKE", targetId: user.id },
    });
    expect(revoked).toMatchObject([{ actorId: user.id }]);
  });
});
