import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTP } from "otpauth";
import { BASE_URL, createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import { softwarePasskey, type SoftwarePasskey } from "../setup/software-authenticator.ts";

// Passkeys (docs/decisions/118): registered and used through better-auth's passkey plugin with
// an authenticator in software; a sign-in of its own, and a second factor after an e-mail code.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const client = { "x-forwarded-for": "203.0.113.17" };

const post = (path: string, body: unknown, cookie = "") =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...client },
    body: JSON.stringify(body),
  });
const get = (path: string, cookie = "") => app.request(path, { headers: { cookie, ...client } });

/** The cookies a response set, over those sent; a cleared cookie is dropped. */
function withCookies(sent: string, response: Response) {
  const jar = new Map(
    sent
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.split("=")[0]!;
    if (pair.endsWith("=") || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function register(cookie: string, authenticator = softwarePasskey(), name = "Laptop") {
  const options = await get("/api/auth/passkey/generate-register-options", cookie);
  expect(options.status).toBe(200);
  const withChallenge = withCookies(cookie, options);
  const response = authenticator.register(await options.json(), BASE_URL);
  const verified = await post(
    "/api/auth/passkey/verify-registration",
    { response, name },
    withChallenge,
  );
  return { verified, authenticator };
}

async function passkeySignIn(authenticator: SoftwarePasskey, cookie = "") {
  const options = await get("/api/auth/passkey/generate-authenticate-options", cookie);
  expect(options.status).toBe(200);
  const withChallenge = withCookies(cookie, options);
  const response = authenticator.authenticate(await options.json(), BASE_URL);
  const signedIn = await post(
    "/api/auth/passkey/verify-authentication",
    { response },
    withChallenge,
  );
  return { signedIn, cookie: withCookies(withChallenge, signedIn) };
}

async function codeSignIn(email: string) {
  await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  const otp = await app.lastCode(email);
  return post("/api/auth/sign-in/email-otp", { email, otp });
}

const sessionUser = async (cookie: string) =>
  ((await (await get("/api/auth/get-session", cookie)).json()) as { user?: unknown } | null)?.user;

const list = async (cookie: string) =>
  (await (await get("/api/auth/passkey/list-user-passkeys", cookie)).json()) as {
    id: string;
    name: string;
  }[];

describe("passkeys", () => {
  it("registers a passkey and signs in with it: a full session, never challenged", async () => {
    const email = "passkey-owner@example.com";
    const { verified, authenticator } = await register(await app.signIn(email));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ name: "Laptop", credentialID: authenticator.id });

    const { signedIn, cookie } = await passkeySignIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(sessionCookie(signedIn)).toMatch(/session_token=./);
    expect(await sessionUser(cookie)).toMatchObject({ email, twoFactorEnabled: true });
    const viewer = await app.graphql<{ viewer: { email: string } }>("{ viewer { email } }", {
      cookie,
    });
    expect(viewer.body.data?.viewer.email).toBe(email);
  });

  it("refuses an unknown or forged answer, and a credential registered already", async () => {
    const stranger = softwarePasskey();
    stranger.register({ challenge: "x", rp: { id: "localhost" }, user: { id: "u" } }, BASE_URL);
    const { signedIn } = await passkeySignIn(stranger);
    expect(signedIn.status).toBe(401);
    expect(await signedIn.json()).toMatchObject({ code: "PASSKEY_NOT_FOUND" });

    const { authenticator } = await register(await app.signIn("first-holder@example.com"));
    const again = await register(await app.signIn("second-holder@example.com"), authenticator);
    expect(again.verified.status).toBe(400);
    expect(await again.verified.json()).toMatchObject({ code: "PREVIOUSLY_REGISTERED" });
  });

  it("answers a malformed answer to a live challenge with a 4xx, never a 5xx", async () => {
    const cookie = await app.signIn("malformed@example.com");
    // The registration names an unused credential id, so it reaches SimpleWebAuthn's checks.
    // Well-formed (input.ts lets it through), so it reaches SimpleWebAuthn's own checks.
    const signed = { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" };
    const response = { ...signed, attestationObject: "AAAA" };
    const garbage = { id: "AAAA", rawId: "AAAA", type: "public-key", response };
    for (const [optionsPath, verifyPath] of [
      ["generate-register-options", "verify-registration"],
      ["generate-authenticate-options", "verify-authentication"],
    ] as const) {
      const options = await get(`/api/auth/passkey/${optionsPath}`, cookie);
      const answer = await post(
        `/api/auth/passkey/${verifyPath}`,
        { response: garbage },
        withCookies(cookie, options),
      );
      expect({ verifyPath, refused: answer.status >= 400 && answer.status < 500 }).toEqual({
        verifyPath,
        refused: true,
      });
      expect(await answer.json()).toHaveProperty("code");
    }
  });

  it("answers hostile shapes of a sign-in answer with 400 VALIDATION, never a 5xx", async () => {
    const real = softwarePasskey();
    real.register({ challenge: "x", rp: { id: "localhost" }, user: { id: "u" } }, BASE_URL);
    const answer = (id: unknown) => ({ ...real.authenticate({ challenge: "x" }, BASE_URL), id });
    const hostile: unknown[] = [
      { response: answer(42) },
      { response: answer({ contains: "x" }) },
      { response: answer(["AAAA"]) },
      { response: answer(null) },
      { response: answer("A".repeat(9_999)) },
      { response: { ...answer("AAAA"), rawId: 7 } },
      { response: { ...answer("AAAA"), type: ["public-key"] } },
      { response: { ...answer("AAAA"), response: "signed" } },
      { response: { ...answer("AAAA"), response: { clientDataJSON: 1, signature: {} } } },
      { response: ["AAAA"] },
      { response: "AAAA" },
    ];
    const answers: { status: number; code: unknown }[] = [];
    for (const body of hostile) {
      // A live challenge each time, so the route reaches the passkey lookup.
      const options = await get("/api/auth/passkey/generate-authenticate-options");
      expect(options.status).toBe(200);
      const refused = await post(
        "/api/auth/passkey/verify-authentication",
        body,
        withCookies("", options),
      );
      const { code } = (await refused.json()) as { code?: unknown };
      answers.push({ status: refused.status, code });
    }
    expect(answers).toEqual(hostile.map(() => ({ status: 400, code: "VALIDATION" })));
  });

  it("count as two factors only when the authenticator verified the user", async () => {
    const cookie = await app.signIn("user-verification@example.com");
    // The browser is told so, for registration and for sign-in.
    const registerOptions = await get("/api/auth/passkey/generate-register-options", cookie);
    expect(await registerOptions.json()).toMatchObject({
      authenticatorSelection: { userVerification: "required" },
    });
    const signInOptions = await get("/api/auth/passkey/generate-authenticate-options");
    expect(await signInOptions.json()).toMatchObject({ userVerification: "required" });

    // An authenticator that only checks presence registers nothing.
    const presenceOnly = softwarePasskey();
    presenceOnly.userVerified = false;
    const unverified = await register(cookie, presenceOnly);
    expect(unverified.verified.status).toBe(400);
    expect(await unverified.verified.json()).toMatchObject({ code: "USER_VERIFICATION_REQUIRED" });
    expect(await list(cookie)).toEqual([]);

    // A registered passkey answering without verifying the user signs nobody in.
    const { authenticator } = await register(cookie);
    authenticator.userVerified = false;
    const { signedIn } = await passkeySignIn(authenticator);
    expect(signedIn.status).toBe(401);
    expect(await signedIn.json()).toMatchObject({ code: "USER_VERIFICATION_REQUIRED" });
    expect(sessionCookie(signedIn)).toBe("");
    authenticator.userVerified = true;
    expect((await passkeySignIn(authenticator)).signedIn.status).toBe(200);
  });

  it("lists, renames and removes only the caller's own passkeys", async () => {
    const owner = await app.signIn("keeper@example.com");
    const other = await app.signIn("other-keeper@example.com");
    await register(owner, softwarePasskey(), "Phone");
    const [mine] = await list(owner);
    expect(mine).toMatchObject({ name: "Phone" });
    expect(await list(other)).toEqual([]);

    for (const path of ["/api/auth/passkey/update-passkey", "/api/auth/passkey/delete-passkey"]) {
      const refused = await post(path, { id: mine!.id, name: "Stolen" }, other);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
    }
    expect(await list(owner)).toMatchObject([{ id: mine!.id, name: "Phone" }]);

    for (const name of ["   ", "x".repeat(65), "<b>bold</b>", "a\u202Eb"]) {
      const refused = await post("/api/auth/passkey/update-passkey", { id: mine!.id, name }, owner);
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
      expect(await refused.json()).toMatchObject({ code: "VALIDATION", field: "name" });
    }
    const renamed = await post(
      "/api/auth/passkey/update-passkey",
      { id: mine!.id, name: "Work phone" },
      owner,
    );
    expect(renamed.status).toBe(200);
    expect(await list(owner)).toMatchObject([{ name: "Work phone" }]);
    const removed = await post("/api/auth/passkey/delete-passkey", { id: mine!.id }, owner);
    expect(removed.status).toBe(200);
    expect(await list(owner)).toEqual([]);
  });
});

describe("passkeys in the audit log", () => {
  it("records adding and removing a passkey as the user's second factor, never its key", async () => {
    const email = "passkey-audited@example.com";
    const cookie = await app.signIn(email);
    const user = await app.prisma.user.findFirstOrThrow({ where: { email } });
    await register(cookie);
    const [only] = await list(cookie);
    await post("/api/auth/passkey/delete-passkey", { id: only!.id }, cookie);
    const events = await app.prisma.auditEvent.findMany({
      where: { targetId: user.id, action: { startsWith: "SECOND_FACTOR" } },
      orderBy: { seq: "asc" },
    });
    const asUser = { actorId: user.id, actorVia: "session", targetType: "User" };
    expect(events).toMatchObject([
      { action: "SECOND_FACTOR_ADD", changes: { method: "passkey" }, ...asUser },
      { action: "SECOND_FACTOR_REMOVE", changes: { method: "passkey" }, ...asUser },
    ]);
    const passkey = await app.prisma.passkey.findMany({ where: { userId: user.id } });
    expect(passkey).toEqual([]);
    expect(JSON.stringify(events.map((event) => event.changes))).not.toContain(only!.id);
  });
});

describe("a passkey as the second factor", () => {
  it("challenges a passkey-only user after an e-mail code, and a passkey passes it", async () => {
    const email = "passkey-only@example.com";
    const { authenticator } = await register(await app.signIn(email));

    const pending = await codeSignIn(email);
    expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = withCookies("", pending);
    expect(challenge).toMatch(/two_factor=/);
    expect(await sessionUser(challenge)).toBeUndefined();

    const { signedIn, cookie } = await passkeySignIn(authenticator, challenge);
    expect(signedIn.status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ email });
    // The challenge is over: its cookie is cleared and it answers nothing any more.
    expect(cookie).not.toMatch(/two_factor=/);
    const stale = await post("/api/auth/two-factor/verify-backup-code", { code: "x" }, challenge);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: "INVALID_TWO_FACTOR_COOKIE" });
  });

  it("stops challenging once the last passkey is removed", async () => {
    const email = "passkey-removed@example.com";
    const cookie = await app.signIn(email);
    await register(cookie);
    const [only] = await list(cookie);
    await post("/api/auth/passkey/delete-passkey", { id: only!.id }, cookie);

    const signedIn = await codeSignIn(email);
    expect(await signedIn.json()).not.toHaveProperty("twoFactorRedirect");
    expect(sessionCookie(signedIn)).toMatch(/session_token=./);
  });

  it("keeps challenging when the authenticator app is turned off while a passkey remains", async () => {
    const email = "app-and-passkey@example.com";
    let cookie = await app.signIn(email);
    const enabled = await post("/api/auth/two-factor/enable", {}, cookie);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    cookie = withCookies(cookie, await post("/api/auth/two-factor/verify-totp", { code }, cookie));
    await register(cookie);

    const disabled = await post("/api/auth/two-factor/disable", {}, cookie);
    expect(disabled.status).toBe(200);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.twoFactorEnabled).toBe(true);
    expect(await (await codeSignIn(email)).json()).toMatchObject({ twoFactorRedirect: true });
  });
});
