import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Measured, not timed: how many SQL statements a page costs, and the plans PostgreSQL picks
// for the statements Prisma actually sends (docs/decisions/014-*).

let app: TestApp;
let cookie: string;
let log: { query: string; params: string }[] = [];

const EXTRA_REPOSITORIES = 5000;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  await app.prisma.$executeRawUnsafe(`
    INSERT INTO "repository" ("id", "name", "link", "description", "updatedAt")
    SELECT 'perf-' || i, 'perf-' || lpad(i::text, 6, '0'), 'https://example.com/perf/' || i,
           'Repository number ' || i, now()
    FROM generate_series(1, ${EXTRA_REPOSITORIES}) AS i`);
  await app.prisma.$executeRawUnsafe(`VACUUM ANALYZE "repository"`);
  onQuery(app.prisma, (event) => log.push({ query: event.query, params: event.params }));
});
afterAll(() => app?.close());

async function statements(document: string, variables: Record<string, unknown> = {}) {
  log = [];
  const { body } = await app.graphql(document, { cookie, variables });
  expect(body.errors).toBeUndefined();
  return log.length;
}

const REPOSITORIES = `query ($first: Int, $after: String, $searchTerm: String, $orderBy: RepositoryOrder) {
  repositories(first: $first, after: $after, searchTerm: $searchTerm, orderBy: $orderBy) {
    totalCount pageInfo { endCursor hasNextPage } edges { cursor node { id name link description } }
  }
}`;
const USERS = `query ($first: Int) {
  users(first: $first) {
    totalCount edges { node { id email roles onboarded sessions(first: 5) { edges { node { createdAt } } } } }
  }
}`;

describe("SQL statements per request", () => {
  it("one for a repositories page and one for totalCount, whatever first is", async () => {
    const session = await statements(`{ __typename }`);
    expect(session).toBe(1);
    expect(await statements(REPOSITORIES, { first: 1 })).toBe(session + 2);
    expect(await statements(REPOSITORIES, { first: 100 })).toBe(session + 2);
    expect(await statements(REPOSITORIES, { first: 100, searchTerm: "perf-00" })).toBe(session + 2);
  });

  it("users with their sessions: one more for every user's sessions, not one per user", async () => {
    const session = await statements(`{ __typename }`);
    const few = await statements(USERS, { first: 2 });
    const many = await statements(USERS, { first: 60 });
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(session + 3);
  });
});

/** The plan of the last SELECT on "repository" that a GraphQL request ran. */
async function planOf(variables: Record<string, unknown>, options: { noSeqScan?: boolean } = {}) {
  await statements(REPOSITORIES, variables);
  const page = log.find(
    (entry) => entry.query.includes('FROM "public"."repository"') && !entry.query.includes("COUNT"),
  );
  if (!page) throw new Error("no repository query");
  const params = JSON.parse(page.params) as unknown[];
  const scans = options.noSeqScan ? "off" : "on";
  const [, , rows] = await app.prisma.$transaction([
    app.prisma.$executeRawUnsafe(`SET LOCAL enable_seqscan = ${scans}`),
    app.prisma.$executeRawUnsafe(`SET LOCAL enable_indexscan = ${scans}`),
    app.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${page.query}`, ...params),
  ]);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("query plans", () => {
  it("first page: an index scan on the name, no sort, no sequential scan", async () => {
    const plan = await planOf({ first: 20 });
    expect(plan).toMatch(/Index Scan using repository_name_key/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("deep page: the cursor is the index bound (Index Cond), not a filter", async () => {
    let after: string | null = null;
    const first = await app.graphql<{
      repositories: { pageInfo: { endCursor: string } };
    }>(REPOSITORIES, { cookie, variables: { first: 100, after } });
    after = first.body.data?.repositories.pageInfo.endCursor ?? null;
    const deep = await app.prisma.repository.findFirstOrThrow({
      where: { name: "perf-004500" },
    });
    const cursor = Buffer.from(`k1:${deep.name}`).toString("base64url");
    const plan = await planOf({ first: 20, after: cursor });
    expect(plan).toMatch(/Index Scan using repository_name_key/);
    expect(plan).toMatch(/Index Cond: \(name > /);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    expect(after).toBeTruthy();
  });

  it("newest first, deep page: a backward scan of (createdAt, id) bounded by the cursor date", async () => {
    const deep = await app.prisma.repository.findFirstOrThrow({
      where: { name: "perf-004500" },
    });
    const key = `${deep.createdAt.toISOString()}|${deep.id}`;
    const after = Buffer.from(`k1:${key}`).toString("base64url");
    const plan = await planOf({ first: 20, after, orderBy: "CREATED_AT_DESC" });
    expect(plan).toMatch(/Index Scan Backward using "repository_createdAt_id_idx"/);
    expect(plan).toMatch(/Index Cond: \("createdAt" <= /);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("search: the trigram indexes serve ILIKE '%term%'", async () => {
    // On a few thousand rows walking the name index is rightly cheaper; with plain scans
    // off, the plan shows the trigram indexes can serve the predicate. `npm run bench`
    // prints the plan PostgreSQL picks by itself on 100 000 rows.
    const plan = await planOf({ first: 20, searchTerm: "zqx" }, { noSeqScan: true });
    expect(plan).toMatch(/Bitmap Index Scan on repository_name_trgm_idx/);
    expect(plan).toMatch(/repository_link_trgm_idx/);
    expect(plan).toMatch(/repository_description_trgm_idx/);
  });
});
