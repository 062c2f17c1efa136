import { readFileSync } from "node:fs";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_POINTS_PER_HOUR } from "../../server/graphql/cost.ts";
import { PERSISTED_OPERATIONS_FILE } from "../../server/graphql/persisted-operations.ts";
import { translator } from "../../server/i18n.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Anonymous GraphQL (the schema for the signed-out playground, the web app's persisted
// operations) is limited per client address, like the sign-in code routes (docs/decisions/008,
// 030): sized so an office behind one address never meets it, while one client cannot make the
// server build the schema's introspection answer without end. The clock is frozen: a spent
// bucket restores nothing during the test.

let app: TestApp;
let userCookie: string;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T12:00:00Z") });
  app = await createTestApp();
  userCookie = await app.signIn("user@example.com");
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const INTROSPECTION = getIntrospectionQuery();
const from = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { "x-forwarded-for": ip, ...extra },
});
/** An address whose bucket is empty: the hour's points are spent. */
async function spend(address: string) {
  await app.prisma.rateBudget.upsert({
    where: { subject: `ip:${address}` },
    create: { subject: `ip:${address}`, points: 0, updatedAt: new Date(), lastCharge: 1 },
    update: { points: 0, updatedAt: new Date() },
  });
}

describe("anonymous GraphQL per client address", () => {
  it("refuses an address that spent its points: 429 RATE_LIMITED with Retry-After", async () => {
    await spend("203.0.113.7");
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    expect(response.status).toBe(429);
    // One point, restored every 3600 / 1200 s.
    expect(response.headers.get("retry-after")).toBe(String(3600 / ANONYMOUS_POINTS_PER_HOUR));
    const body = (await response.json()) as { errors: { message: string; extensions: object }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect(body.errors[0]?.message).toBe(translator("en")("api.errors.rateLimited"));
  });

  it("answers in the request's language", async () => {
    await spend("203.0.113.8");
    const { status, body } = await app.graphql(
      INTROSPECTION,
      from("203.0.113.8", { "accept-language": "fr" }),
    );
    expect(status).toBe(429);
    expect(body.errors?.[0]?.message).toBe(translator("fr")("api.errors.rateLimited"));
  });

  it("counts the web app's persisted operations too", async () => {
    await spend("203.0.113.9");
    const operations = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, "utf8")) as object;
    const sha256Hash = Object.keys(operations)[0];
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    expect(response.status).toBe(429);
  });

  it("keeps other addresses and signed-in callers on that address apart", async () => {
    await spend("203.0.113.10");
    expect((await app.graphql(INTROSPECTION, from("203.0.113.11"))).status).toBe(200);
    const signedIn = await app.graphql("{ viewer { id } }", {
      ...from("203.0.113.10"),
      cookie: userCookie,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.errors).toBeUndefined();
  });

  it("treats a session cookie naming no session as no cookie: anonymous, on the address's bucket", async () => {
    // A browser keeps an expired or revoked session's cookie: the signed-out app must still
    // load, so such a cookie (here a forged one) is answered as a caller without one.
    const junk = "better-auth.session_token=garbage";
    const address = "203.0.113.12";
    const answers = async (document: string, cookie?: string) => {
      const { status, body } = await app.graphql(document, { ...from(address), cookie });
      return { status, data: body.data ?? null, code: body.errors?.[0]?.extensions?.code };
    };
    for (const document of [
      "{ __typename }",
      "{ viewer { id } }",
      "mutation { __typename }",
      `mutation { createRepository(input: { name: "x", link: "github.com/a/b" }) { repository { id } } }`,
    ]) {
      expect(await answers(document, junk), document).toEqual(await answers(document));
    }
    expect(await answers("{ __typename }", junk)).toEqual({
      status: 200,
      data: { __typename: "Query" },
      code: undefined,
    });
    expect((await answers("{ viewer { id } }", junk)).code).toBe("UNAUTHENTICATED");
    // The one difference, by design (ADR 016): a cookie passes the check before parsing, so a
    // document that does not fit the schema gets its validation error before the session is
    // read; no data, no right, and the schema is public.
    expect((await answers("{ viewr { id } }", junk)).code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect((await answers("{ viewr { id } }")).code).toBe("UNAUTHENTICATED");
    // Charged to the address's bucket: a new cookie value is no new budget.
    const points = async () =>
      (await app.prisma.rateBudget.findUniqueOrThrow({ where: { subject: `ip:${address}` } }))
        .points;
    const before = await points();
    await answers("{ __typename }", "better-auth.session_token=another");
    expect(await points()).toBe(before - 1);
    await spend(address);
    expect((await answers("{ __typename }", "better-auth.session_token=other")).status).toBe(429);
    // From another origin any session cookie is refused before the session is read (ADR 024).
    const elsewhere = from("203.0.113.13", { origin: "https://elsewhere.example" });
    expect((await app.graphql("{ __typename }", { ...elsewhere, cookie: junk })).status).toBe(403);
    expect((await app.graphql("{ __typename }", elsewhere)).status).toBe(200);
  });

  it("shares one bucket across an IPv6 client's /64", async () => {
    await spend("2001:db8:1:2::/64");
    const { status } = await app.graphql(INTROSPECTION, from("2001:db8:1:2:aaaa::17"));
    expect(status).toBe(429);
  });

  it("lets an office behind one address load the schema many times", async () => {
    for (let index = 0; index < 40; index++) {
      const { status } = await app.graphql(INTROSPECTION, from("198.51.100.20"));
      expect(status).toBe(200);
    }
    const bucket = await app.prisma.rateBudget.findUniqueOrThrow({
      where: { subject: "ip:198.51.100.20" },
    });
    expect(bucket.points).toBe(ANONYMOUS_POINTS_PER_HOUR - 40);
  });
});
