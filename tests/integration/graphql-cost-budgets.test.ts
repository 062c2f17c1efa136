import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { seedUsers } from "../../prisma/seed/data.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId } from "./graphql-support.ts";

// Cost budgets (docs/decisions/030-*, 050-*, docs/api.md): the cost charged before execution,
// the refund after it, the budget's edge under concurrency, and the three places that report
// it. The clock is frozen: buckets restore nothing between requests, however slow the machine.

type Cost = {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};
type Body = {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
  extensions?: { cost?: Cost };
};

const LIMIT = 5000;
let app: TestApp;
let userId: string;
let adminId: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T12:00:00Z") });
  app = await createTestApp({ API_KEY_POINTS_PER_HOUR: String(LIMIT) });
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
  adminId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

async function post(secret: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as Body };
}

/** A key whose bucket holds exactly `points` now. */
async function keyWith(points: number, owner = userId) {
  const key = await createKey(app, owner);
  await app.prisma.rateBudget.create({
    data: { subject: `key:${key.row.id}`, points, updatedAt: new Date(), lastCharge: 0 },
  });
  return key;
}

const PAGE = `query ($n: Int) { repositories(first: $n) { pageInfo { hasNextPage } edges { node { id name } } } }`;

describe("requested cost", () => {
  it.each([
    ["one object", `{ viewer { id } }`, {}, 1],
    // connection + pageInfo + 5 × (edge + node)
    ["a page from a variable", PAGE, { n: 5 }, 12],
    ["the default page of 20", PAGE, {}, 42],
    [
      "nested connections multiply",
      `{ users(first: 10) { edges { node { apiKeys(first: 3) { edges { node { id } } } } } } }`,
      {},
      1 + 10 * (2 + 1 + 3 * 2),
    ],
    [
      "nodes(ids): one per id",
      `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: ["a", "b"] },
      2,
    ],
    [
      "skipped by a variable: the one point every request costs",
      `query ($s: Boolean!) { viewer @skip(if: $s) { id } }`,
      { s: true },
      1,
    ],
  ])("%s", async (_name, query, variables, expected) => {
    const key = await createKey(app, adminId);
    const { body } = await post(key.secret, query, variables);
    expect(body.extensions?.cost?.requestedQueryCost).toBe(expected);
  });
});

describe("page sizes", () => {
  it.each(["first: 0", "last: 0", "first: 101"])("refuses %s before execution", async (page) => {
    const key = await createKey(app, userId);
    const { response, body } = await post(key.secret, `{ repositories(${page}) { totalCount } }`);
    expect(response.status).toBe(400);
    expect(body.errors).toMatchObject([{ extensions: { code: "VALIDATION" } }]);
  });
});

describe("refunds", () => {
  it("charges what was asked, keeps what was returned and refunds the rest", async () => {
    const key = await createKey(app, userId);
    const search = `{ repositories(first: 100, searchTerm: "no-such-repository-anywhere") { pageInfo { hasNextPage } edges { node { id } } } }`;
    const { response, body } = await post(key.secret, search);
    const cost = body.extensions?.cost;
    expect(cost?.requestedQueryCost).toBe(202);
    // The connection and its pageInfo; no edges.
    expect(cost?.actualQueryCost).toBe(2);
    expect(cost?.throttleStatus.currentlyAvailable).toBe(LIMIT - 2);
    expect(response.headers.get("x-ratelimit-remaining")).toBe(String(LIMIT - 2));
    const row = await app.prisma.rateBudget.findUniqueOrThrow({
      where: { subject: `key:${key.row.id}` },
    });
    expect(Math.floor(row.points)).toBe(LIMIT - 2);
  });

  it("refunds what a refused field did not return", async () => {
    const key = await createKey(app, userId);
    const { body } = await post(key.secret, `{ users(first: 10) { edges { node { id } } } }`);
    expect(body.errors).toHaveLength(1);
    // Nothing returned still costs the one point every request costs.
    expect(body.extensions?.cost).toMatchObject({ requestedQueryCost: 21, actualQueryCost: 1 });
    expect(body.extensions?.cost?.throttleStatus.currentlyAvailable).toBe(LIMIT - 1);
  });
});

describe("budget", () => {
  it("refuses with 429 and Retry-After when the cost exceeds what remains, running nothing", async () => {
    const key = await keyWith(1, adminId);
    const name = `budget-${Date.now()}`;
    const { response, body } = await post(
      key.secret,
      `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
      { input: { name, link: "https://example.com" } },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body.errors).toMatchObject([{ extensions: { code: "RATE_LIMITED" } }]);
    expect(body.extensions?.cost).toMatchObject({ requestedQueryCost: 2, actualQueryCost: null });
    expect(await app.prisma.repository.count({ where: { name } })).toBe(0);
    // Nothing taken: the balance is what it was.
    const row = await app.prisma.rateBudget.findUniqueOrThrow({
      where: { subject: `key:${key.row.id}` },
    });
    expect(row.points).toBe(1);
  });

  it("lets exactly the affordable number of 50 concurrent requests through", async () => {
    const ids = (await app.prisma.repository.findMany({ take: 20, select: { id: true } })).map(
      (repository) => globalId("Repository", repository.id),
    );
    // 20 points each, none refunded (every id exists): 10 fit in 205 points.
    const key = await keyWith(205);
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(key.secret, query, { ids })),
    );
    const statuses = results.map((result) => result.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it("gives browser sessions their own, larger budget", async () => {
    const cookie = await app.signIn("user@example.com");
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: "{ viewer { id } }" }),
    });
    expect(response.headers.get("x-ratelimit-limit")).toBe("50000");
  });
});

// A browser session's budget is held in the app's process (docs/decisions/050-*): the same
// bucket and answers, and nothing written to the database.
describe("browser sessions", () => {
  const asSession = async (cookie: string, query: string, variables = {}) => {
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    return { response, body: (await response.json()) as Body };
  };
  const signedIn = async (index: number, on = app) => {
    const email = seedUsers()[index]?.email ?? "";
    const cookie = await on.signIn(email);
    const user = await on.prisma.user.findUniqueOrThrow({ where: { email } });
    return { cookie, userId: user.id, token: decodeURIComponent(cookie.split("=")[1] ?? "") };
  };

  it("a signed-in read writes nothing to the database", async () => {
    const { cookie } = await signedIn(9);
    const writes: string[] = [];
    let recording = true;
    onQuery(app.prisma, (event) => {
      if (recording && /\b(INSERT|UPDATE|DELETE)\b/i.test(event.query)) writes.push(event.query);
    });
    const used: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { response, body } = await asSession(
        cookie,
        `{ viewer { id } repositories(first: 5) { totalCount edges { node { id } } } }`,
      );
      expect(body.errors).toBeUndefined();
      used.push(response.headers.get("x-ratelimit-used") ?? "");
    }
    recording = false;
    expect(writes).toEqual([]);
    // Each request still pays its cost: one viewer, a connection and 5 × (edge + node).
    expect(used).toEqual(["12", "24", "36"]);
  });

  it("charges a session once per request, also when better-auth refreshes it", async () => {
    const { cookie, token } = await signedIn(6);
    // Less than expiresIn - updateAge left: better-auth extends the session on this request.
    await app.prisma.session.update({
      where: { token: token.split(".")[0] },
      data: { expiresAt: new Date(Date.now() + 3600_000) },
    });
    const used = async () =>
      (await asSession(cookie, "{ viewer { id } }")).response.headers.get("x-ratelimit-used");
    expect(await used()).toBe("1");
    expect(await used()).toBe("2");
  });

  it("applies a revocation and a ban on the next request", async () => {
    const { cookie, userId, token } = await signedIn(10);
    const viewer = async () =>
      ((await asSession(cookie, "{ viewer { id } }")).body.data?.viewer ?? null) as unknown;
    expect(await viewer()).not.toBeNull();
    await app.prisma.user.update({ where: { id: userId }, data: { banned: true } });
    expect(await viewer()).toBeNull();
    await app.prisma.user.update({ where: { id: userId }, data: { banned: false } });
    expect(await viewer()).not.toBeNull();
    await app.prisma.session.delete({ where: { token: token.split(".")[0] } });
    expect(await viewer()).toBeNull();
  });

  it("charges nothing to a banned user, who is anonymous", async () => {
    const { cookie, userId } = await signedIn(7);
    await app.prisma.user.update({ where: { id: userId }, data: { banned: true } });
    const { response, body } = await asSession(cookie, "{ viewer { id } }");
    expect(body.data?.viewer ?? null).toBeNull();
    expect(response.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("refuses a runaway session with 429 RATE_LIMITED: 50 concurrent requests, 25 paid for", async () => {
    // The smallest session budget, 2 500 points; each request costs 100 (one per id).
    const small = await createTestApp({ SESSION_POINTS_PER_HOUR: "2500" });
    try {
      const { cookie } = await signedIn(8, small);
      const [repository] = await small.prisma.repository.findMany({ take: 1 });
      const ids = Array.from({ length: 100 }, () => globalId("Repository", repository!.id));
      const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          small.request("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ query, variables: { ids } }),
          }),
        ),
      );
      const statuses = results.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(25);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      const refused = results.find((response) => response.status === 429)!;
      // 100 points at 2 500 an hour: 144 s until they are there again.
      expect(refused.headers.get("retry-after")).toBe("144");
      const body = (await refused.json()) as Body;
      expect(body.errors).toMatchObject([{ extensions: { code: "RATE_LIMITED" } }]);
    } finally {
      await small.close();
    }
  });
});

describe("visibility", () => {
  it("headers, rateLimit and extensions.cost agree", async () => {
    const key = await keyWith(1000);
    const { response, body } = await post(
      key.secret,
      `{ rateLimit { limit cost remaining used resetAt nodeCount } }`,
    );
    const rateLimit = body.data?.rateLimit as Record<string, number | string>;
    const header = (name: string) => response.headers.get(`x-ratelimit-${name}`);
    expect(rateLimit).toMatchObject({ limit: LIMIT, cost: 1, nodeCount: 1 });
    expect(header("limit")).toBe(String(rateLimit.limit));
    expect(header("remaining")).toBe(String(rateLimit.remaining));
    expect(header("used")).toBe(String(rateLimit.used));
    expect(header("resource")).toBe("graphql");
    expect(Number(header("reset"))).toBe(Math.ceil(Date.parse(String(rateLimit.resetAt)) / 1000));
    expect(rateLimit.remaining).toBe(999);
    expect(rateLimit.used).toBe(LIMIT - 999);
    expect(body.extensions?.cost).toEqual({
      requestedQueryCost: 1,
      actualQueryCost: 1,
      throttleStatus: {
        maximumAvailable: LIMIT,
        currentlyAvailable: 999,
        restoreRate: LIMIT / 3600,
      },
    });
  });
});
