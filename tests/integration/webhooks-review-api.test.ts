import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebhookLookup } from "../../server/webhooks/address-guard.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, setUpPrincipals, type Principals } from "./graphql-support.ts";
import { CREATE_ENDPOINT } from "./webhooks-support.ts";

// Review of the webhooks branch (FINDINGS.md): key scopes. Each test
// states the behaviour the requirement asks for; they fail on 3f78417.

const lookup: WebhookLookup = async (hostname) => {
  if (hostname !== "hooks.example.test") throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address: "93.184.215.14", family: 4 }];
};

let app: TestApp;
let who: Principals;

beforeAll(async () => {
  app = await createTestApp({}, { webhookLookup: lookup, webhookWorker: false });
  who = await setUpPrincipals(app);
});
afterAll(() => app?.close());
beforeEach(() => app.prisma.webhookEndpoint.deleteMany({}));

type Failure = { extensions?: { code?: string; field?: string }; message: string };
async function attempt(
  document: string,
  input: Record<string, unknown>,
  credentials: { cookie?: string; headers?: Record<string, string> },
) {
  const { status, body } = await app.graphql(document, { ...credentials, variables: { input } });
  const error = body.errors?.[0] as Failure | undefined;
  return { status, data: body.data, code: error?.extensions?.code, field: error?.extensions?.field };
}

describe("review: key scopes", () => {
  it("a key with WEBHOOK_WRITE alone cannot subscribe to objects it may not read (user.* for an admin's key)", async () => {
    // The admin's key may not read users (no USER/ADMIN read scope): `users` is FORBIDDEN to it.
    const key = await createKey(app, who.ids.admin, 30, ["WEBHOOK_WRITE"]);
    const credentials = { headers: { authorization: `Bearer ${key.secret}` } };
    const users = await app.graphql(`{ users(first: 1) { edges { node { email } } } }`, credentials);
    expect(users.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // …yet it may subscribe an endpoint to user.*, whose deliveries carry every field an admin
    // session reads (email included), for every user, from then on.
    const created = await attempt(
      CREATE_ENDPOINT,
      { url: "https://hooks.example.test/exfil", events: ["user.created", "user.updated"] },
      credentials,
    );
    expect(created.code).toBe("FORBIDDEN");
    expect(await app.prisma.webhookEndpoint.count()).toBe(0);
  });
});
