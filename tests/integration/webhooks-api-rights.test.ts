import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebhookLookup } from "../../server/webhooks/address-guard.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, setUpPrincipals, type Principals } from "./graphql-support.ts";
import { CREATE_ENDPOINT } from "./webhooks-support.ts";

// Found by a hostile review of the webhooks (ADR 107): key scopes. Each test
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
  return {
    status,
    data: body.data,
    code: error?.extensions?.code,
    field: error?.extensions?.field,
  };
}

describe("key scopes", () => {
  it("a key with WEBHOOK_WRITE alone cannot subscribe to objects it may not read (user.* for an admin's key)", async () => {
    // The admin's key may not read users (no USER/ADMIN read scope): `users` is FORBIDDEN to it.
    const key = await createKey(app, who.ids.admin, 30, ["WEBHOOK_WRITE"]);
    const credentials = { headers: { authorization: `Bearer ${key.secret}` } };
    const users = await app.graphql(
      `{ users(first: 1) { edges { node { email } } } }`,
      credentials,
    );
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

describe("URLs that display other than where they deliver", () => {
  it("a URL with a bidi override or a line break in it is VALIDATION on url, not stored raw", async () => {
    // The WHATWG parser drops tab and newline anywhere and percent-encodes U+202E in a path,
    // so these pass isWebhookUrl and the guard, but the raw string is what is stored and shown
    // (the account page, the auto-disable e-mail): "https://hooks.exa\nmple.test/" delivers to
    // hooks.example.test. Descriptions refuse such characters (isVisibleText); URLs do not.
    for (const url of [
      "https://hooks.example.test/\u202egnp.exe",
      "https://hooks.exa\nmple.test/hook",
      "https://hooks.example.test/\thook",
    ]) {
      const created = await attempt(
        CREATE_ENDPOINT,
        { url, events: ["repository.created"] },
        who.user,
      );
      expect(created.code, JSON.stringify(url)).toBe("VALIDATION");
    }
    expect(await app.prisma.webhookEndpoint.count()).toBe(0);
  });

  it("a URL is stored, shown and delivered to as the parser reads it (URL.href)", async () => {
    const created = await attempt(
      `${CREATE_ENDPOINT}`,
      { url: "HTTPS://Hooks.Example.TEST:443/a/../hook", events: ["repository.created"] },
      who.user,
    );
    expect(created.code).toBeUndefined();
    const [row] = await app.prisma.webhookEndpoint.findMany();
    expect(row!.url).toBe("https://hooks.example.test/hook");
  });
});

describe("fix: a failing streak belongs to its URL", () => {
  it("changing the URL ends the failing streak (failingSince cleared)", async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { id: who.ids.user } });
    const endpoint = await app.prisma.webhookEndpoint.create({
      data: {
        userId: user.id,
        url: "https://hooks.example.test/old",
        events: ["repository.created"],
        secret: "sealed",
        failingSince: new Date("2026-01-01T00:00:00Z"),
      },
    });
    const id = Buffer.from(`WebhookEndpoint:${endpoint.id}`).toString("base64");
    const updated = await attempt(
      `mutation ($input: UpdateWebhookEndpointInput!) {
        updateWebhookEndpoint(input: $input) { webhookEndpoint { url failingSince } }
      }`,
      { id, url: "https://hooks.example.test/new" },
      who.user,
    );
    expect(updated.code).toBeUndefined();
    const after = await app.prisma.webhookEndpoint.findUniqueOrThrow({
      where: { id: endpoint.id },
    });
    expect({ url: after.url, failingSince: after.failingSince }).toEqual({
      url: "https://hooks.example.test/new",
      failingSince: null,
    });
  });
});
