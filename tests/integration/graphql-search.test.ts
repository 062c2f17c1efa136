import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type GraphQLBody, type TestApp } from "../setup/test-app.ts";

// `searchTerm` against the rule it implements (docs/decisions/014-*): a term with three letters
// or digits in a row matches when any one column contains it, case-insensitively; any other
// term matches the start of the name. The SQL reads one lower-cased document per row, whose
// columns are joined by U+001F: these rows put matches on each side of that seam.

const SEP = "\u001f";
const ROWS = [
  { name: "Seam-Alpha", link: "https://beta.example/one", description: null },
  { name: "seam-gamma", link: "https://delta.example/two", description: `one${SEP}two words` },
  { name: "SEAM-EPSILON", link: "https://zeta.example/x", description: "Router for 100% cases" },
  { name: "seam_under", link: "https://eta.example/snake_case", description: "back\\slash" },
];

const TERMS = [
  "seam",
  "ALPHA",
  "alpha",
  "beta.example",
  "router",
  "100%",
  "snake_case",
  "back\\slash",
  // Across the seams between columns: each column alone holds only a part.
  "alphahttps",
  `alpha${SEP}https`,
  `one${SEP}https`,
  `/one${SEP}`,
  // Inside one column that holds the separator itself.
  `one${SEP}two`,
  `${SEP}two words`,
  "nothing-like-this",
];

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  for (const row of ROWS) {
    await app.prisma.repository.create({ data: { id: randomUUID(), ...row } });
  }
});
afterAll(() => app?.close());

type Page = {
  repositories: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { name: string } }[];
  };
};

/** Every name the connection returns for a term, following the pages, and its totalCount. */
async function search(searchTerm: string) {
  const names: string[] = [];
  let after: string | null = null;
  let totalCount = -1;
  for (;;) {
    const { body }: { body: GraphQLBody<Page> } = await app.graphql<Page>(
      `query ($searchTerm: String, $after: String) {
        repositories(first: 100, after: $after, searchTerm: $searchTerm) {
          totalCount pageInfo { hasNextPage endCursor } edges { node { name } }
        }
      }`,
      { cookie, variables: { searchTerm, after } },
    );
    expect(body.errors).toBeUndefined();
    const page: Page["repositories"] = body.data!.repositories;
    totalCount = page.totalCount;
    names.push(...page.edges.map((edge) => edge.node.name));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return { names: names.sort(), totalCount };
}

describe("searchTerm matches what the rule says, and totalCount counts exactly that", () => {
  it("on every repository, for terms inside a column and across two", async () => {
    const all = await app.prisma.repository.findMany();
    for (const term of TERMS) {
      const needle = term.toLowerCase();
      const expected = all
        .filter((row) =>
          [row.name, row.link, row.description ?? ""].some((value) =>
            value.toLowerCase().includes(needle),
          ),
        )
        .map((row) => row.name)
        .sort();
      const found = await search(term);
      expect({ term, ...found }).toEqual({ term, names: expected, totalCount: expected.length });
    }
  });

  it("follows a renamed repository: the document is kept by the database", async () => {
    const row = await app.prisma.repository.findUniqueOrThrow({ where: { name: "Seam-Alpha" } });
    await app.prisma.repository.update({
      where: { id: row.id },
      data: { name: "Renamed-Omega", description: "Now about Kappa" },
    });
    expect((await search("omega")).names).toEqual(["Renamed-Omega"]);
    expect((await search("KAPPA")).names).toEqual(["Renamed-Omega"]);
    expect((await search("seam-alpha")).totalCount).toBe(0);
  });

  it("users: on the name and the e-mail address, never across them", async () => {
    await app.prisma.user.create({
      data: { id: randomUUID(), name: "Quinn Seamster", email: "qs-search@example.com" },
    });
    const users = async (searchTerm: string) => {
      const { body } = await app.graphql<{
        users: { totalCount: number; edges: { node: { email: string } }[] };
      }>(
        `query ($searchTerm: String) {
          users(first: 100, searchTerm: $searchTerm) { totalCount edges { node { email } } }
        }`,
        { cookie, variables: { searchTerm } },
      );
      expect(body.errors).toBeUndefined();
      return body.data!.users;
    };
    for (const term of ["SEAMSTER", "qs-search@", "quinn"]) {
      expect(await users(term)).toEqual({
        totalCount: 1,
        edges: [{ node: { email: "qs-search@example.com" } }],
      });
    }
    expect((await users(`seamster${SEP}qs`)).totalCount).toBe(0);
    expect((await users("seamsterqs")).totalCount).toBe(0);
    // 1–2 characters: the start of the e-mail address or of the name, nothing else.
    const all = await app.prisma.user.findMany();
    for (const term of ["qS", "Q", "s", "_"]) {
      const needle = term.toLowerCase();
      const expected = all.filter(
        (user) =>
          user.email.toLowerCase().startsWith(needle) || user.name.toLowerCase().startsWith(needle),
      );
      const found = await users(term);
      expect({ term, emails: found.edges.map((edge) => edge.node.email).sort() }).toEqual({
        term,
        emails: expected.map((user) => user.email).sort(),
      });
      expect(found.totalCount).toBe(expected.length);
    }
  });
});
