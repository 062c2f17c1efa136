import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId } from "./graphql-support.ts";

// The cost budget as a hostile client sees it (docs/decisions/030-*): operations whose priced
// cost is 0 (introspection, fields that are all skipped, bad variables) must still spend the
// budget, else an empty bucket serves them without end. The clock is frozen: a spent bucket
// restores nothing during the test.

let app: TestApp;
let userId: string;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T12:00:00Z") });
  // The smallest session budget: 25 requests of 100 points spend it.
  app = await createTestApp({ SESSION_POINTS_PER_HOUR: "2500" });
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const FREE_OPERATIONS = [
  ["introspection", `{ __schema { types { name fields { name } } } }`, {}],
  ["__typename only", `{ __typename }`, {}],
  ["every field skipped", `query ($s: Boolean!) { viewer @skip(if: $s) { id } }`, { s: true }],
  ["bad variables", `query ($n: Int!) { repositories(first: $n) { totalCount } }`, { n: "x" }],
] as const;

async function post(headers: Record<string, string>, query: string, variables: object) {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as { errors?: unknown[] } };
}

/** A key's spent bucket (in the database). */
async function emptyBucket(subject: string) {
  const updatedAt = new Date();
  await app.prisma.rateBudget.upsert({
    where: { subject },
    create: { subject, points: 0, updatedAt, lastCharge: 0 },
    update: { points: 0, updatedAt },
  });
}

describe("operations priced at 0 points", () => {
  it.each(FREE_OPERATIONS)(
    "%s is refused to a key whose budget is spent",
    async (_, query, vars) => {
      const key = await createKey(app, userId);
      await emptyBucket(`key:${key.row.id}`);
      const { response, body } = await post({ authorization: `Bearer ${key.secret}` }, query, vars);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).not.toBeNull();
      expect(body.errors).toMatchObject([{ extensions: { code: "RATE_LIMITED" } }]);
    },
  );

  describe("a session whose budget is spent", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await app.signIn("user@example.com");
      // A session's bucket is in the app's process (docs/decisions/050-*): spent by requests.
      const [repository] = await app.prisma.repository.findMany({ take: 1 });
      const ids = Array.from({ length: 100 }, () => globalId("Repository", repository!.id));
      for (let i = 0; i < 25; i++) {
        const { response } = await post(
          { cookie },
          `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
          { ids },
        );
        expect(response.status).toBe(200);
      }
    });

    it.each(FREE_OPERATIONS)("%s is refused", async (_, query, vars) => {
      const { response } = await post({ cookie }, query, vars);
      expect(response.status).toBe(429);
    });
  });

  it("spends at least one point per request, and keeps it after execution", async () => {
    const key = await createKey(app, userId);
    const { response } = await post(
      { authorization: `Bearer ${key.secret}` },
      `{ __schema { queryType { name } } }`,
      {},
    );
    expect(response.status).toBe(200);
    const row = await app.prisma.rateBudget.findUniqueOrThrow({
      where: { subject: `key:${key.row.id}` },
    });
    expect(row.points).toBeLessThanOrEqual(4999.5);
    expect(response.headers.get("x-ratelimit-used")).toBe("1");
  });
});
