import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { runWithAudit } from "../../server/audit/context.ts";
import {
  codeSignIn,
  cookieNamed,
  enableTotp,
  pendingSignIn,
  post,
} from "../setup/second-factor.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// A second factor's events in the audit log (docs/decisions/116), each through its real route:
// one event with the user as target, the actor once the factor is proved, never a code.

let app: TestApp;
let mark = 0n;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Events appended since the last call, oldest first. */
async function newEvents() {
  const events = await app.prisma.auditEvent.findMany({
    where: { seq: { gt: mark } },
    orderBy: { seq: "asc" },
  });
  mark = events.at(-1)?.seq ?? mark;
  return events;
}

const text = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? String(item) : item));

const SECOND_FACTOR_ACTIONS = new Set([
  "SECOND_FACTOR_ADD",
  "SECOND_FACTOR_REMOVE",
  "SECOND_FACTOR_PASS",
  "SECOND_FACTOR_FAILURE",
  "BACKUP_CODES_REGENERATE",
  "DEVICE_TRUST",
]);
const factorEvents = async () =>
  (await newEvents()).filter((event) => SECOND_FACTOR_ACTIONS.has(event.action));

describe("second-factor audit events", () => {
  it("added, failed and passed at sign-in, device trusted, codes regenerated, removed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-29T12:00:00Z") });
    const email = "audited-factor@example.com";
    const signedIn = await app.signIn(email);
    const userId = (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;
    const asUser = { actorId: userId, targetType: "User", targetId: userId };
    await newEvents();

    const { authenticator, backupCodes } = await enableTotp(app, signedIn);
    const added = await factorEvents();
    expect(added).toMatchObject([{ action: "SECOND_FACTOR_ADD", ...asUser }]);
    expect(added[0]!.changes).toEqual({ method: "totp" });

    const challenge = await pendingSignIn(app, email);
    await newEvents();
    const wrong = await post(
      app,
      "/api/auth/two-factor/verify-backup-code",
      { code: "wrong-backup" },
      { cookie: challenge },
    );
    expect(wrong.status).toBe(401);
    const failed = await factorEvents();
    // Anyone may hold a challenge: a wrong answer has no actor.
    expect(failed).toMatchObject([
      { action: "SECOND_FACTOR_FAILURE", actorId: null, targetType: "User", targetId: userId },
    ]);
    expect(failed[0]!.changes).toEqual({ method: "backupCode", pending: true });

    const code = authenticator.generate();
    const passed = await post(
      app,
      "/api/auth/two-factor/verify-totp",
      { code, trustDevice: true },
      { cookie: challenge },
    );
    expect(passed.status).toBe(200);
    const proved = await factorEvents();
    expect(proved).toMatchObject([
      { action: "SECOND_FACTOR_PASS", ...asUser },
      { action: "DEVICE_TRUST", ...asUser },
    ]);
    expect(proved[0]!.changes).toEqual({ method: "totp", pending: true });

    const cookie = sessionCookie(passed);
    const regenerated = await post(
      app,
      "/api/auth/two-factor/generate-backup-codes",
      {},
      { cookie },
    );
    expect(regenerated.status).toBe(200);
    const { backupCodes: fresh } = (await regenerated.json()) as { backupCodes: string[] };
    expect(await factorEvents()).toMatchObject([{ action: "BACKUP_CODES_REGENERATE", ...asUser }]);

    // The session the challenge made is fresh: turning the factor off needs no other proof.
    const removed = await post(app, "/api/auth/two-factor/disable", {}, { cookie });
    expect(removed.status).toBe(200);
    expect(await factorEvents()).toMatchObject([{ action: "SECOND_FACTOR_REMOVE", ...asUser }]);

    // No code, secret or backup code in any of them.
    const all = text(await app.prisma.auditEvent.findMany({ where: { targetId: userId } }));
    for (const secret of [code, ...backupCodes, ...fresh]) expect(all).not.toContain(secret);
  });

  it("records a passkey-only user's authenticator set up as added, not passed", async () => {
    const email = "passkey-then-totp@example.com";
    const signedIn = await app.signIn(email);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    // A passkey is a second factor already (ADR 118): the flag is on before the authenticator.
    await app.prisma.passkey.create({
      data: {
        id: "passkey-then-totp",
        userId: user.id,
        credentialID: "cGFzc2tleS10aGVuLXRvdHA",
        publicKey: "AA",
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
        createdAt: new Date(),
      },
    });
    await app.prisma.user.update({ where: { id: user.id }, data: { twoFactorEnabled: true } });
    await app.prisma.session.updateMany({
      where: { userId: user.id },
      data: { secondFactorAt: new Date() },
    });
    await newEvents();

    await enableTotp(app, signedIn);
    const added = await factorEvents();
    expect(added).toMatchObject([
      { action: "SECOND_FACTOR_ADD", actorId: user.id, targetId: user.id },
    ]);
    expect(added[0]!.changes).toEqual({ method: "totp" });
  });

  it("records a sign-in once it is whole: none for the session the challenge deletes", async () => {
    const email = "pending-sign-in@example.com";
    const { authenticator } = await enableTotp(app, await app.signIn(email));
    const userId = (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;
    const signIns = async () =>
      (await newEvents()).filter(
        (event) => event.action === "SIGN_IN" && event.targetId === userId,
      );
    await newEvents();

    const challenge = await pendingSignIn(app, email);
    expect(await signIns()).toEqual([]);

    const passed = await post(
      app,
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate(), trustDevice: true },
      { cookie: challenge },
    );
    expect(passed.status).toBe(200);
    expect(await signIns()).toMatchObject([{ actorId: userId }]);

    // A trusted device skips the challenge: the e-mail code's session stays, recorded once.
    const trusted = await codeSignIn(app, email, { cookie: cookieNamed(passed, "trust_device") });
    expect(await trusted.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await signIns()).toMatchObject([{ actorId: userId, method: "emailOtp" }]);
  });

  it("records the sign-in of a user without a second factor, whatever the write's context says", async () => {
    // The database does not take the server's word for a pending challenge (defence in depth):
    // a user with no factor has none, so their session's SIGN_IN stays.
    const withFactor = "pending-with-factor@example.com";
    const without = "pending-without-factor@example.com";
    await enableTotp(app, await app.signIn(withFactor));
    await app.signIn(without);
    const idOf = async (email: string) =>
      (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;
    const pendingSession = async (userId: string) => {
      await runWithAudit({ secondFactor: "pending" }, () =>
        auditedTransaction(app.prisma, (tx) =>
          tx.session.create({
            data: {
              id: randomUUID(),
              token: randomUUID(),
              userId,
              expiresAt: new Date(Date.now() + 86_400_000),
            },
          }),
        ),
      );
      return (await newEvents()).filter((event) => event.action === "SIGN_IN");
    };
    await newEvents();
    expect(await pendingSession(await idOf(withFactor))).toEqual([]);
    const userId = await idOf(without);
    expect(await pendingSession(userId)).toMatchObject([{ targetId: userId, actorId: userId }]);
  });
});
