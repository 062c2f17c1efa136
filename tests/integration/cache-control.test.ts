import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Issue 32, finding 9 (caching): answers that carry a user's data had no Cache-Control, so a
// shared cache or the browser's back-forward cache could keep them. Every /graphql and /api/*
// answer is `no-store` unless its route chose otherwise.

let app: TestApp;
let cookie: string;
let apiKey: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("user@example.com");
  const { body } = await app.graphql<{ createApiKey: { secret: string } }>(
    `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
    {
      cookie,
      variables: {
        input: { name: "cache", expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      },
    },
  );
  apiKey = body.data?.createApiKey.secret ?? "";
});
afterAll(() => app?.close());

const post = (headers: Record<string, string>) =>
  app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: "{ viewer { email } }" }),
  });

describe("Cache-Control on answers with a user's data", () => {
  it("is no-store on GraphQL with a session cookie", async () => {
    const response = await post({ cookie });
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      viewer: { email: "user@example.com" },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is no-store on GraphQL with an API key, over GET and HEAD too", async () => {
    const response = await post({ authorization: `Bearer ${apiKey}` });
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      viewer: { email: "user@example.com" },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const query = `/graphql?query=${encodeURIComponent("{ viewer { email } }")}`;
    for (const method of ["GET", "HEAD"]) {
      const answer = await app.request(query, {
        method,
        headers: { accept: "application/json", "x-api-key": apiKey },
      });
      expect(answer.status, method).toBe(200);
      expect(answer.headers.get("cache-control"), method).toBe("no-store");
    }
  });

  it("is no-store on better-auth's session answer and on the other REST routes", async () => {
    const session = await app.request("/api/auth/get-session", { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: "user@example.com" } });
    expect(session.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/config", "/api/health", "/api/nothing-here"]) {
      const response = await app.request(path, { headers: { cookie } });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("is no-store on the development mailbox, which shows sign-in codes", async () => {
    const mailbox = await app.request("/dev/mailbox");
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps a route's own choice", async () => {
    // The playground page is the same for everyone and says so itself.
    const page = await app.request("/graphql", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache, no-transform");
  });
});
