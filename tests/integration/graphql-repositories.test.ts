import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_REPOSITORIES } from "../../prisma/seed/data.ts";
import { createTestApp, type GraphQLBody, type TestApp } from "../setup/test-app.ts";

const PAGE = /* GraphQL */ `
  query Page($first: Int, $after: String, $searchTerm: String) {
    repositories(first: $first, after: $after, searchTerm: $searchTerm) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          link
          description
        }
      }
    }
  }
`;

type Page = {
  repositories: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; name: string; link: string } }[];
  };
};

let app: TestApp;
let userCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  userCookie = await app.signIn("user@example.com");
});
afterAll(() => app?.close());

const sortedNames = SEED_REPOSITORIES.map((repository) => repository.name).sort();

describe(`repositories connection`, () => {
  it("refuses anonymous callers with UNAUTHENTICATED and no data", async () => {
    const { body } = await app.graphql<Page>(PAGE);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("pages backwards with last/before", async () => {
    const LAST = `query ($last: Int, $before: String) {
      repositories(last: $last, before: $before) {
        pageInfo { hasPreviousPage hasNextPage startCursor }
        edges { node { name } }
      }
    }`;
    type Back = {
      repositories: {
        pageInfo: { hasPreviousPage: boolean; startCursor: string };
        edges: { node: { name: string } }[];
      };
    };
    const end = await app.graphql<Back>(LAST, { cookie: userCookie, variables: { last: 5 } });
    expect(end.body.data?.repositories.edges.map((edge) => edge.node.name)).toEqual(
      sortedNames.slice(-5),
    );
    expect(end.body.data?.repositories.pageInfo.hasPreviousPage).toBe(true);
    const before = end.body.data?.repositories.pageInfo.startCursor;
    const previous = await app.graphql<Back>(LAST, {
      cookie: userCookie,
      variables: { last: 5, before },
    });
    expect(previous.body.data?.repositories.edges.map((edge) => edge.node.name)).toEqual(
      sortedNames.slice(-10, -5),
    );
  });

  it("returns the first 20 repositories by name with the total count", async () => {
    const { body } = await app.graphql<Page>(PAGE, { cookie: userCookie });
    expect(body.errors).toBeUndefined();
    const page = body.data?.repositories;
    expect(page?.totalCount).toBe(SEED_REPOSITORIES.length);
    expect(page?.edges.map((edge) => edge.node.name)).toEqual(sortedNames.slice(0, 20));
    expect(page?.pageInfo.hasNextPage).toBe(true);
  });

  it("walks every page with `after` without gaps or repeats", async () => {
    const names: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const response: { body: GraphQLBody<Page> } = await app.graphql<Page>(PAGE, {
        cookie: userCookie,
        variables: { first: 7, after },
      });
      const page = response.body.data?.repositories;
      names.push(...(page?.edges.map((edge) => edge.node.name) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(names).toEqual(sortedNames);
  });

  it("filters by searchTerm, case-insensitively, on name, link and description", async () => {
    const byName = await app.graphql<Page>(PAGE, {
      cookie: userCookie,
      variables: { searchTerm: "ROUTER" },
    });
    expect(byName.body.data?.repositories.edges.map((edge) => edge.node.name)).toEqual([
      "react-router",
    ]);
    const byLink = await app.graphql<Page>(PAGE, {
      cookie: userCookie,
      variables: { searchTerm: "electric-sql" },
    });
    expect(byLink.body.data?.repositories.edges.map((edge) => edge.node.name)).toEqual(["pglite"]);
    const byDescription = await app.graphql<Page>(PAGE, {
      cookie: userCookie,
      variables: { searchTerm: "toast component" },
    });
    expect(byDescription.body.data?.repositories.totalCount).toBe(1);
    const none = await app.graphql<Page>(PAGE, {
      cookie: userCookie,
      variables: { searchTerm: "no-such-repository" },
    });
    expect(none.body.data?.repositories).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("a term without three letters or digits in a row matches the start of the name", async () => {
    // docs/decisions/014-*: such a term has no trigram for the GIN indexes, so it matches a
    // prefix through the lower(name) index instead, case-insensitively and in pages.
    const names = async (searchTerm: string, first = 20, after?: string | null) => {
      const { body } = await app.graphql<Page>(PAGE, {
        cookie: userCookie,
        variables: { searchTerm, first, after },
      });
      return body.data?.repositories;
    };
    const byP = await names("P");
    expect(byP?.totalCount).toBe(6);
    expect(byP?.edges.map((edge) => edge.node.name)).toEqual([
      "pglite",
      "playwright",
      "postgres",
      "pothos",
      "prettier",
      "prisma",
    ]);
    const first = await names("rE", 2);
    expect(first?.edges.map((edge) => edge.node.name)).toEqual(["react", "react-router"]);
    expect(first?.pageInfo.hasNextPage).toBe(true);
    const rest = await names("rE", 2, first?.pageInfo.endCursor);
    expect(rest?.edges.map((edge) => edge.node.name)).toEqual(["relay"]);
    expect(rest?.pageInfo.hasNextPage).toBe(false);
    // "js" is in graphql-js and in many links: not at the start of any name.
    expect((await names("js"))?.totalCount).toBe(0);
  });

  it("resolves a repository through node(id) with its opaque global id", async () => {
    const { body } = await app.graphql<Page>(PAGE, { cookie: userCookie, variables: { first: 1 } });
    const first = body.data?.repositories.edges[0]?.node;
    expect(first?.id).not.toContain(first?.name ?? "?");
    const node = await app.graphql<{ node: { __typename: string; name: string } }>(
      `query ($id: ID!) { node(id: $id) { __typename ... on Repository { name } } }`,
      { cookie: userCookie, variables: { id: first?.id } },
    );
    expect(node.body.data?.node).toEqual({ __typename: "Repository", name: first?.name });
  });
});

describe("repositories newest first (orderBy: CREATED_AT_DESC)", () => {
  const NEWEST = `query ($first: Int, $after: String, $last: Int, $before: String, $searchTerm: String) {
    repositories(orderBy: CREATED_AT_DESC, first: $first, after: $after, last: $last,
                 before: $before, searchTerm: $searchTerm) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { node { name } }
    }
  }`;
  type Newest = {
    repositories: {
      totalCount: number;
      pageInfo: {
        hasNextPage: boolean;
        hasPreviousPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      };
      edges: { node: { name: string } }[];
    };
  };
  let expected: string[] = [];

  beforeAll(async () => {
    // Distinct dates for some rows and equal dates (ties broken by id) for the seeded rest.
    const base = new Date("2030-01-01T00:00:00.000Z").getTime();
    for (const [index, name] of ["newest-c", "newest-b", "newest-a"].entries()) {
      await app.prisma.repository.create({
        data: { name, link: `https://example.com/${name}`, createdAt: new Date(base - index) },
      });
    }
    const tie = new Date("2020-01-01T00:00:00.000Z");
    await app.prisma.repository.updateMany({
      where: { name: { not: { startsWith: "newest-" } } },
      data: { createdAt: tie },
    });
    const rows = await app.prisma.repository.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expected = rows.map((row) => row.name);
  });

  const namesOf = (body: GraphQLBody<Newest>) =>
    body.data?.repositories.edges.map((edge) => edge.node.name) ?? [];

  it("lists the newest first, ties by id", async () => {
    const { body } = await app.graphql<Newest>(NEWEST, {
      cookie: userCookie,
      variables: { first: 4 },
    });
    expect(body.errors).toBeUndefined();
    expect(namesOf(body)).toEqual(["newest-c", "newest-b", "newest-a", expected[3]]);
    expect(body.data?.repositories.totalCount).toBe(expected.length);
  });

  it("walks every page forwards and backwards without gaps or repeats", async () => {
    const forwards: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const response: { body: GraphQLBody<Newest> } = await app.graphql<Newest>(NEWEST, {
        cookie: userCookie,
        variables: { first: 5, after },
      });
      forwards.push(...namesOf(response.body));
      const info = response.body.data?.repositories.pageInfo;
      if (!info?.hasNextPage) break;
      after = info.endCursor;
    }
    expect(forwards).toEqual(expected);

    const backwards: string[] = [];
    let before: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const response: { body: GraphQLBody<Newest> } = await app.graphql<Newest>(NEWEST, {
        cookie: userCookie,
        variables: { last: 5, before },
      });
      backwards.unshift(...namesOf(response.body));
      const info = response.body.data?.repositories.pageInfo;
      if (!info?.hasPreviousPage) break;
      before = info.startCursor;
    }
    expect(backwards).toEqual(expected);
  });

  it("combines with searchTerm", async () => {
    const { body } = await app.graphql<Newest>(NEWEST, {
      cookie: userCookie,
      variables: { searchTerm: "newest-" },
    });
    expect(namesOf(body)).toEqual(["newest-c", "newest-b", "newest-a"]);
    expect(body.data?.repositories.totalCount).toBe(3);
  });

  it("refuses a cursor from the name order with a VALIDATION error", async () => {
    const { body } = await app.graphql<Page>(PAGE, { cookie: userCookie, variables: { first: 1 } });
    const nameCursor = body.data?.repositories.pageInfo.endCursor;
    const mixed = await app.graphql<Newest>(NEWEST, {
      cookie: userCookie,
      variables: { first: 1, after: nameCursor },
    });
    expect(mixed.body.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION",
      field: "after",
    });
  });
});

describe("viewer", () => {
  it("is the signed-in user", async () => {
    const { body } = await app.graphql<{ viewer: { name: string; email: string } }>(
      `{ viewer { name email } }`,
      { cookie: userCookie },
    );
    expect(body.data?.viewer).toEqual({ name: "User", email: "user@example.com" });
  });

  it("does not let a user read another user through node(id)", async () => {
    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    const id = Buffer.from(`User:${admin.id}`).toString("base64");
    const { body } = await app.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { email } } }`,
      {
        cookie: userCookie,
        variables: { id },
      },
    );
    expect(body.data?.node ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
