import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";

// Cross-site request forgery on /graphql (docs/decisions/024-*): a request
// that authenticates with the session cookie runs only when it comes from the app's own
// origin; an API key works from anywhere; only JSON bodies are read. Every content type ×
// origin × credential, checked by its effect on the database, not only by the status.

let app: TestApp;
let cookie: string;
let adminCookie: string;
let keySecret: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("user@example.com");
  adminCookie = await app.signIn("admin@example.com");
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
  keySecret = (await createKey(app, userId)).secret;
});
afterAll(() => app?.close());

const ORIGINS = {
  same: BASE_URL,
  siblingPort: "http://localhost:3001",
  siblingSubdomain: "http://evil.localhost:3000",
  null: "null",
  absent: undefined,
} as const;
type OriginName = keyof typeof ORIGINS;

const MUTATION = `mutation ($name: String!) { updateViewer(input: { name: $name }) { user { name } } }`;

type Body = { body: BodyInit; contentType?: string };
const BODIES: Record<string, (name: string) => Body> = {
  json: (name) => ({
    contentType: "application/json",
    body: JSON.stringify({ query: MUTATION, variables: { name } }),
  }),
  jsonCharset: (name) => ({
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify({ query: MUTATION, variables: { name } }),
  }),
  jsonUpperCase: (name) => ({
    contentType: "Application/JSON;Charset=UTF-8",
    body: JSON.stringify({ query: MUTATION, variables: { name } }),
  }),
  urlencoded: (name) => ({
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams({ query: MUTATION, variables: JSON.stringify({ name }) }).toString(),
  }),
  multipart: (name) => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: MUTATION, variables: { name } }));
    form.set("map", "{}");
    return { body: form };
  },
  graphql: (name) => ({
    contentType: "application/graphql",
    body: `mutation { updateViewer(input: { name: ${JSON.stringify(name)} }) { user { name } } }`,
  }),
  // What an HTML form with enctype="text/plain" sends: JSON without a preflight.
  textPlain: (name) => ({
    contentType: "text/plain",
    body: JSON.stringify({ query: MUTATION, variables: { name } }),
  }),
  jsonWithOtherParameter: (name) => ({
    contentType: "application/json; x=form",
    body: JSON.stringify({ query: MUTATION, variables: { name } }),
  }),
  none: (name) => ({ body: JSON.stringify({ query: MUTATION, variables: { name } }) }),
};
const JSON_BODIES = new Set(["json", "jsonCharset", "jsonUpperCase"]);

const CREDENTIALS = {
  cookie: () => ({ cookie }),
  apiKey: () => ({ authorization: `Bearer ${keySecret}` }),
  // The key (the user's) decides who is calling; the admin's cookie is never read (ADR 024).
  both: () => ({ cookie: adminCookie, "x-api-key": keySecret }),
} as const;

/** Straight to the app: the harness would add an Origin header. */
function send(path: string, init: RequestInit & { origin?: string }) {
  const headers = new Headers(init.headers);
  if (init.origin !== undefined) headers.set("origin", init.origin);
  headers.set("x-forwarded-for", `198.51.100.${Math.floor(Math.random() * 250)}`);
  return app.fetch(new Request(new URL(path, BASE_URL), { ...init, headers }));
}

async function viewerName() {
  return (await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })).name;
}

type Body415 = { errors: { message: string }[] };

type Case = [credential: keyof typeof CREDENTIALS, origin: OriginName, body: string];
const cases: Case[] = [];
for (const credential of Object.keys(CREDENTIALS) as (keyof typeof CREDENTIALS)[]) {
  for (const origin of Object.keys(ORIGINS) as OriginName[]) {
    for (const body of Object.keys(BODIES)) cases.push([credential, origin, body]);
  }
}

describe("POST /graphql: content type × origin × credential", () => {
  it.each(cases)("%s from %s origin, %s body", async (credential, origin, bodyName) => {
    const name = `n-${randomUUID().slice(0, 8)}`;
    const { body, contentType } = BODIES[bodyName]!(name);
    const headers = new Headers(CREDENTIALS[credential]());
    if (contentType) headers.set("content-type", contentType);
    const response = await send("/graphql", {
      method: "POST",
      origin: ORIGINS[origin],
      headers,
      body,
    });
    const json = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    const crossOriginCookie = credential === "cookie" && origin !== "same";
    if (crossOriginCookie) {
      expect(response.status).toBe(403);
      expect(json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN_ORIGIN");
    } else if (!JSON_BODIES.has(bodyName)) {
      expect(response.status).toBe(415);
      expect(json.errors?.[0]?.extensions?.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    } else {
      expect(response.status).toBe(200);
      expect(json.errors).toBeUndefined();
    }
    const ran = !crossOriginCookie && JSON_BODIES.has(bodyName);
    if (ran) expect(await viewerName()).toBe(name);
    else expect(await viewerName()).not.toBe(name);
    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    expect(admin.name).not.toBe(name);
    // Never credentialed CORS: another origin may read only what it could fetch without cookies.
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("CORS and the rest of the origin rule", () => {
  it("a preflight from any origin allows key requests but never credentials", async () => {
    for (const origin of [ORIGINS.siblingPort, ORIGINS.siblingSubdomain, "https://third.example"]) {
      const response = await send("/graphql", {
        method: "OPTIONS",
        origin,
        headers: {
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      const allowed = response.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
      expect(allowed).toContain("authorization");
      expect(allowed).toContain("x-api-key");
      expect(allowed).toContain("content-type");
    }
  });

  it("answers a key caller on another origin with a readable, uncredentialed response", async () => {
    const response = await send("/graphql", {
      method: "POST",
      origin: "https://third.example",
      headers: { "content-type": "application/json", authorization: `Bearer ${keySecret}` },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
    expect(await response.json()).toMatchObject({
      data: { viewer: { email: "user@example.com" } },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses a cookie request whose Sec-Fetch-Site is not same-origin", async () => {
    for (const site of ["same-site", "cross-site"]) {
      const response = await send("/graphql", {
        method: "POST",
        origin: BASE_URL,
        headers: { "content-type": "application/json", cookie, "sec-fetch-site": site },
        body: JSON.stringify({ query: "{ viewer { email } }" }),
      });
      expect(response.status).toBe(403);
    }
  });

  it("GET with the cookie: same-origin, typed-in or header-less clients only", async () => {
    const query = `/graphql?query=${encodeURIComponent("{ viewer { email } }")}`;
    const get = (origin: string | undefined, site?: string) =>
      send(query, {
        method: "GET",
        origin,
        headers: {
          cookie,
          accept: "application/json",
          ...(site ? { "sec-fetch-site": site } : {}),
        },
      });
    for (const [origin, site] of [
      [BASE_URL, "same-origin"],
      [undefined, "none"],
      [undefined, undefined],
    ] as const) {
      const response = await get(origin, site);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        data: { viewer: { email: "user@example.com" } },
      });
    }
    for (const [origin, site] of [
      [undefined, "same-site"],
      [undefined, "cross-site"],
      [ORIGINS.siblingPort, "same-site"],
      ["null", undefined],
    ] as const) {
      const response = await get(origin, site);
      expect(response.status).toBe(403);
    }
  });

  it("refusals are translated", async () => {
    const response = await send("/graphql", {
      method: "POST",
      origin: ORIGINS.siblingPort,
      headers: { "content-type": "application/json", cookie, "accept-language": "fr" },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
    const json = (await response.json()) as { errors: { message: string }[] };
    const english = await send("/graphql", {
      method: "POST",
      origin: ORIGINS.siblingPort,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
    const englishJson = (await english.json()) as { errors: { message: string }[] };
    expect(json.errors[0]?.message).not.toBe(englishJson.errors[0]?.message);
    const unsupported = await send("/graphql", {
      method: "POST",
      origin: BASE_URL,
      headers: { "content-type": "text/plain", cookie, "accept-language": "sw" },
      body: "{}",
    });
    const unsupportedJson = (await unsupported.json()) as { errors: { message: string }[] };
    const englishUnsupported = await send("/graphql", {
      method: "POST",
      origin: BASE_URL,
      headers: { "content-type": "text/plain", cookie },
      body: "{}",
    });
    const englishUnsupportedJson = (await englishUnsupported.json()) as Body415;
    expect(unsupportedJson.errors[0]?.message).not.toBe(englishUnsupportedJson.errors[0]?.message);
  });

  it("a cookie that holds no session is no credential: anonymous rules apply from anywhere", async () => {
    const response = await send("/graphql", {
      method: "POST",
      origin: ORIGINS.siblingSubdomain,
      headers: { "content-type": "application/json", cookie: "lng=fr" },
      body: JSON.stringify({ query: "{ viewer { id } }" }),
    });
    // Whole documents need credentials (ADR 016), whatever the origin.
    expect(response.status).toBe(401);
  });
});
