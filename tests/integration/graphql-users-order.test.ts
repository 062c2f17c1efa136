import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { setUpPrincipals, type Principals } from "./graphql-support.ts";

let app: TestApp;
let p: Principals;
// Several users share one createdAt so the (createdAt, id) tie-break is exercised.
const TIED_AT = new Date("2030-01-01T00:00:00.000Z");

beforeAll(async () => {
  app = await createTestApp();
  p = await setUpPrincipals(app);
  const tag = randomUUID().slice(0, 8);
  await app.prisma.user.createMany({
    data: [
      ...Array.from({ length: 5 }, (_, i) => ({ createdAt: TIED_AT, n: i })),
      ...Array.from({ length: 4 }, (_, i) => ({
        createdAt: new Date(TIED_AT.getTime() + i),
        n: i + 5,
      })),
    ].map(({ createdAt, n }) => ({
      id: `order-${tag}-${n}`,
      name: `Order ${n}`,
      email: `order-${tag}-${n}@example.com`,
      role: "user",
      createdAt,
    })),
  });
});
afterAll(() => app?.close());

type Page = {
  users: {
    totalCount: number;
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
    edges: { node: { email: string; createdAt: string } }[];
  };
};
const USERS = `query ($first: Int, $after: String, $last: Int, $before: String, $orderBy: UserOrder) {
  users(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { node { email createdAt } }
  }
}`;

async function page(variables: Record<string, unknown>) {
  const { body } = await app.graphql<Page>(USERS, { ...p.admin, variables });
  expect(body.errors).toBeUndefined();
  return body.data!.users;
}

async function walkForward(orderBy: string, size: number) {
  const emails: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const users = await page({ first: size, after, orderBy });
    emails.push(...users.edges.map((edge) => edge.node.email));
    if (!users.pageInfo.hasNextPage) break;
    after = users.pageInfo.endCursor;
  }
  return emails;
}

async function expectedNewestFirst() {
  const rows = await app.prisma.user.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { email: true },
  });
  return rows.map((row) => row.email);
}

describe("users(orderBy:)", () => {
  it("defaults to e-mail order", async () => {
    const emails = await walkForward("EMAIL_ASC", 3);
    expect(emails).toEqual([...emails].sort());
    const implicit = await page({ first: 5 });
    expect(implicit.edges.map((edge) => edge.node.email)).toEqual(emails.slice(0, 5));
  });

  it("CREATED_AT_DESC walks newest first without gaps or repeats, across ties", async () => {
    const expected = await expectedNewestFirst();
    for (const size of [1, 2, 3, 7]) {
      expect(await walkForward("CREATED_AT_DESC", size)).toEqual(expected);
    }
  });

  it("CREATED_AT_DESC pages backward from a cursor", async () => {
    const expected = await expectedNewestFirst();
    const first = await page({ first: 6, orderBy: "CREATED_AT_DESC" });
    const back = await page({
      last: 3,
      before: first.pageInfo.endCursor,
      orderBy: "CREATED_AT_DESC",
    });
    expect(back.edges.map((edge) => edge.node.email)).toEqual(expected.slice(2, 5));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const totals = await page({ first: 1, orderBy: "CREATED_AT_DESC" });
    expect(totals.totalCount).toBe(expected.length);
  });

  it("rejects a cursor from the other order (VALIDATION on after)", async () => {
    const byEmail = await page({ first: 1 });
    const { body } = await app.graphql(USERS, {
      ...p.admin,
      variables: { first: 1, after: byEmail.pageInfo.endCursor, orderBy: "CREATED_AT_DESC" },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: "after" });
  });
});
