import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { keysetCursor } from "../setup/keyset-cursor.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Found by the GraphQL fuzzer: what arrives base64-encoded (cursors, global
// ids) or as a variable is hostile input too. Each gets a stable code in the request's
// language, or null for an id that names nothing, never an internal error.

let app: TestApp;
let cookie: string;
/** The parameters of every SQL statement since the test began. */
let parameters: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  onQuery(app.prisma, (event) => parameters.push(event.params));
});
afterAll(() => app?.close());

type Json = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: unknown[]; extensions?: { code?: string; field?: string } }[];
};

async function post(query: string, variables?: unknown, language = "en") {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "accept-language": language },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

const base64 = (text: string) => Buffer.from(text).toString("base64");

describe("a NUL character inside a cursor or a global id", () => {
  const createdAt = (table: string) =>
    keysetCursor(table, "CREATED_AT_DESC", "2026-01-01T00:00:00.000Z|\u0000");
  const prismaCursor = base64("GPC:S:\u0000");
  const cases: [string, string][] = [
    [
      "a name cursor",
      `{ repositories(after: "${keysetCursor("repository", "NAME_ASC", "\u0000")}") { totalCount } }`,
    ],
    [
      "a before cursor",
      `{ repositories(before: "${keysetCursor("repository", "NAME_ASC", "a\u0000b")}") { totalCount } }`,
    ],
    [
      "a user name cursor",
      `{ users(after: "${keysetCursor("user", "NAME_ASC", "id|a\u0000b")}", orderBy: NAME_ASC) { totalCount } }`,
    ],
    [
      "a newest-first cursor",
      `{ users(after: "${createdAt("user")}", orderBy: CREATED_AT_DESC) { totalCount } }`,
    ],
    [
      "a newest-first repository cursor",
      `{ repositories(before: "${createdAt("repository")}", orderBy: CREATED_AT_DESC) { totalCount } }`,
    ],
    [
      "a related connection's cursor",
      `{ viewer { apiKeys(after: "${prismaCursor}") { totalCount } } }`,
    ],
    [
      "a nested related connection's cursor",
      `{ users(first: 1) { edges { node { sessions(after: "${prismaCursor}") { edges { cursor } } } } } }`,
    ],
    ["node(id)", `{ node(id: "VXNlcjpTWHkATCRkZA==") { id } }`],
    ["nodes(ids)", `{ nodes(ids: ["${base64("ApiKey:O4\u0000;Jv")}"]) { id } }`],
    ["user(id)", `{ user(id: "${base64("User:\u0000")}") { id } }`],
    ["repository(id)", `{ repository(id: "${base64("Repository:a\u0000")}") { id } }`],
    [
      "a mutation's input id",
      `mutation { deleteRepository(input: { id: "${base64("Repository:\u0000")}" }) { deletedRepositoryId } }`,
    ],
  ];

  it.each(cases)("in %s is VALIDATION, translated, and never reaches SQL", async (_name, query) => {
    parameters = [];
    const en = await post(query);
    expect(en.status).toBeLessThan(500);
    expect(en.json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    expect(parameters.filter((params) => params.includes("\\u0000"))).toEqual([]);
    const fr = await post(query, undefined, "fr");
    expect(fr.json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
  });
});

describe("newest-first cursors with a date no row can have", () => {
  // JavaScript reads years from -271821 to 275760; PostgreSQL refused some of them as an
  // internal error ("time zone displacement out of range").
  const dates = [
    "-271821-04-20T00:00:00.000Z",
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01T00:00:00.000Z",
    "+010000-01-01T00:00:00.000Z",
  ];
  it.each(dates)("%s is VALIDATION", async (date) => {
    for (const [root, table] of [
      ["repositories", "repository"],
      ["users", "user"],
    ]) {
      const cursor = keysetCursor(table!, "CREATED_AT_DESC", `${date}|${randomUUID()}`);
      for (const side of ["after", "before"]) {
        const { status, json } = await post(
          `query ($c: String) { ${root}(${side}: $c, orderBy: CREATED_AT_DESC) { totalCount } }`,
          { c: cursor },
        );
        expect(status).toBeLessThan(500);
        expect(json.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: side });
      }
    }
  });
});

describe("malformed cursors of related connections", () => {
  // @pothos/plugin-prisma decodes typed chunks: a number, a JSON object or a tuple where the
  // key is a string reached Prisma as a query it refuses (an internal error).
  const chunks = ["GPC:N:1", 'GPC:O:{"a":1}', 'GPC:T:["S:a"]', "GPC:Z:", "GPC:B:AA==", "x"];

  it.each(chunks)("%s is VALIDATION", async (chunk) => {
    const { status, json } = await post(
      `query ($c: String) { viewer { apiKeys(after: $c) { totalCount } } }`,
      { c: base64(chunk) },
    );
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });
});

describe("well-formed global ids whose type is not an object type", () => {
  // Decoded: `Node:1` (an interface), `user:1` (no such type), `PageInfo:1` (an object that is
  // not a node), `String:1` (a scalar), `Query:1` (the root).
  const names = ["Node", "user", "PageInfo", "String", "Query", "ApiKeyConnection"];
  const ids = names.map((name) => encodeGlobalID(name, "1"));

  it.each(names.map((name, index) => [name, ids[index]]))(
    "node(id) of %s is null without an error",
    async (_name, id) => {
      const { status, json } = await post(`query ($id: ID!) { node(id: $id) { id } }`, { id });
      expect(status).toBe(200);
      // No error; extensions.cost is on every response (docs/api.md).
      expect(json).toEqual({ extensions: expect.anything(), data: { node: null } });
    },
  );

  it("nodes([...]) is null for these entries only", async () => {
    const repository = await app.prisma.repository.findFirstOrThrow();
    const present = encodeGlobalID("Repository", repository.id);
    const missing = encodeGlobalID("User", randomUUID());
    const { status, json } = await post(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [present, ...ids, missing, present],
    });
    expect(status).toBe(200);
    // No error; extensions.cost is on every response (docs/api.md).
    expect(json).toEqual({
      extensions: expect.anything(),
      data: { nodes: [{ id: present }, ...ids.map(() => null), null, { id: present }] },
    });
  });
});

describe("variables that do not match their declared type", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      "a string for an Int",
      `query ($n: Int) { repositories(first: $n) { totalCount } }`,
      { n: "x" },
      "n",
    ],
    ["null for an ID!", `query ($v: ID!) { node(id: $v) { id } }`, { v: null }, "v"],
    ["a required variable left out", `query ($v: ID!) { node(id: $v) { id } }`, {}, "v"],
    [
      "a list deep inside an input object",
      `mutation ($i: CreateRepositoryInput!) { createRepository(input: $i) { repository { id } } }`,
      { i: { name: "x", link: [[[]]] } },
      "i.link",
    ],
    [
      "an unknown input field",
      `mutation ($i: UpdateViewerInput!) { updateViewer(input: $i) { user { id } } }`,
      { i: { name: "x", admin: true } },
      "i",
    ],
    [
      "an unknown enum value",
      `query ($o: UserOrder) { users(orderBy: $o) { totalCount } }`,
      { o: "PASSWORD" },
      "o",
    ],
  ];

  it.each(cases)(
    "%s is 400 VALIDATION naming the variable, translated",
    async (_name, query, variables, field) => {
      const en = await post(query, variables);
      expect(en.status).toBe(400);
      expect(en.json.data ?? null).toBeNull();
      expect(en.json.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field });
      const fr = await post(query, variables, "fr");
      expect(fr.json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
      expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
    },
  );

  it("a bad DateTime keeps its own message", async () => {
    const query = `mutation ($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }`;
    const { status, json } = await post(query, { i: { name: "k", expiresAt: "soon" } });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION",
      field: "i.expiresAt",
    });
    expect(json.errors?.[0]?.message).toMatch(/ISO 8601/);
  });

  it("an operation name that names nothing is 400 BAD_REQUEST, translated", async () => {
    const send = async (body: unknown, language: string) => {
      const response = await app.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "accept-language": language },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Json };
    };
    for (const body of [
      { query: "query A { viewer { id } } query B { viewer { id } }" },
      { query: "query A { viewer { id } }", operationName: "C" },
    ]) {
      const en = await send(body, "en");
      expect(en.status).toBe(400);
      expect(en.json.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_REQUEST",
        field: "operationName",
      });
      const fr = await send(body, "fr");
      expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
    }
  });

  it("over GET, an unknown operation is 400 and a mutation 405, both translated", async () => {
    const get = async (search: string, language: string) => {
      const response = await app.request(`/graphql?${search}`, {
        headers: { accept: "application/json", cookie, "accept-language": language },
      });
      return { status: response.status, json: (await response.json()) as Json };
    };
    const mutation = `query=${encodeURIComponent('mutation { updateViewer(input: { name: "x" }) { user { id } } }')}`;
    for (const [search, status] of [
      [`query=${encodeURIComponent("query A { viewer { id } }")}&operationName=B`, 400],
      [mutation, 405],
    ] as const) {
      const en = await get(search, "en");
      expect(en.status).toBe(status);
      expect(en.json.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
      const fr = await get(search, "fr");
      expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
    }
  });
});
