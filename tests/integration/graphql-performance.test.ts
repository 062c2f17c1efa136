import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Measured, not timed: how many SQL statements a page costs, and the plans PostgreSQL picks
// for the statements Prisma actually sends (docs/decisions/014-*).

let app: TestApp;
let cookie: string;
let log: { query: string; params: string }[] = [];

const EXTRA_REPOSITORIES = 5000;
const EXTRA_USERS = 5000;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  await app.prisma.$executeRawUnsafe(`
    INSERT INTO "repository" ("id", "name", "link", "description", "updatedAt")
    SELECT 'perf-' || i, 'perf-' || lpad(i::text, 6, '0'), 'https://example.com/perf/' || i,
           'Repository number ' || i, now()
    FROM generate_series(1, ${EXTRA_REPOSITORIES}) AS i`);
  await app.prisma.$executeRawUnsafe(`
    INSERT INTO "user" ("id", "name", "email", "createdAt", "updatedAt")
    SELECT 'perf-' || i, 'Perf ' || i, 'perf-' || lpad(i::text, 6, '0') || '@example.com',
           now() - i * interval '1 minute', now()
    FROM generate_series(1, ${EXTRA_USERS}) AS i`);
  await app.prisma.$executeRawUnsafe(`VACUUM ANALYZE "repository"`);
  await app.prisma.$executeRawUnsafe(`VACUUM ANALYZE "user"`);
  onQuery(app.prisma, (event) => log.push({ query: event.query, params: event.params }));
});
afterAll(() => app?.close());

async function statements(document: string, variables: Record<string, unknown> = {}) {
  log = [];
  const { body } = await app.graphql(document, { cookie, variables });
  expect(body.errors).toBeUndefined();
  // The cost budget's own bookkeeping (docs/decisions/030-*) is counted by its tests.
  return log.filter((entry) => !entry.query.includes('"rateBudget"')).length;
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

/** The plan PostgreSQL picks for the page (or the count) a GraphQL request ran on `table`. */
async function planOf(
  document: string,
  variables: Record<string, unknown>,
  options: { table?: string; count?: boolean; noSeqScan?: boolean } = {},
) {
  await statements(document, variables);
  const from = `FROM "${options.table ?? "repository"}"`;
  const entry = log.find(
    (item) => item.query.includes(from) && item.query.includes("count(*)") === !!options.count,
  );
  if (!entry) throw new Error(`no statement ${from}`);
  const params = JSON.parse(entry.params) as unknown[];
  const scans = options.noSeqScan ? "off" : "on";
  const [, , rows] = await app.prisma.$transaction([
    app.prisma.$executeRawUnsafe(`SET LOCAL enable_seqscan = ${scans}`),
    app.prisma.$executeRawUnsafe(`SET LOCAL enable_indexscan = ${scans}`),
    app.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${entry.query}`, ...params),
  ]);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

const cursorOf = (key: string) => Buffer.from(`k1:${key}`).toString("base64url");
const USERS_NEWEST = `query ($first: Int, $after: String) {
  users(first: $first, after: $after, orderBy: CREATED_AT_DESC) { edges { node { id } } }
}`;

describe("query plans", () => {
  it("first page: an index scan on the name, no sort, no sequential scan", async () => {
    const plan = await planOf(REPOSITORIES, { first: 20 });
    expect(plan).toMatch(/Index Scan using repository_name_key/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("deep page: the cursor is the index bound (Index Cond), not a filter", async () => {
    const plan = await planOf(REPOSITORIES, { first: 20, after: cursorOf("perf-004500") });
    expect(plan).toMatch(/Index Scan using repository_name_key/);
    expect(plan).toMatch(/Index Cond: \(name > /);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("newest first, deep page: a backward scan of (createdAt, id) from the cursor", async () => {
    const deep = await app.prisma.repository.findFirstOrThrow({ where: { name: "perf-004500" } });
    const after = cursorOf(`${deep.createdAt.toISOString()}|${deep.id}`);
    const plan = await planOf(REPOSITORIES, { first: 20, after, orderBy: "CREATED_AT_DESC" });
    expect(plan).toMatch(/Index Scan Backward using "repository_createdAt_id_idx"/);
    expect(plan).toMatch(/Index Cond: \(ROW\("createdAt", id\) < ROW\(/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("users newest first, first and deep page: the (createdAt, id) index, no sort", async () => {
    // Plain scans stay allowed: with 5 000 users a sort of the whole table is what the
    // planner picks when the index is missing.
    const first = await planOf(USERS_NEWEST, { first: 20 }, { table: "user" });
    expect(first).toMatch(/Index Scan Backward using "user_createdAt_id_idx"/);
    expect(first).not.toMatch(/Seq Scan|Sort/);
    const deep = await app.prisma.user.findUniqueOrThrow({ where: { id: "perf-2500" } });
    const after = cursorOf(`${deep.createdAt.toISOString()}|${deep.id}`);
    const plan = await planOf(USERS_NEWEST, { first: 20, after }, { table: "user" });
    expect(plan).toMatch(/Index Scan Backward using "user_createdAt_id_idx"/);
    expect(plan).toMatch(/Index Cond: \(ROW\("createdAt", id\) < ROW\(/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("search: the trigram indexes serve ILIKE '%term%'", async () => {
    // On a few thousand rows walking the name index is rightly cheaper; with plain scans
    // off, the plan shows the trigram indexes can serve the predicate. docs/decisions/014
    // records the plans PostgreSQL picks by itself on 1 000 000 rows.
    const plan = await planOf(REPOSITORIES, { first: 20, searchTerm: "zqx" }, { noSeqScan: true });
    expect(plan).toMatch(/Bitmap Index Scan on repository_name_trgm_idx/);
    expect(plan).toMatch(/repository_link_trgm_idx/);
    expect(plan).toMatch(/repository_description_trgm_idx/);
  });

  it("a short term is a range of the lower(name) index, read in order: no sort", async () => {
    for (const after of [undefined, cursorOf("perf-004500")]) {
      const plan = await planOf(REPOSITORIES, { first: 20, searchTerm: "Pe", after });
      expect(plan).toMatch(/Index (Only )?Scan using repository_name_lower_idx/);
      expect(plan).toMatch(/Index Cond: .*lower\(name\).*>= 'pe'::text/);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
    // "Pe" matches nearly every row here, where a sequential scan is the right count plan.
    const count = await planOf(REPOSITORIES, { searchTerm: "zz" }, { count: true });
    expect(count).toMatch(/repository_name_lower_idx/);
    expect(count).not.toMatch(/Seq Scan/);
  });

  it("totalCount counts without sorting", async () => {
    for (const searchTerm of [undefined, "perf-00", "zqx"]) {
      const count = await planOf(REPOSITORIES, { searchTerm }, { count: true });
      expect(count).toMatch(/Limit/);
      expect(count).not.toMatch(/Sort|Index Scan using repository_pkey/);
    }
  });
});
