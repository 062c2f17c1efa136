import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { secondFactorClient } from "./second-factor-support.ts";

// When a session last passed a second factor (docs/decisions/117): the session made by
// answering the challenge, and a signed-in user's session each time they verify again. Times
// are the app's clock (here pg-boss's TestClock), never the wall clock.

let app: TestApp;
let client: ReturnType<typeof secondFactorClient>;
const clock = new TestClock(new Date("2026-11-29T12:00:00Z"));
const MINUTE = 60_000;

beforeAll(async () => {
  app = await createTestApp({}, { jobsClock: clock });
  client = secondFactorClient(app);
});
afterAll(() => app?.close());

describe("a session's second factor", () => {
  it("is marked when the challenge's code makes the session, by authenticator or backup code", async () => {
    const email = "fresh@example.com";
    const { authenticator, backupCodes } = await client.enableTotp(await app.signIn(email));

    await clock.setTime(clock.now() + 30 * MINUTE);
    const byCode = await client.signInWithTotp(email, authenticator);
    expect((await client.sessionOf(byCode)).secondFactorAt?.getTime()).toBe(clock.now());

    await clock.setTime(clock.now() + 30 * MINUTE);
    const pending = await client.codeSignIn(email);
    const byBackup = await client.post(
      "/api/auth/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      { cookie: client.cookiesOf(pending) },
    );
    expect(byBackup.status).toBe(200);
    const cookie = client.cookiesOf(byBackup);
    expect((await client.sessionOf(cookie)).secondFactorAt?.getTime()).toBe(clock.now());
    // getSession answers it too, as the GraphQL lookup does (session-lookup.test.ts).
    const session = await app.request("/api/auth/get-session", { headers: { cookie } });
    expect((await session.json()).session.secondFactorAt).toBe(new Date(clock.now()).toISOString());
  });

  it("is marked when the authenticator is confirmed, then refreshed on each verification", async () => {
    const { authenticator, cookie } = await client.enableTotp(
      await app.signIn("again@example.com"),
    );
    const enabledAt = clock.now();
    expect((await client.sessionOf(cookie)).secondFactorAt?.getTime()).toBe(enabledAt);

    await clock.setTime(enabledAt + 20 * MINUTE);
    const wrong = await client.post(
      "/api/auth/two-factor/verify-totp",
      { code: "000000" },
      {
        cookie,
      },
    );
    expect(wrong.status).toBe(401);
    expect((await client.sessionOf(cookie)).secondFactorAt?.getTime()).toBe(enabledAt);

    const again = await client.post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate() },
      { cookie },
    );
    expect(again.status).toBe(200);
    expect((await client.sessionOf(cookie)).secondFactorAt?.getTime()).toBe(clock.now());
  });

  it("is not set on a session signed in with the first factor only", async () => {
    const cookie = await app.signIn("one-factor@example.com");
    expect((await client.sessionOf(cookie)).secondFactorAt).toBeNull();
  });
});
