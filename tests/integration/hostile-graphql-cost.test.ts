import { readFileSync } from "node:fs";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { parse, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { queryCost } from "../../server/graphql/query-cost.ts";
import { schema } from "../../server/schema/index.ts";
import { DOCUMENT_LIMITS } from "../../server/graphql/yoga.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The cost limit uses the values an operation actually executes with (item 5;
// docs/decisions/024-*): every object in the response costs 1, lists count as many times as
// their page size. A document and its variables cannot hide a page size from it.

const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  queryCost({ schema, document: parse(query), variables, operationName });

const PAGE = (size: string) => `repositories${size} { edges { node { id name } } }`;

describe("queryCost", () => {
  it("counts objects; a connection's edges and nodes as many times as its page size", () => {
    expect(cost(`{ ${PAGE("(first: 100)")} }`)).toBe(1 + 100 * 2);
    expect(cost(`{ repositories(first: 100) { totalCount pageInfo { hasNextPage } } }`)).toBe(2);
    expect(cost(`{ ${PAGE("(last: 7)")} }`)).toBe(1 + 7 * 2);
    expect(cost(`{ ${PAGE("")} }`)).toBe(1 + 20 * 2);
    expect(cost(`{ ${PAGE("(first: 0)")} }`)).toBe(1);
    expect(cost(`mutation { updateViewer(input: { name: "x" }) { user { name } } }`)).toBe(2);
  });

  it("takes page sizes from variables, variable defaults and argument defaults", () => {
    const query = `query ($n: Int) { ${PAGE("(first: $n)")} }`;
    expect(cost(query, { n: 100 })).toBe(cost(`{ ${PAGE("(first: 100)")} }`));
    expect(cost(query, { n: 3 })).toBe(7);
    expect(cost(query, {})).toBe(41);
    const withDefault = `query ($n: Int = 50) { ${PAGE("(first: $n)")} }`;
    expect(cost(withDefault)).toBe(101);
    expect(cost(withDefault, { n: 10 })).toBe(21);
    // Nested, as in the admin's users × sessions request of the issue: 100 × 100 rows.
    const nested = `query ($a: Int, $b: Int) { users(first: $a) { edges { node {
      sessions(first: $b) { edges { node { ipAddress } } } } } } }`;
    expect(cost(nested, { a: 100, b: 100 })).toBe(1 + 100 * (1 + 1 + 1 + 100 * 2));
    expect(cost(nested, {})).toBe(1 + 20 * (1 + 1 + 1 + 20 * 2));
  });

  it("expands fragments and inline fragments, counting the costliest type of an interface", () => {
    const sessions = `sessions(first: 10) { edges { node { ipAddress } } }`;
    expect(cost(`{ viewer { ...F } } fragment F on User { ${sessions} }`)).toBe(1 + 21);
    expect(
      cost(`{ node(id: "x") { ... on Repository { name } ... on User { ${sessions} } } }`),
    ).toBe(1 + 21);
    const ids = ["a", "b", "c", "d"];
    expect(
      cost(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { ...U } } fragment U on User { ${sessions} }`,
        {
          ids,
        },
      ),
    ).toBe(4 * (1 + 21));
  });

  it("counts aliases separately and merges repeated fields", () => {
    expect(cost(`{ a: ${PAGE("(first: 10)")} b: ${PAGE("(first: 10)")} }`)).toBe(42);
    expect(cost(`{ ${PAGE("(first: 10)")} ${PAGE("(first: 10)")} }`)).toBe(21);
  });

  it("leaves out what @skip and @include leave out, and introspection", () => {
    const query = `query ($s: Boolean!) { viewer { name } ${PAGE("(first: 100)").replace(" {", " @skip(if: $s) {")} }`;
    expect(cost(query, { s: true })).toBe(1);
    expect(cost(query, { s: false })).toBe(202);
    expect(cost(`{ ${PAGE("(first: 100)").replace(" {", " @include(if: false) {")} }`)).toBe(0);
    expect(cost(`{ __typename __schema { types { name fields { name } } } }`)).toBe(0);
  });

  it("is null when the operation or its variables are unusable", () => {
    expect(cost(`query ($n: Int!) { ${PAGE("(first: $n)")} }`, { n: "many" })).toBeNull();
    expect(cost(`query A { viewer { id } }`, {}, "B")).toBeNull();
  });

  it("keeps every web client operation far below the limit, at the largest page sizes", () => {
    const persisted = JSON.parse(readFileSync("persisted-queries.json", "utf8")) as Record<
      string,
      string
    >;
    for (const text of Object.values(persisted)) {
      const document = parse(text);
      const operation = document.definitions[0] as OperationDefinitionNode;
      // Mutations select one payload; their inputs need real values to coerce.
      if (operation.operation !== "query") continue;
      const value = queryCost({ schema, document, variables: intVariables(operation) });
      expect(value).not.toBeNull();
      expect(value ?? 0).toBeLessThan(DOCUMENT_LIMITS.maxCost / 2);
    }
  });
});

/** Every Int variable at 100, the largest page; the rest left to their defaults. */
function intVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = definition.type.kind === "NonNullType" ? definition.type.type : definition.type;
    const name = definition.variable.name.value;
    if (type.kind === "NamedType" && type.name.value === "Int") variables[name] = 100;
    else if (definition.type.kind === "NonNullType") variables[name] = "x";
  }
  return variables;
}

describe("the cost limit on /graphql", () => {
  let app: TestApp;
  let admin: string;
  let statements = 0;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn("admin@example.com");
    onQuery(app.prisma, () => statements++);
  });
  afterAll(() => app?.close());

  async function run(query: string, variables: Record<string, unknown> = {}) {
    statements = 0;
    const { status, body } = await app.graphql(query, { cookie: admin, variables });
    return { status, body, codes: body.errors?.map((error) => error.extensions?.code) ?? [] };
  }

  const USERS_SESSIONS = `query ($a: Int, $b: Int) { users(first: $a) { edges { node {
    sessions(first: $b) { edges { node { ipAddress } } } } } } }`;

  it("refuses users(first: $a) × sessions(first: $b) at 100 × 100 before any SQL", async () => {
    const refused = await run(USERS_SESSIONS, { a: 100, b: 100 });
    expect(refused.codes).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(refused.status).toBe(400);
    expect(refused.body.data ?? null).toBeNull();
    expect(statements).toBe(0);
    expect((await run(USERS_SESSIONS, { a: 100, b: 5 })).codes).toEqual([]);
  });

  it("decides a literal and the same values as variables alike", async () => {
    const literal = `{ users(first: 100) { edges { node {
      sessions(first: 100) { edges { node { ipAddress } } } } } } }`;
    expect((await run(literal)).codes).toEqual(["QUERY_TOO_COMPLEX"]);
    const aliases = (size: string) =>
      Array.from(
        { length: 15 },
        (_, i) => `r${i}: repositories(first: ${size}) { edges { node { id } } }`,
      ).join(" ");
    const literalAliases = await run(`{ ${aliases("100")} }`);
    const variableAliases = await run(`query ($n: Int) { ${aliases("$n")} }`, { n: 100 });
    // 15 × 201 = 3 015: over the limit whether the page size is written or sent.
    expect(literalAliases.codes).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(variableAliases.codes).toEqual(["QUERY_TOO_COMPLEX"]);
  });

  it("counts variable defaults, fragments, inline fragments and aliases", async () => {
    const withDefault = `query ($a: Int = 100, $b: Int = 100) { users(first: $a) { edges { node {
      sessions(first: $b) { edges { node { ipAddress } } } } } } }`;
    expect((await run(withDefault)).codes).toEqual(["QUERY_TOO_COMPLEX"]);
    const fragment = `query ($b: Int) { users(first: 100) { edges { node { ...S } } } }
      fragment S on User { sessions(first: $b) { edges { node { ipAddress } } } }`;
    expect((await run(fragment, { b: 100 })).codes).toEqual(["QUERY_TOO_COMPLEX"]);
    const user = await app.prisma.user.findFirstOrThrow();
    const ids = Array.from({ length: 100 }, () => encodeGlobalID("User", user.id));
    const inline = `query ($ids: [ID!]!, $b: Int) { nodes(ids: $ids) {
      ... on User { sessions(first: $b) { edges { node { ipAddress } } } } } }`;
    expect((await run(inline, { ids, b: 100 })).codes).toEqual(["QUERY_TOO_COMPLEX"]);
    expect((await run(inline, { ids, b: 1 })).codes).toEqual([]);
    // 2 301 each: one alias runs, three do not.
    const alias = (name: string) => `${name}: users(first: 100) { edges { node {
      sessions(first: 10) { edges { node { ipAddress } } } } } }`;
    expect((await run(`{ ${alias("a")} }`)).codes).toEqual([]);
    expect((await run(`{ ${alias("a")} ${alias("b")} ${alias("c")} }`)).codes).toEqual([
      "QUERY_TOO_COMPLEX",
    ]);
  });

  it("checks first and last (0 to 100) before any SQL, for literals and variables", async () => {
    for (const [query, variables] of [
      [`query ($n: Int) { repositories(first: $n) { totalCount } }`, { n: 101 }],
      [`{ repositories(first: 100000) { totalCount } }`, {}],
      [`query ($n: Int) { repositories(last: $n) { totalCount } }`, { n: -1 }],
      [USERS_SESSIONS, { a: 1, b: 101 }],
    ] as const) {
      const { body, status } = await run(query, variables);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: "VALIDATION",
        field: expect.stringMatching(/^(first|last)$/),
      });
      expect(status).toBe(400);
      expect(statements).toBe(0);
    }
  });
});
