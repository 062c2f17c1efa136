import { getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { HEAD_SQL } from "../../server/audit/head-export.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Signed out, the playground loads the schema (defect 9): anonymous callers may send
// documents that only read the schema; every other whole document still needs a credential
// (docs/decisions/080).

let app: TestApp;
let statements = 0;
let tables = new Set<string>();
beforeAll(async () => {
  app = await createTestApp();
  onQuery(app.prisma, (event) => {
    // The audit head's export reads the chain after a write, off any request's path (ADR 046):
    // the retention run at start may end while a test runs.
    if (event.query === HEAD_SQL) return;
    statements++;
    for (const [, table] of event.query.matchAll(/(?:INTO|FROM|UPDATE|JOIN)\s+"(\w+)"/gi)) {
      tables.add(table ?? "");
    }
  });
});
afterAll(() => app?.close());

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;

describe("anonymous introspection", () => {
  it.each([
    ["GraphiQL's default", {}],
    [
      "every option",
      {
        descriptions: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        directiveIsRepeatable: true,
        specifiedByUrl: true,
      },
    ],
  ])("answers the introspection query (%s) with the described schema", async (_label, options) => {
    tables = new Set();
    const { status, body } = await app.graphql<IntrospectionQuery>(getIntrospectionQuery(options));
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const repository = body.data?.__schema.types.find((type) => type.name === "Repository");
    expect(repository?.description).toBeTruthy();
    // The schema is in memory: reading it touches no table but the address's rate-limit
    // bucket (graphql-anonymous-limit.test.ts).
    expect([...tables]).toEqual(["rateBudget"]);
  });

  it("answers __type and __typename, also through fragments", async () => {
    const { status, body } = await app.graphql(
      `query Q { ...Meta ... on Query { __typename } }
       fragment Meta on Query { __type(name: "ApiKey") { description } }`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ __typename: "Query", __type: { description: /key/i } });
  });

  it.each([
    ["a data field beside the schema", `{ __typename viewer { id } }`],
    ["a data field in a fragment", `{ ...F } fragment F on Query { __typename viewer { id } }`],
    ["a data field in an inline fragment", `{ ... on Query { repositories { totalCount } } }`],
    ["a mutation", `mutation { __typename }`],
    ["a second operation that reads data", `query A { __typename } query B { viewer { id } }`],
    ["a fragment spread it does not define", `{ ...Missing }`],
    ["a fragment cycle", `{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }`],
    ["more tokens than the document limit", `{ ${"__typename ".repeat(2000)}}`],
  ])("still refuses %s before parsing it fully (401)", async (_label, document) => {
    statements = 0;
    const { status, body } = await app.graphql(document);
    expect(status).toBe(401);
    expect(codeOf(body)).toBe("UNAUTHENTICATED");
    expect(body.data ?? null).toBeNull();
    expect(statements).toBe(0);
  });

  it("reads doubling fragment spreads (2^40 copies) without expanding them", async () => {
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i === 0
        ? "fragment F0 on Query { __typename }"
        : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    );
    const { status, body } = await app.graphql(`{ ...F39 } ${fragments.join(" ")}`);
    // Read as introspection (not 401); depth counts fields (one here), and each fragment is
    // read once: answered at once, where expanding the copies would never end.
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: "Query" });
  }, 20_000);

  it("refuses introspection that nests lists to blow up the answer", async () => {
    // graphql-armor's depth limit skips introspection; graphql-js's MaxIntrospectionDepthRule
    // (part of the specified rules since 16.9) stops types → fields → type → fields → ….
    const nested = `{ __schema { types { ${"fields { type { ".repeat(3)} name ${"} } ".repeat(3)} } } }`;
    statements = 0;
    const { body } = await app.graphql(nested);
    // A document that does not validate: graphql-yoga's code, as for every caller (README).
    expect(codeOf(body)).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(body.data ?? null).toBeNull();
    expect(statements).toBe(0);
  });

  it("does not open the persisted-operation hash path to other text", async () => {
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "{ __typename }",
        extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
      }),
    });
    expect(response.status).toBe(400);
    expect(codeOf((await response.json()) as never)).toBe("PERSISTED_QUERY_NOT_FOUND");
  });
});

// One `__schema` answers ~45 KB for 0 points; 15 aliased copies answered 654 KB (issue 32,
// finding 9). GraphiQL and code generators send one per document (docs/decisions/073).
describe("introspection per document", () => {
  let userCookie: string | undefined;
  const schemaCopy = (alias: string) => `${alias}: __schema { types { name fields { name } } }`;

  it.each([
    ["two aliased __schema", `{ ${schemaCopy("a")} ${schemaCopy("b")} }`],
    [
      "fifteen aliased __schema",
      `{ ${Array.from({ length: 15 }, (_, i) => schemaCopy(`s${i}`)).join(" ")} }`,
    ],
    [
      "a fragment spread twice",
      `{ ...S a: __typename ...S } fragment S on Query { __schema { queryType { name } } }`,
    ],
    [
      "a second copy in an inline fragment",
      `{ __schema { description } ... on Query { b: __schema { description } } }`,
    ],
    [
      "eleven __type",
      `{ ${Array.from({ length: 11 }, (_, i) => `t${i}: __type(name: "User") { name }`).join(" ")} }`,
    ],
  ])("refuses %s: 400 QUERY_TOO_COMPLEX, translated, before any SQL", async (_label, document) => {
    userCookie ??= await app.signIn("user@example.com");
    for (const [cookie, language] of [
      [undefined, "en"],
      [userCookie, "fr"],
    ] as const) {
      statements = 0;
      const { status, body } = await app.graphql(document, {
        cookie,
        headers: { "accept-language": language ?? "en" },
      });
      expect(status).toBe(400);
      expect(codeOf(body)).toBe("QUERY_TOO_COMPLEX");
      expect(body.errors?.[0]?.message).toMatch(language === "fr" ? /introspection/ : /__schema/);
      expect(body.data ?? null).toBeNull();
      // Anonymous: only the rate-limit bucket; signed in: only the session lookup.
      expect(statements).toBeLessThanOrEqual(cookie ? 4 : 1);
    }
  });

  it("answers one __schema and ten __type, as GraphiQL and codegen send them", async () => {
    const { status, body } = await app.graphql<IntrospectionQuery>(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.data?.__schema.types.length).toBeGreaterThan(10);
    const types = Array.from({ length: 10 }, (_, i) => `t${i}: __type(name: "User") { name }`);
    const ten = await app.graphql(`{ ${types.join(" ")} }`);
    expect(ten.status).toBe(200);
    expect(ten.body.errors).toBeUndefined();
  });
});
