import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookLookup } from "../../server/webhooks/address-guard.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";
import { secondFactorClient } from "./second-factor-support.ts";

// Step-up (docs/decisions/117): creating an API key or a webhook endpoint, changing the e-mail
// address and deleting the account need a second factor passed within the last 10 minutes
// when the user has one: SECOND_FACTOR_REQUIRED (403 on REST), and verifying again at
// /two-factor/verify-totp lets the step through. The window is the app's clock (TestClock).

const lookup: WebhookLookup = async () => [{ address: "93.184.215.14", family: 4 }];
const clock = new TestClock(new Date("2026-11-29T12:00:00Z"));
const MINUTE = 60_000;
let app: TestApp;
let client: ReturnType<typeof secondFactorClient>;

beforeAll(async () => {
  app = await createTestApp({}, { jobsClock: clock, webhookLookup: lookup, webhookWorker: false });
  client = secondFactorClient(app);
});
afterAll(() => app?.close());

const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;
const CREATE_ENDPOINT = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret }
}`;
const SECOND_FACTOR = `{ viewer { secondFactor { enabled verifiedAt required } } }`;

type Errors = { errors?: { extensions?: { code?: string }; message: string }[] };
const codeOf = (body: Errors) => body.errors?.[0]?.extensions?.code;

function createApiKey(credentials: { cookie?: string; headers?: Record<string, string> }) {
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return app.graphql(CREATE_KEY, {
    ...credentials,
    variables: { input: { name: "ci", expiresAt } },
  });
}
function createEndpoint(credentials: { cookie?: string; headers?: Record<string, string> }) {
  return app.graphql(CREATE_ENDPOINT, {
    ...credentials,
    variables: {
      input: { url: "https://hooks.example.test/hook", events: ["repository.created"] },
    },
  });
}

/** A user with an authenticator, signed in with both factors at the clock's time. */
async function twoFactorUser(email: string) {
  const { authenticator } = await client.enableTotp(await app.signIn(email));
  const cookie = await client.signInWithTotp(email, authenticator);
  return { authenticator, cookie };
}

describe("step-up", () => {
  it("turns the authenticator off or renews backup codes only after a recent second factor", async () => {
    const { authenticator, cookie } = await twoFactorUser("factor-off@example.com");
    await clock.setTime(clock.now() + 11 * MINUTE);
    const renew = await client.post("/api/auth/two-factor/generate-backup-codes", {}, { cookie });
    expect(renew.status).toBe(403);
    expect((await renew.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    const off = await client.post("/api/auth/two-factor/disable", {}, { cookie });
    expect(off.status).toBe(403);
    expect((await off.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    const still = await app.prisma.user.findFirstOrThrow({
      where: { email: "factor-off@example.com" },
    });
    expect(still.twoFactorEnabled).toBe(true);

    const again = await client.post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate() },
      { cookie },
    );
    expect(again.status).toBe(200);
    const done = await client.post("/api/auth/two-factor/disable", {}, { cookie });
    expect(done.status).toBe(200);
  });

  it("allows the steps within 10 minutes of the second factor, refuses them after, translated", async () => {
    const { cookie } = await twoFactorUser("steps@example.com");
    await clock.setTime(clock.now() + 9 * MINUTE);
    expect(codeOf((await createApiKey({ cookie })).body)).toBeUndefined();
    expect(codeOf((await createEndpoint({ cookie })).body)).toBeUndefined();

    await clock.setTime(clock.now() + 2 * MINUTE);
    const key = await createApiKey({ cookie });
    expect(codeOf(key.body)).toBe("SECOND_FACTOR_REQUIRED");
    expect(key.body.errors?.[0]?.message).toMatch(/second factor|code/i);
    expect(codeOf((await createEndpoint({ cookie })).body)).toBe("SECOND_FACTOR_REQUIRED");
    const french = await app.graphql(CREATE_ENDPOINT, {
      cookie,
      headers: { "accept-language": "fr" },
      variables: {
        input: { url: "https://hooks.example.test/other", events: ["repository.created"] },
      },
    });
    expect(codeOf(french.body)).toBe("SECOND_FACTOR_REQUIRED");
    expect(french.body.errors?.[0]?.message).not.toBe(key.body.errors?.[0]?.message);

    const email = await client.post(
      "/api/auth/email-otp/request-email-change",
      { newEmail: "steps-new@example.com", otp: "ABCDEF" },
      { cookie },
    );
    expect(email.status).toBe(403);
    expect((await email.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    const change = await client.post(
      "/api/auth/email-otp/change-email",
      { newEmail: "steps-new@example.com", otp: "ABCDEF" },
      { cookie },
    );
    expect(change.status).toBe(403);
    expect((await change.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    const deleted = await client.post("/api/auth/delete-user", {}, { cookie });
    expect(deleted.status).toBe(403);
    expect((await deleted.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    expect(await app.prisma.user.count({ where: { email: "steps@example.com" } })).toBe(1);
  });

  it("lets the step through once the signed-in user verifies again", async () => {
    const { authenticator, cookie } = await twoFactorUser("again@example.com");
    await clock.setTime(clock.now() + 30 * MINUTE);
    expect(codeOf((await createApiKey({ cookie })).body)).toBe("SECOND_FACTOR_REQUIRED");
    const stale = await app.graphql<{
      viewer: { secondFactor: { enabled: boolean; verifiedAt: string; required: boolean } };
    }>(SECOND_FACTOR, { cookie });
    expect(stale.body.data?.viewer.secondFactor).toMatchObject({ enabled: true, required: false });
    expect(Date.parse(stale.body.data!.viewer.secondFactor.verifiedAt)).toBe(
      clock.now() - 30 * MINUTE,
    );

    const again = await client.post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate() },
      { cookie },
    );
    expect(again.status).toBe(200);
    expect(codeOf((await createApiKey({ cookie })).body)).toBeUndefined();
    const fresh = await app.graphql<{ viewer: { secondFactor: { verifiedAt: string } } }>(
      SECOND_FACTOR,
      { cookie },
    );
    expect(Date.parse(fresh.body.data!.viewer.secondFactor.verifiedAt)).toBe(clock.now());
    const deleted = await client.post("/api/auth/delete-user", {}, { cookie });
    expect(deleted.status).toBe(200);
  });

  it("asks nothing of a user without a second factor, nor of an API key", async () => {
    const cookie = await app.signIn("one-factor@example.com");
    await clock.setTime(clock.now() + 60 * MINUTE);
    expect(codeOf((await createApiKey({ cookie })).body)).toBeUndefined();
    const none = await app.graphql(SECOND_FACTOR, { cookie });
    expect(none.body.data).toEqual({
      viewer: { secondFactor: { enabled: false, verifiedAt: null, required: false } },
    });

    const { cookie: twoFactor } = await twoFactorUser("with-key@example.com");
    await clock.setTime(clock.now() + 60 * MINUTE);
    const user = await app.prisma.user.findUniqueOrThrow({
      where: { email: "with-key@example.com" },
    });
    const { secret } = await createKey(app, user.id, 30, ["WEBHOOK_WRITE", "REPOSITORY_READ"]);
    // A key is made behind the step-up; its calls carry no second factor to prove.
    const byKey = await createEndpoint({ headers: { authorization: `Bearer ${secret}` } });
    expect(byKey.body.errors).toBeUndefined();
    expect(codeOf((await createEndpoint({ cookie: twoFactor })).body)).toBe(
      "SECOND_FACTOR_REQUIRED",
    );
  });
});
