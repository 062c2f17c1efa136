import { TOTP } from "otpauth";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { impersonate, sessionTokenOnly, userIdOf } from "./hostile-auth-support.ts";
import { secondFactorClient } from "./second-factor-support.ts";

// Managing second factors is one class of routes (docs/decisions/117): no route hands out an
// authenticator's secret after its setup, none is open to an impersonating admin, adding or
// removing a factor needs the factor passed recently when there is one, and no sign-in skips
// the challenge by another door (an OpenID Connect ID token, a session made by registering a
// passkey). Found by a hostile review of the merged work.

const clock = new TestClock(new Date("2026-11-29T12:00:00Z"));
const MINUTE = 60_000;
let app: TestApp;
let client: ReturnType<typeof secondFactorClient>;

beforeAll(async () => {
  app = await createTestApp(
    {
      OIDC_ISSUER: "http://127.0.0.1:9",
      OIDC_CLIENT_ID: "groundwork",
      OIDC_CLIENT_SECRET: "secret",
    },
    { jobsClock: clock },
  );
  client = secondFactorClient(app);
});
afterAll(() => app?.close());

const get = (path: string, cookie: string) => app.request(path, { headers: { cookie } });

describe("managing second factors", () => {
  it("never hands out an authenticator's secret after its setup", async () => {
    const { cookie } = await client.enableTotp(await app.signIn("secret-kept@example.com"));
    const uri = await client.post("/api/auth/two-factor/get-totp-uri", {}, { cookie });
    expect(uri.status).toBe(404);
    expect(JSON.stringify(await uri.json())).not.toContain("otpauth");
  });

  it("refuses an impersonating admin every factor change, passkeys included", async () => {
    const admin = await app.signIn("admin@example.com");
    const userId = await userIdOf(app, "user@example.com");
    const { all } = await impersonate(app, admin, userId);
    const cookie = sessionTokenOnly(all);
    const options = await get("/api/auth/passkey/generate-register-options", cookie);
    expect(options.status).toBe(403);
    expect((await options.json()).code).toBe("IMPERSONATION_FORBIDDEN");
    const enable = await client.post("/api/auth/two-factor/enable", {}, { cookie });
    expect(enable.status).toBe(403);
    expect((await enable.json()).code).toBe("IMPERSONATION_FORBIDDEN");
    expect(await app.prisma.twoFactor.count({ where: { userId } })).toBe(0);
  });

  it("adds a passkey beside an authenticator only within 10 minutes of passing it", async () => {
    const email = "factor-add@example.com";
    const { authenticator } = await client.enableTotp(await app.signIn(email));
    const cookie = await client.signInWithTotp(email, authenticator);
    await clock.setTime(clock.now() + 11 * MINUTE);
    const options = await get("/api/auth/passkey/generate-register-options", cookie);
    expect(options.status).toBe(403);
    expect((await options.json()).code).toBe("SECOND_FACTOR_REQUIRED");
  });

  it("refuses an impersonating admin the confirmation of a setup, and keeps its session's end", async () => {
    const email = "setup-impersonated@example.com";
    // The user starts the setup; the admin, impersonating, answers it (the secret leaked).
    const enabled = await client.post(
      "/api/auth/two-factor/enable",
      {},
      {
        cookie: await app.signIn(email),
      },
    );
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const userId = await userIdOf(app, email);
    const { all } = await impersonate(app, await app.signIn("admin@example.com"), userId);
    const cookie = sessionTokenOnly(all);
    const before = await app.prisma.session.findFirstOrThrow({
      where: { userId, impersonatedBy: { not: null } },
    });

    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    const confirmed = await client.post("/api/auth/two-factor/verify-totp", { code }, { cookie });
    expect(confirmed.status).toBe(403);
    expect((await confirmed.json()).code).toBe("IMPERSONATION_FORBIDDEN");
    // better-auth would have replaced the session with one of a signed-in user's lifetime.
    expect(
      await app.prisma.session.findMany({ where: { userId, impersonatedBy: { not: null } } }),
    ).toMatchObject([{ id: before.id, expiresAt: before.expiresAt }]);
    expect(await app.prisma.twoFactor.findFirst({ where: { userId } })).toMatchObject({
      verified: false,
    });
  });

  it("makes no session when a passkey is registered, and takes no ID token to sign in", async () => {
    const cookie = await app.signIn("no-door@example.com");
    const registered = await client.post(
      "/api/auth/passkey/verify-registration",
      { response: { id: "x" }, createSession: true },
      { cookie },
    );
    expect(registered.status).toBe(400);
    expect(await registered.json()).toMatchObject({ code: "VALIDATION", field: "createSession" });
    const idToken = await client.post("/api/auth/sign-in/social", {
      provider: "oidc",
      idToken: { token: "eyJhbGciOiJub25lIn0.e30." },
    });
    expect(idToken.status).toBe(400);
    expect(await idToken.json()).toMatchObject({ code: "VALIDATION", field: "idToken" });
  });
});
