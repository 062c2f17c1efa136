import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postJson, sessionUser } from "../setup/auth-requests.ts";
import { OIDC_TEST_ACCOUNT } from "../setup/oidc-account.ts";
import { startOidcProvider } from "../setup/oidc-provider.ts";
import { BASE_URL, createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

const CLIENT = { clientId: "groundwork", clientSecret: "groundwork-test-secret" };
const REDIRECT = `${BASE_URL}/api/auth/callback/oidc`;

type Provider = Awaited<ReturnType<typeof startOidcProvider>>;

/** Drives the browser's part: sign-in/social, the provider's redirects, our callback. */
async function socialSignIn(app: TestApp) {
  const started = await postJson(app, "/api/auth/sign-in/social", {
    provider: "oidc",
    callbackURL: "/app",
    errorCallbackURL: "/login/error",
    newUserCallbackURL: "/onboarding",
  });
  expect(started.status).toBe(200);
  const appCookies = started.response.headers.getSetCookie().map((line) => line.split(";")[0]);
  const jar = new Map<string, string>();
  let url = String(started.body.url);
  for (let hop = 0; hop < 10 && !url.startsWith(BASE_URL); hop++) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`Provider stopped at ${url}: ${response.status}`);
    url = new URL(location, url).toString();
  }
  const callback = await app.request(url.slice(BASE_URL.length), {
    headers: { cookie: appCookies.join("; ") },
    redirect: "manual",
  });
  return { location: callback.headers.get("location"), cookie: sessionCookie(callback) };
}

async function withProvider(deny: boolean, variables: Record<string, string>) {
  const provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT], deny });
  const app = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_NAME: "Loopback ID",
    ...variables,
  });
  return { provider, app };
}

describe("OpenID Connect sign-in (real provider on loopback)", () => {
  let provider: Provider;
  let app: TestApp;
  beforeAll(async () => ({ provider, app } = await withProvider(false, {})));
  afterAll(async () => (await app?.close(), await provider?.close()));

  it("lists the provider in /api/config", async () => {
    const { body } = await getJson(app, "/api/config");
    expect(body.providers).toEqual([{ id: "oidc", name: "Loopback ID" }]);
  });

  it("signs a new user up (PKCE code flow) and lands on newUserCallbackURL, then on callbackURL", async () => {
    const first = await socialSignIn(app);
    expect(first.location).toBe("/onboarding");
    expect((await sessionUser(app, first.cookie))?.email).toBe(OIDC_TEST_ACCOUNT.email);
    const second = await socialSignIn(app);
    expect(second.location).toBe("/app");
  });
});

describe("OpenID Connect failures land on /login/error with one of three kinds", () => {
  it("access_denied when the user refuses", async () => {
    const { provider, app } = await withProvider(true, {});
    try {
      expect((await socialSignIn(app)).location).toBe("/login/error?error=access_denied");
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it("signup_disabled for an unknown account when sign-up is off", async () => {
    const { provider, app } = await withProvider(false, { AUTH_SIGNUP_ENABLED: "false" });
    try {
      const result = await socialSignIn(app);
      expect(result.location).toBe("/login/error?error=signup_disabled");
      expect(result.cookie).toBe("");
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it("unknown_error for anything else (a forged state)", async () => {
    const { provider, app } = await withProvider(false, {});
    try {
      const response = await app.request("/api/auth/callback/oidc?code=x&state=forged", {
        redirect: "manual",
      });
      expect(response.headers.get("location")).toBe("/login/error?error=unknown_error");
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
