import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORGANIZATION_EVENT_TYPES } from "#shared/audit/organization-events";
import { WEBHOOK_ENDPOINTS_PER_USER } from "#shared/validation/webhook";
import type { WebhookLookup } from "../../server/webhooks/address-guard.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId, setUpPrincipals, type Principals } from "./graphql-support.ts";
import { CREATE_ENDPOINT, createEndpoint } from "./webhooks-support.ts";

// Managing webhook endpoints through GraphQL (docs/decisions/107), with the SSRF guard on:
// hostile input gets a translated 4xx code and changes nothing; another user's endpoint or
// delivery is NOT_FOUND; keys need the WEBHOOK scopes.

const names: Record<string, string> = {
  "hooks.example.test": "93.184.215.14",
  "intranet.example.test": "10.20.30.40",
  "metadata.example.test": "169.254.169.254",
  "v6.example.test": "::1",
};
const lookup: WebhookLookup = async (hostname) => {
  const address = names[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};
const URL_OK = "https://hooks.example.test/hook";

let app: TestApp;
let who: Principals;

beforeAll(async () => {
  // Deliveries stay queued: hooks.example.test is reachable in name only.
  app = await createTestApp({}, { webhookLookup: lookup, webhookWorker: false });
  who = await setUpPrincipals(app);
});
afterAll(() => app?.close());
beforeEach(() => app.prisma.webhookEndpoint.deleteMany({}));

type Failure = { extensions?: { code?: string; field?: string }; message: string };
async function attempt(
  document: string,
  input: Record<string, unknown>,
  credentials: { cookie?: string; headers?: Record<string, string> } = who.user,
) {
  const { status, body } = await app.graphql(document, { ...credentials, variables: { input } });
  const error = body.errors?.[0] as Failure | undefined;
  return {
    status,
    data: body.data,
    error,
    code: error?.extensions?.code,
    field: error?.extensions?.field,
  };
}
const create = (input: Record<string, unknown>, credentials = who.user) =>
  attempt(CREATE_ENDPOINT, input, credentials);
const count = () => app.prisma.webhookEndpoint.count();

const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { webhookEndpoint { url events description } } }`;
const DELETE = `mutation ($input: DeleteWebhookEndpointInput!) { deleteWebhookEndpoint(input: $input) { deletedWebhookEndpointId } }`;
const ENABLE = `mutation ($input: SetWebhookEndpointEnabledInput!) { setWebhookEndpointEnabled(input: $input) { webhookEndpoint { enabled disabledReason } } }`;
const ROTATE = `mutation ($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) { secret } }`;
const TEST = `mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { delivery { id status eventType } } }`;
const REDELIVER = `mutation ($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { delivery { attempt } } }`;

describe("event types", () => {
  it("offers repository and organization events to users, and user events to admins only", async () => {
    const types = async (credentials: object) =>
      (await app.graphql<{ webhookEventTypes: string[] }>(`{ webhookEventTypes }`, credentials))
        .body.data?.webhookEventTypes;
    // An organization's events reach its members only (ADR 112): every role may subscribe.
    const organization = Object.values(ORGANIZATION_EVENT_TYPES);
    expect(await types(who.user)).toEqual([
      "repository.created",
      "repository.updated",
      "repository.deleted",
      ...organization,
    ]);
    expect(await types(who.admin)).toEqual([
      "user.created",
      "user.updated",
      "user.deleted",
      "repository.created",
      "repository.updated",
      "repository.deleted",
      ...organization,
    ]);
  });
});

describe("managing one's endpoints", () => {
  it("creates, lists newest first, updates, disables, rotates and deletes", async () => {
    const first = await createEndpoint(app, who.user, {
      url: URL_OK,
      events: ["repository.created"],
    });
    const second = await createEndpoint(app, who.user, {
      url: `${URL_OK}?2`,
      events: ["repository.deleted", "repository.created", "repository.created"],
      description: "  CI  ",
    });
    const list = await app.graphql<{
      viewer: {
        webhookEndpoints: {
          edges: {
            node: {
              id: string;
              events: string[];
              description: string;
              enabled: boolean;
              disabledReason: string | null;
              previousSecretExpiresAt: string | null;
            };
          }[];
        };
      };
    }>(
      `{ viewer { webhookEndpoints(first: 10) { edges { node { id events description enabled disabledReason previousSecretExpiresAt } } } } }`,
      who.user,
    );
    const nodes = list.body.data!.viewer.webhookEndpoints.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.id)).toEqual([second.id, first.id]);
    // Sorted and without repeats; the note trimmed.
    expect(nodes[0]).toMatchObject({
      events: ["repository.created", "repository.deleted"],
      description: "CI",
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });

    const updated = await attempt(UPDATE, {
      id: first.id,
      events: ["repository.updated"],
      description: "x",
    });
    expect(updated.data).toEqual({
      updateWebhookEndpoint: {
        webhookEndpoint: { url: URL_OK, events: ["repository.updated"], description: "x" },
      },
    });
    const disabled = await attempt(ENABLE, { id: first.id, enabled: false });
    expect(disabled.data).toEqual({
      setWebhookEndpointEnabled: { webhookEndpoint: { enabled: false, disabledReason: "MANUAL" } },
    });
    // Nothing is sent to a disabled endpoint, a test neither.
    expect((await attempt(TEST, { id: first.id })).code).toBe("VALIDATION");
    const rotated = await attempt(ROTATE, { id: first.id });
    expect(
      (rotated.data as { rotateWebhookSecret: { secret: string } }).rotateWebhookSecret.secret,
    ).toMatch(/^whsec_/);
    expect((await attempt(DELETE, { id: first.id })).data).toEqual({
      deleteWebhookEndpoint: { deletedWebhookEndpointId: first.id },
    });
    expect((await attempt(DELETE, { id: first.id })).code).toBe("NOT_FOUND");
  });

  it("queues a test delivery, and endpoint changes themselves are no events", async () => {
    const { id } = await createEndpoint(app, who.admin, {
      url: URL_OK,
      events: ["user.created", "user.updated", "user.deleted", "repository.created"],
    });
    await attempt(UPDATE, { id, description: "changed" }, who.admin);
    await attempt(ROTATE, { id }, who.admin);
    expect(await app.prisma.webhookOutbox.count()).toBe(0);
    const sent = await attempt(TEST, { id }, who.admin);
    expect(sent.data).toMatchObject({
      sendTestWebhook: { delivery: { status: "PENDING", eventType: "webhook.test" } },
    });
  });

  it(`refuses an endpoint beyond ${WEBHOOK_ENDPOINTS_PER_USER} per user: WEBHOOK_LIMIT_REACHED`, async () => {
    for (let i = 0; i < WEBHOOK_ENDPOINTS_PER_USER; i++) {
      await createEndpoint(app, who.user, {
        url: `${URL_OK}?${i}`,
        events: ["repository.created"],
      });
    }
    const refused = await create(
      { url: URL_OK, events: ["repository.created"] },
      { ...who.user, headers: { "accept-language": "fr" } },
    );
    expect(refused.code).toBe("WEBHOOK_LIMIT_REACHED");
    expect(refused.error?.message).toContain("10");
    expect(refused.error?.message).toMatch(/supprimez/);
    expect(await count()).toBe(WEBHOOK_ENDPOINTS_PER_USER);
  });
});

describe("hostile input: a translated 4xx code, nothing changed", () => {
  it.each([
    ["ftp://hooks.example.test/", "VALIDATION", "url"],
    ["javascript:alert(1)", "VALIDATION", "url"],
    ["not a url", "VALIDATION", "url"],
    ["https://user:secret@hooks.example.test/", "VALIDATION", "url"],
    [`https://hooks.example.test/${"a".repeat(2100)}`, "VALIDATION", "url"],
    ["", "VALIDATION", "url"],
    ["http://127.0.0.1:3000/graphql", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["http://[::1]/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["http://169.254.169.254/latest/meta-data/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["http://[::ffff:10.0.0.1]/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["http://[fd00:ec2::254]/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["https://intranet.example.test/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["https://metadata.example.test/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["https://v6.example.test/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
    ["https://unknown.example.test/", "WEBHOOK_ADDRESS_BLOCKED", "url"],
  ])("url %s → %s", async (url, code, field) => {
    const result = await create({ url, events: ["repository.created"] });
    expect(result).toMatchObject({ status: 200, code, field });
    expect(result.error?.message).not.toMatch(/internal/i);
    expect(await count()).toBe(0);
  });

  it.each([
    [{ events: [] }, "events"],
    [{ events: ["repository.exploded"] }, "events"],
    [{ events: ["user.created"] }, "events"],
    [{ events: ["webhook.test"] }, "events"],
    [{ events: Array.from({ length: 101 }, (_, i) => `x.${i}`) }, "events"],
    [{ events: ["repository.created"], description: "d".repeat(10_001) }, "description"],
    [{ events: ["repository.created"], description: "bad\u202Etext" }, "description"],
  ])("%j → VALIDATION", async (input, field) => {
    const result = await create(
      { url: URL_OK, ...input },
      { ...who.user, headers: { "accept-language": "sw" } },
    );
    expect(result).toMatchObject({ status: 200, code: "VALIDATION", field });
    expect(result.error?.message).not.toMatch(/^Unexpected|internal/i);
    expect(await count()).toBe(0);
  });

  it("translates the refusal in the caller's language", async () => {
    const fr = await create(
      { url: "http://10.0.0.1/", events: ["repository.created"] },
      { ...who.user, headers: { "accept-language": "fr" } },
    );
    expect(fr.error?.message).toMatch(/adresse publique/);
    const ar = await create(
      { url: URL_OK, events: [] },
      { ...who.user, headers: { "accept-language": "ar" } },
    );
    expect(ar.error?.message).toBe("اختر حدثًا واحدًا على الأقل");
  });

  it("refuses an update to a blocked address and leaves the endpoint as it was", async () => {
    const { id, rowId } = await createEndpoint(app, who.user, {
      url: URL_OK,
      events: ["repository.created"],
    });
    expect((await attempt(UPDATE, { id, url: "http://192.168.1.1/" })).code).toBe(
      "WEBHOOK_ADDRESS_BLOCKED",
    );
    expect((await attempt(UPDATE, { id, events: ["user.deleted"] })).code).toBe("VALIDATION");
    expect((await attempt(UPDATE, { id, events: [] })).code).toBe("VALIDATION");
    const row = await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: rowId } });
    expect(row).toMatchObject({ url: URL_OK, events: ["repository.created"] });
  });
});

describe("another user's endpoints and deliveries", () => {
  it("are NOT_FOUND to every mutation, null to node(id), and FORBIDDEN as a list", async () => {
    const theirs = await createEndpoint(app, who.admin, {
      url: URL_OK,
      events: ["repository.created"],
    });
    const delivery = await app.prisma.webhookDelivery.create({
      data: {
        endpointId: theirs.rowId,
        messageId: "msg_theirs",
        eventType: "webhook.test",
        attempt: 1,
        status: "FAILED",
        payload: "{}",
      },
    });
    const deliveryId = globalId("WebhookDelivery", delivery.id);
    const before = await app.prisma.webhookEndpoint.findUniqueOrThrow({
      where: { id: theirs.rowId },
    });
    for (const [document, input] of [
      [UPDATE, { id: theirs.id, url: "https://hooks.example.test/mine" }],
      [ENABLE, { id: theirs.id, enabled: false }],
      [ROTATE, { id: theirs.id }],
      [TEST, { id: theirs.id }],
      [DELETE, { id: theirs.id }],
      [REDELIVER, { deliveryId }],
    ] as const) {
      expect((await attempt(document, input)).code).toBe("NOT_FOUND");
      // With a key of every scope too.
      const key = await createKey(app, who.ids.user, 30, ["WEBHOOK_WRITE"]);
      expect(
        (await attempt(document, input, { headers: { authorization: `Bearer ${key.secret}` } }))
          .code,
      ).toBe("NOT_FOUND");
    }
    const after = await app.prisma.webhookEndpoint.findUniqueOrThrow({
      where: { id: theirs.rowId },
    });
    expect(after).toEqual(before);
    expect(await app.prisma.webhookDelivery.count({ where: { endpointId: theirs.rowId } })).toBe(1);

    const nodes = await app.graphql<{ a: unknown; b: unknown }>(
      `query ($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }`,
      { ...who.user, variables: { a: theirs.id, b: deliveryId } },
    );
    expect(nodes.body.data).toEqual({ a: null, b: null });
    // Admins neither: an endpoint is its owner's alone.
    const list = await app.graphql(
      `query ($id: ID!) { user(id: $id) { webhookEndpoints(first: 5) { edges { node { id } } } } }`,
      { ...who.admin, variables: { id: globalId("User", who.ids.user) } },
    );
    expect(list.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("API keys", () => {
  it("need WEBHOOK_READ to read and WEBHOOK_WRITE to change", async () => {
    const keyWith = async (scopes: string[]) => ({
      headers: {
        authorization: `Bearer ${(await createKey(app, who.ids.user, 30, scopes)).secret}`,
      },
    });
    const repositoryOnly = await keyWith(["REPOSITORY_READ", "ACCOUNT_READ", "REPOSITORY_WRITE"]);
    expect(
      (await create({ url: URL_OK, events: ["repository.created"] }, repositoryOnly)).code,
    ).toBe("FORBIDDEN");
    const reading = `{ webhookEventTypes viewer { webhookEndpoints(first: 1) { edges { node { id } } } } }`;
    const read = await app.graphql(reading, repositoryOnly);
    expect(read.body.errors?.map((error) => error.extensions?.code)).toContain("FORBIDDEN");

    const reader = await keyWith(["WEBHOOK_READ", "ACCOUNT_READ"]);
    expect((await app.graphql(reading, reader)).body.errors).toBeUndefined();
    expect((await create({ url: URL_OK, events: ["repository.created"] }, reader)).code).toBe(
      "FORBIDDEN",
    );
    expect(await count()).toBe(0);

    // A key subscribes only to what it may read itself (ADR 107): WEBHOOK_WRITE alone offers
    // and accepts no event type; with REPOSITORY_READ, the repository ones.
    const writer = await keyWith(["WEBHOOK_WRITE"]);
    const offered = async (credentials: { headers: Record<string, string> }) =>
      (await app.graphql<{ webhookEventTypes: string[] }>(`{ webhookEventTypes }`, credentials))
        .body.data?.webhookEventTypes;
    expect(await offered(writer)).toEqual([]);
    const refused = await create({ url: URL_OK, events: ["repository.created"] }, writer);
    expect({ code: refused.code, field: refused.field }).toEqual({
      code: "FORBIDDEN",
      field: "events",
    });
    expect(await count()).toBe(0);
    const repositoryWriter = await keyWith(["WEBHOOK_WRITE", "REPOSITORY_READ"]);
    expect(await offered(repositoryWriter)).toEqual(
      expect.arrayContaining(["repository.created", "repository.updated", "repository.deleted"]),
    );
    expect((await offered(repositoryWriter))?.some((type) => type.startsWith("user."))).toBe(false);
    expect(
      (await create({ url: URL_OK, events: ["repository.created"] }, repositoryWriter)).data,
    ).toBeTruthy();
    expect(await count()).toBe(1);
    // An organization's events need ORGANIZATION_READ (ADR 112).
    expect((await offered(repositoryWriter))?.some((type) => type.startsWith("member."))).toBe(
      false,
    );
    const organizationWriter = await keyWith(["WEBHOOK_WRITE", "ORGANIZATION_READ"]);
    expect(await offered(organizationWriter)).toEqual(Object.values(ORGANIZATION_EVENT_TYPES));
    expect((await create({ url: URL_OK, events: ["member.added"] }, repositoryWriter)).code).toBe(
      "FORBIDDEN",
    );
    expect(
      (await create({ url: `${URL_OK}?org`, events: ["member.added"] }, organizationWriter)).data,
    ).toBeTruthy();
    expect(await count()).toBe(2);
  });
});
