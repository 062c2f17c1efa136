import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// `totalCount` stops counting at 1 000 when a search term is given and at 10 000 without one
// (docs/decisions/014-*): a common word past the lower cap stays within the search goal.

const MATCHING = 1_500;

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  await app.prisma.$executeRawUnsafe(`
    INSERT INTO "repository" ("id", "name", "link", "description", "updatedAt")
    SELECT 'capped-' || i, 'capped-' || lpad(i::text, 5, '0'), 'https://example.com/c/' || i,
           'Common word ' || i, now()
    FROM generate_series(1, ${MATCHING}) AS i`);
  await app.prisma.$executeRawUnsafe(`
    INSERT INTO "user" ("id", "name", "email", "createdAt", "updatedAt")
    SELECT 'capped-' || i, 'Capped ' || i, 'capped-' || lpad(i::text, 5, '0') || '@example.com',
           now(), now()
    FROM generate_series(1, ${MATCHING}) AS i`);
});
afterAll(() => app?.close());

async function totalCount(list: "repositories" | "users", searchTerm?: string) {
  const { body } = await app.graphql<Record<string, { totalCount: number }>>(
    `query ($searchTerm: String) { ${list}(first: 1, searchTerm: $searchTerm) { totalCount } }`,
    { cookie, variables: { searchTerm } },
  );
  expect(body.errors).toBeUndefined();
  return body.data![list]!.totalCount;
}

describe("totalCount caps", () => {
  it("a search counts up to 1 000, the unfiltered list up to 10 000", async () => {
    const repositories = await app.prisma.repository.count();
    const users = await app.prisma.user.count();
    expect(repositories).toBeGreaterThan(MATCHING);
    expect(await totalCount("repositories")).toBe(repositories);
    expect(await totalCount("users")).toBe(users);
    // A term with trigrams (the search document) and a short one (the name's prefix).
    for (const term of ["capped", "COMMON WORD", "ca"]) {
      expect({ term, count: await totalCount("repositories", term) }).toEqual({
        term,
        count: 1_000,
      });
    }
    for (const term of ["capped", "ca"]) {
      expect({ term, count: await totalCount("users", term) }).toEqual({ term, count: 1_000 });
    }
  });

  it("a search with fewer matches than the cap counts them exactly", async () => {
    expect(await totalCount("repositories", "capped-0001")).toBe(10);
    expect(await totalCount("users", "capped-0150")).toBe(1);
  });
});
