import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Every order of the two root lists (docs/decisions/039-*), walked page by page in both
// directions against the order PostgreSQL gives the whole table, and the cursor of one order
// refused by every other.

let app: TestApp;
let cookie: string;
const TIED_AT = new Date("2031-01-01T00:00:00.000Z");

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  const tag = randomUUID().slice(0, 8);
  // Shared names and shared creation times, so every tie-break by id is exercised.
  await app.prisma.user.createMany({
    data: Array.from({ length: 9 }, (_, n) => ({
      id: `orders-${tag}-${n}`,
      name: n < 4 ? "Same Name" : `Orders ${n}`,
      email: `orders-${tag}-${n}@example.com`,
      role: "user",
      createdAt: n % 2 ? TIED_AT : new Date(TIED_AT.getTime() + n),
    })),
  });
  await app.prisma.repository.createMany({
    data: Array.from({ length: 6 }, (_, n) => ({
      name: `orders-${tag}-${n}`,
      link: `https://example.com/${n}`,
      createdAt: n % 2 ? TIED_AT : new Date(TIED_AT.getTime() - n),
    })),
  });
});
afterAll(() => app?.close());

type List = "users" | "repositories";
type Connection = {
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: { node: { id: string } }[];
};

const document = (list: List) => `query ($first: Int, $after: String, $last: Int,
  $before: String, $orderBy: ${list === "users" ? "UserOrder" : "RepositoryOrder"}) {
  ${list}(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id } }
  }
}`;

async function request(list: List, variables: Record<string, unknown>) {
  const { body } = await app.graphql<Record<List, Connection>>(document(list), {
    cookie,
    variables,
  });
  return body;
}

async function page(list: List, variables: Record<string, unknown>) {
  const body = await request(list, variables);
  expect(body.errors).toBeUndefined();
  return body.data![list];
}

const ids = (connection: Connection) => connection.edges.map((edge) => edge.node.id);

async function walk(list: List, orderBy: string, size: number, backward: boolean) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const connection = await page(
      list,
      backward ? { last: size, before: cursor, orderBy } : { first: size, after: cursor, orderBy },
    );
    if (backward) seen.unshift(...ids(connection));
    else seen.push(...ids(connection));
    const more = backward ? connection.pageInfo.hasPreviousPage : connection.pageInfo.hasNextPage;
    if (!more) break;
    cursor = backward ? connection.pageInfo.startCursor : connection.pageInfo.endCursor;
  }
  return seen;
}

type Direction = "asc" | "desc";
const by = (column: string, direction: Direction) => [{ [column]: direction }, { id: direction }];

/** The whole table in the order each enum value promises, as Prisma (and so PostgreSQL) sorts it. */
const ORDERS: Record<List, Record<string, () => Promise<{ id: string }[]>>> = {
  repositories: {
    NAME_ASC: () => app.prisma.repository.findMany({ orderBy: { name: "asc" } }),
    NAME_DESC: () => app.prisma.repository.findMany({ orderBy: { name: "desc" } }),
    CREATED_AT_DESC: () => app.prisma.repository.findMany({ orderBy: by("createdAt", "desc") }),
    CREATED_AT_ASC: () => app.prisma.repository.findMany({ orderBy: by("createdAt", "asc") }),
  },
  users: {
    EMAIL_ASC: () => app.prisma.user.findMany({ orderBy: { email: "asc" } }),
    EMAIL_DESC: () => app.prisma.user.findMany({ orderBy: { email: "desc" } }),
    NAME_ASC: () => app.prisma.user.findMany({ orderBy: by("name", "asc") }),
    NAME_DESC: () => app.prisma.user.findMany({ orderBy: by("name", "desc") }),
    CREATED_AT_DESC: () => app.prisma.user.findMany({ orderBy: by("createdAt", "desc") }),
    CREATED_AT_ASC: () => app.prisma.user.findMany({ orderBy: by("createdAt", "asc") }),
  },
};

describe.each(["repositories", "users"] as const)("%s(orderBy:)", (list) => {
  it.each(Object.keys(ORDERS[list]))(
    "%s: every row once, in order, forward and backward",
    async (orderBy) => {
      const typename = list === "users" ? "User" : "Repository";
      const rows = await ORDERS[list][orderBy]!();
      const expected = rows.map((row) => encodeGlobalID(typename, row.id));
      for (const size of [1, 4, 7]) {
        expect(await walk(list, orderBy, size, false)).toEqual(expected);
        expect(await walk(list, orderBy, size, true)).toEqual(expected);
      }
    },
  );

  it("refuses a cursor made by another order (VALIDATION on after and before)", async () => {
    const orders = Object.keys(ORDERS[list]);
    for (const made of orders) {
      const { pageInfo } = await page(list, { first: 2, orderBy: made });
      for (const used of orders.filter((order) => order !== made)) {
        for (const [field, variables] of [
          ["after", { first: 2, after: pageInfo.endCursor }],
          ["before", { last: 2, before: pageInfo.startCursor }],
        ] as const) {
          const body = await request(list, { ...variables, orderBy: used });
          expect(body.errors?.[0]?.extensions, `${made} cursor with ${used}`).toMatchObject({
            code: "VALIDATION",
            field,
          });
        }
      }
    }
  });
});

it("refuses a cursor of the other list", async () => {
  const users = await page("users", { first: 1, orderBy: "CREATED_AT_DESC" });
  const body = await request("repositories", {
    first: 1,
    after: users.pageInfo.endCursor,
    orderBy: "CREATED_AT_DESC",
  });
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: "after" });
});
