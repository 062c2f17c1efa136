import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionUser } from "../setup/auth-requests.ts";
import { OIDC_TEST_ACCOUNT } from "../setup/oidc-account.ts";
import { startOidcProvider } from "../setup/oidc-provider.ts";
import { cookieNamed, enableTotp, post } from "../setup/second-factor.ts";
import { BASE_URL, createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// The second factor after an OpenID Connect sign-in (docs/decisions/115): the provider's
// callback is a browser navigation, so the pending sign-in is a redirect to the challenge page
// with the challenge cookie, and no session.

const CLIENT = { clientId: "groundwork", clientSecret: "groundwork-test-secret" };
const REDIRECT = `${BASE_URL}/api/auth/callback/oidc`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let app: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT] });
  app = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_NAME: "Loopback ID",
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await provider?.close();
});

/** The browser's part: sign-in/social, the provider's redirects, then our callback. */
async function providerSignIn(callbackURL = "/app") {
  const started = await post(app, "/api/auth/sign-in/social", {
    provider: "oidc",
    callbackURL,
    errorCallbackURL: "/login/error",
  });
  expect(started.status).toBe(200);
  const appCookies = started.headers.getSetCookie().map((line) => line.split(";")[0]);
  const jar = new Map<string, string>();
  let url = String(((await started.json()) as { url: string }).url);
  for (let hop = 0; hop < 10 && !url.startsWith(BASE_URL); hop++) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name = "", ...value] = (line.split(";")[0] ?? "").split("=");
      jar.set(name, value.join("="));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`Provider stopped at ${url}: ${response.status}`);
    url = new URL(location, url).toString();
  }
  return app.request(url.slice(BASE_URL.length), {
    headers: { cookie: appCookies.join("; ") },
    redirect: "manual",
  });
}

describe("second factor after an OpenID Connect sign-in", () => {
  it("redirects to the challenge with no session, then passes with an authenticator code", async () => {
    const first = await providerSignIn();
    const { authenticator } = await enableTotp(app, sessionCookie(first));

    const signIns = () => app.prisma.auditEvent.count({ where: { action: "SIGN_IN" } });
    const before = await signIns();
    const pending = await providerSignIn();
    // The session the callback made and the challenge deleted is no sign-in (ADR 125).
    expect(await signIns()).toBe(before);
    expect(pending.status).toBe(302);
    // On to where the sign-in was going once the factor is passed (callbackURL /app).
    expect(pending.headers.get("location")).toBe(`${BASE_URL}/login/second-factor?redirect=%2Fapp`);
    // No session: the one the callback made is deleted and its cookie cleared.
    expect(sessionCookie(pending)).toMatch(/session_token=$/);
    const challenge = cookieNamed(pending, "two_factor");
    expect(challenge).not.toBe("");
    expect(await sessionUser(app, challenge)).toBeNull();

    // The plugin and the test read one frozen clock: the code is the server's current step.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const passed = await post(
        app,
        "/api/auth/two-factor/verify-totp",
        { code: authenticator.generate() },
        { cookie: challenge },
      );
      expect(passed.status).toBe(200);
      const user = await sessionUser(app, sessionCookie(passed));
      expect(user).toMatchObject({ email: OIDC_TEST_ACCOUNT.email });
    } finally {
      vi.useRealTimers();
    }
  });

  it("carries the web's redirect through the challenge: the user lands where they asked", async () => {
    const user = await app.prisma.user.findUnique({ where: { email: OIDC_TEST_ACCOUNT.email } });
    if (!user?.twoFactorEnabled) await enableTotp(app, sessionCookie(await providerSignIn()));
    // The web sends a provider back to /login?redirect=… (social-sign-in.tsx).
    const pending = await providerSignIn("/login?redirect=%2Fapp%2Faccount%3Ftab%3D1");
    expect(pending.status).toBe(302);
    expect(pending.headers.get("location")).toBe(
      `${BASE_URL}/login/second-factor?redirect=%2Fapp%2Faccount%3Ftab%3D1`,
    );
    // Without one, the challenge page stays bare.
    const bare = await providerSignIn("/login");
    expect(bare.headers.get("location")).toBe(`${BASE_URL}/login/second-factor`);
  });
});
