import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { keysetCursor } from "../setup/keyset-cursor.ts";
import { HEAD_SQL } from "../../server/audit/head-export.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";

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
  // The audit head's export reads the chain after a write, off any request's path (ADR 046).
  onQuery(app.prisma, (event) => {
    if (event.query !== HEAD_SQL) log.push({ query: event.query, params: event.params });
  });
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
  it("a first page with totalCount: 3 in all, for a session or a key (its budget included)", async () => {
    const adminId = (
      await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })
    ).id;
    const key = await createKey(app, adminId);
    const callers: Record<string, string>[] = [
      { cookie },
      { authorization: `Bearer ${key.secret}` },
    ];
    for (const headers of callers) {
      log = [];
      const { body } = await app.graphql(REPOSITORIES, { headers, variables: { first: 20 } });
      expect(body.errors).toBeUndefined();
      expect(log.map((entry) => entry.query.slice(0, 40))).toHaveLength(3);
    }
  });

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

const cursorOf = (key: string, order = "NAME_ASC", table = "repository") =>
  keysetCursor(table, order, key);
const USERS_SEARCH = `query ($searchTerm: String) {
  users(first: 20, searchTerm: $searchTerm) { totalCount edges { node { id } } }
}`;
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
    const after = cursorOf(`${deep.createdAt.toISOString()}|${deep.id}`, "CREATED_AT_DESC");
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
    const after = cursorOf(`${deep.createdAt.toISOString()}|${deep.id}`, "CREATED_AT_DESC", "user");
    const plan = await planOf(USERS_NEWEST, { first: 20, after }, { table: "user" });
    expect(plan).toMatch(/Index Scan Backward using "user_createdAt_id_idx"/);
    expect(plan).toMatch(/Index Cond: \(ROW\("createdAt", id\) < ROW\(/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it("search: one LIKE on the lower-cased document, served by its trigram index", async () => {
    // A rare term (one row in 5 000): the planner picks the trigram index by itself, for the
    // page and the count. No ILIKE: it folded the case of every row it read (docs/decisions/014).
    for (const count of [false, true]) {
      const plan = await planOf(REPOSITORIES, { first: 20, searchTerm: "PERF-004321" }, { count });
      expect(plan).toMatch(/Bitmap Index Scan on "repository_searchText_trgm_idx"/);
      expect(plan).toMatch(/"searchText" ~~ '%perf-004321%'::text/);
      expect(plan).not.toMatch(/~~\*|Seq Scan/);
    }
    const users = await planOf(USERS_SEARCH, { searchTerm: "perf-004321" }, { table: "user" });
    expect(users).toMatch(/Bitmap Index Scan on "user_searchText_trgm_idx"/);
    expect(users).not.toMatch(/~~\*|Seq Scan/);
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

describe("query plans of every list order (docs/decisions/039-*)", () => {
  type Row = { id: string; name: string; email?: string; createdAt: Date };
  type Order = {
    list: "repositories" | "users";
    orderBy: string;
    index: RegExp;
    /** Reads the table in this order, for the row 2 500 rows deep. */
    by: Record<string, "asc" | "desc">[];
    key: (row: Row) => string;
  };
  const byKey = (column: "name" | "email") => (row: Row) => String(row[column]);
  const byDate = (row: Row) => `${row.createdAt.toISOString()}|${row.id}`;
  const byName = (row: Row) => `${row.id}|${row.name}`;
  const orders: Order[] = [
    {
      list: "repositories",
      orderBy: "NAME_DESC",
      index: /Index Scan Backward using repository_name_key/,
      by: [{ name: "desc" }],
      key: byKey("name"),
    },
    {
      list: "repositories",
      orderBy: "CREATED_AT_ASC",
      index: /Index Scan using "repository_createdAt_id_idx"/,
      by: [{ createdAt: "asc" }, { id: "asc" }],
      key: byDate,
    },
    {
      list: "users",
      orderBy: "EMAIL_ASC",
      index: /Index Scan using user_email_key/,
      by: [{ email: "asc" }],
      key: byKey("email"),
    },
    {
      list: "users",
      orderBy: "EMAIL_DESC",
      index: /Index Scan Backward using user_email_key/,
      by: [{ email: "desc" }],
      key: byKey("email"),
    },
    {
      list: "users",
      orderBy: "NAME_ASC",
      index: /Index Scan using user_name_id_idx/,
      by: [{ name: "asc" }, { id: "asc" }],
      key: byName,
    },
    {
      list: "users",
      orderBy: "NAME_DESC",
      index: /Index Scan Backward using user_name_id_idx/,
      by: [{ name: "desc" }, { id: "desc" }],
      key: byName,
    },
    {
      list: "users",
      orderBy: "CREATED_AT_ASC",
      index: /Index Scan using "user_createdAt_id_idx"/,
      by: [{ createdAt: "asc" }, { id: "asc" }],
      key: byDate,
    },
  ];

  it.each(orders)("$list $orderBy: first and deep page read the index, no sort", async (order) => {
    const table = order.list === "users" ? "user" : "repository";
    const type = order.list === "users" ? "UserOrder" : "RepositoryOrder";
    const document = `query ($first: Int, $after: String, $orderBy: ${type}) {
      ${order.list}(first: $first, after: $after, orderBy: $orderBy) { edges { node { id } } }
    }`;
    const deep = (await (order.list === "users"
      ? app.prisma.user.findFirstOrThrow({ orderBy: order.by, skip: 2500 })
      : app.prisma.repository.findFirstOrThrow({ orderBy: order.by, skip: 2500 }))) as Row;
    const after = cursorOf(order.key(deep), order.orderBy, table);
    for (const variables of [{ first: 20 }, { first: 20, after }]) {
      const plan = await planOf(document, { ...variables, orderBy: order.orderBy }, { table });
      expect(plan).toMatch(order.index);
      if (variables.after) expect(plan).toMatch(/Index Cond: /);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
