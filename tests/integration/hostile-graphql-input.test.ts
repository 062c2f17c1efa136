import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { schema } from "../../server/schema/index.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// Bad input on /graphql: every one gets a 4xx with a stable code in
// the request's language, changes nothing and never reaches the database as a 5xx.

let app: TestApp;
let cookie: string;
let statements = 0;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
  onQuery(app.prisma, () => statements++);
});
afterAll(() => app?.close());

type Json = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  code?: string;
  message?: string;
};

async function post(body: BodyInit, headers: Record<string, string> = {}, path = "/graphql") {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...headers },
    body,
  });
  return { status: response.status, json: (await response.json()) as Json };
}

describe("the NUL character in any string argument", () => {
  const NUL = "a\u0000b";

  // A value for every input type; `nul` puts the NUL character into the one leaf under test.
  function sample(type: GraphQLInputType, nul: boolean): unknown {
    const inner = getNullableType(type);
    if (isListType(inner)) return [sample(inner.ofType, nul)];
    if (isEnumType(inner)) return inner.getValues()[0]?.name;
    if (isScalarType(inner)) {
      if (inner.name === "Int") return 1;
      if (inner.name === "Boolean") return true;
      if (inner.name === "DateTime") return "2030-01-01T00:00:00Z";
      return nul ? NUL : "x";
    }
    return {};
  }

  function leaves(arg: GraphQLArgument): { name: string; build: () => unknown }[] {
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) {
      const fields = Object.values(named.getFields());
      return fields
        .filter((field) => ["String", "ID"].includes(getNamedType(field.type).name))
        .map((target) => ({
          name: `${arg.name}.${target.name}`,
          build: () =>
            Object.fromEntries(
              fields
                .filter((field) => isNonNullType(field.type) || field === target)
                .map((field) => [field.name, sample(field.type, field === target)]),
            ),
        }));
    }
    if (!["String", "ID"].includes(named.name)) return [];
    return [{ name: arg.name, build: () => sample(arg.type, true) }];
  }

  const cases: [string, string, string][] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) {
        for (const leaf of leaves(arg)) cases.push([root?.name ?? "", field.name, leaf.name]);
      }
    }
  }

  it("covers every root field with a string or id argument", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)(
    "%s.%s(%s) as a variable is VALIDATION before any SQL",
    async (rootName, fieldName, leafName) => {
      const root = rootName === "Query" ? schema.getQueryType() : schema.getMutationType();
      const field = root!.getFields()[fieldName]!;
      const variables: Record<string, unknown> = {};
      for (const arg of field.args) {
        const leaf = leaves(arg).find((candidate) => candidate.name === leafName);
        if (leaf) variables[arg.name] = leaf.build();
        else if (isNonNullType(arg.type)) variables[arg.name] = sample(arg.type, false);
      }
      const definitions = field.args
        .filter((arg) => arg.name in variables)
        .map((arg) => `$${arg.name}: ${String(arg.type)}`);
      const call = field.args
        .filter((arg) => arg.name in variables)
        .map((arg) => `${arg.name}: $${arg.name}`);
      const selection = isInterfaceType(getNamedType(field.type))
        ? "{ id }"
        : isScalarType(getNamedType(field.type))
          ? ""
          : "{ __typename }";
      const operation = rootName === "Query" ? "query" : "mutation";
      const query = `${operation} (${definitions.join(", ")}) { ${fieldName}(${call.join(", ")}) ${selection} }`;
      statements = 0;
      const { status, json } = await post(JSON.stringify({ query, variables }));
      expect(json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
      expect(status).toBe(400);
      expect(json.data ?? null).toBeNull();
      expect(statements).toBe(0);
    },
  );

  it("in a literal, anywhere in the document", async () => {
    const literal = JSON.stringify(NUL);
    for (const query of [
      `{ repositories(searchTerm: ${literal}) { totalCount } }`,
      `{ users(after: ${literal}) { totalCount } }`,
      `{ node(id: ${literal}) { id } }`,
      `mutation { updateViewer(input: { name: ${literal} }) { user { name } } }`,
    ]) {
      const { status, json } = await post(JSON.stringify({ query }));
      expect(json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
      expect(status).toBe(400);
    }
    const admin = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    expect(admin.name).not.toContain("\u0000");
  });

  it("a lone surrogate (text with no UTF-8 form) is refused the same way", async () => {
    // One of these reached PGlite as "invalid byte sequence for encoding UTF8", a 500.
    const query = `mutation ($i: CreateUserInput!) { createUser(input: $i) { user { name } } }`;
    for (const name of ["x\ufeff\udfff", "a\ud800", "\udc00b"]) {
      statements = 0;
      const email = `surrogate-${randomUUID()}@example.com`;
      const { status, json } = await post(
        JSON.stringify({ query, variables: { i: { name, email } } }),
      );
      expect(status).toBe(400);
      expect(json.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: "i.name" });
      expect(statements).toBe(0);
    }
  });

  it("is translated", async () => {
    const query = `query ($s: String) { repositories(searchTerm: $s) { totalCount } }`;
    const body = JSON.stringify({ query, variables: { s: NUL } });
    const en = await post(body);
    const fr = await post(body, { "accept-language": "fr" });
    expect(fr.json.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
  });
});

describe("node and nodes with ids of objects that do not exist", () => {
  const nodeTypes = schema.getPossibleTypes(schema.getType("Node") as never).map((t) => t.name);

  it("node(id) is null for every node type", async () => {
    expect(nodeTypes.length).toBeGreaterThanOrEqual(3);
    for (const type of nodeTypes) {
      const id = encodeGlobalID(type, randomUUID());
      const { status, json } = await post(
        JSON.stringify({ query: `query ($id: ID!) { node(id: $id) { id } }`, variables: { id } }),
      );
      expect(status).toBe(200);
      // No error; extensions.cost is on every response (docs/api.md).
      expect(json).toEqual({ extensions: expect.anything(), data: { node: null } });
    }
  });

  it("nodes([...]) is null for each missing id and the object for the others", async () => {
    const repository = await app.prisma.repository.findFirstOrThrow();
    const present = encodeGlobalID("Repository", repository.id);
    const ids = [present, ...nodeTypes.map((type) => encodeGlobalID(type, randomUUID())), present];
    const { json } = await post(
      JSON.stringify({
        query: `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
        variables: { ids },
      }),
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.nodes).toEqual([
      { id: present },
      ...nodeTypes.map(() => null),
      { id: present },
    ]);
  });
});

describe("request bodies", () => {
  const MB = 1024 * 1024;
  const oversized = "{" + " ".repeat(2 * MB); // not even JSON: refused before anyone parses it

  it("an oversized body is 413 PAYLOAD_TOO_LARGE before any parsing, on /graphql and /api", async () => {
    statements = 0;
    const graphql = await post(oversized);
    expect(graphql.status).toBe(413);
    expect(graphql.json.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
    const auth = await post(oversized, {}, "/api/auth/email-otp/send-verification-otp");
    expect(auth.status).toBe(413);
    expect(auth.json.code).toBe("PAYLOAD_TOO_LARGE");
    expect(statements).toBe(0);
    const fr = await post(oversized, { "accept-language": "fr" });
    expect(fr.json.errors?.[0]?.message).not.toBe(graphql.json.errors?.[0]?.message);
  });

  it("a declared Content-Length over the limit is refused without reading the body", async () => {
    const response = await app.request("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(2 * MB),
        cookie,
      },
      body: oversized,
    });
    expect(response.status).toBe(413);
  });

  it.each(["1e9", "1, 1", "-5", "0x10", ""])(
    "a malformed Content-Length (%j) is 400 BAD_REQUEST, translated, on /graphql and /api",
    async (length) => {
      statements = 0;
      const body = JSON.stringify({ query: "{ __typename }" });
      const graphql = await post(body, { "content-length": length });
      expect(graphql.status).toBe(400);
      expect(graphql.json.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
      const auth = await post(
        JSON.stringify({ email: "user@example.com", type: "sign-in" }),
        { "content-length": length },
        "/api/auth/email-otp/send-verification-otp",
      );
      expect(auth.status).toBe(400);
      expect(auth.json.code).toBe("BAD_REQUEST");
      expect(statements).toBe(0);
      const fr = await post(body, { "content-length": length, "accept-language": "fr" });
      expect(fr.json.errors?.[0]?.message).not.toBe(graphql.json.errors?.[0]?.message);
    },
  );

  it("a fetch Request whose Content-Length understates its body is counted, not believed", async () => {
    statements = 0;
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "10", cookie },
      body: JSON.stringify({ query: `{ __typename }${" ".repeat(2 * MB)}` }),
    });
    expect(response.status).toBe(413);
    expect(statements).toBe(0);
  });

  it("a chunked body without Content-Length is counted as it streams", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await app.fetch(
      new Request(new URL("/graphql", BASE_URL), {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin: BASE_URL },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(40);
  });

  it("a body just under the limit is served", async () => {
    const base = JSON.stringify({ query: "{ viewer { email } }", extensions: { pad: "" } });
    const pad = "x".repeat(MB - base.length - 16);
    const body = JSON.stringify({ query: "{ viewer { email } }", extensions: { pad } });
    const { status, json } = await post(body);
    expect(status).toBe(200);
    expect(json.data).toEqual({ viewer: { email: "admin@example.com" } });
  });

  const malformed: [string, string][] = [
    ["invalid JSON", "{"],
    ["empty body", ""],
    ["a string", JSON.stringify("x")],
    ["null", "null"],
    ["a number", "5"],
    ["an array (batch)", JSON.stringify([{ query: "{ viewer { id } }" }])],
    ["query not a string", JSON.stringify({ query: 5 })],
    ["query missing", JSON.stringify({ variables: {} })],
    [
      "operationName not a string",
      JSON.stringify({ query: "{ viewer { id } }", operationName: [] }),
    ],
    ["variables an array", JSON.stringify({ query: "{ viewer { id } }", variables: [1] })],
    ["variables a string", JSON.stringify({ query: "{ viewer { id } }", variables: "{}" })],
    ["extensions a number", JSON.stringify({ query: "{ viewer { id } }", extensions: 1 })],
    ["an unknown parameter", JSON.stringify({ query: "{ viewer { id } }", debug: true })],
    [
      "ten thousand variables",
      JSON.stringify({
        query: "{ viewer { id } }",
        variables: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`v${i}`, i])),
      }),
    ],
  ];

  it.each(malformed)("%s is 400 BAD_REQUEST, translated", async (_name, body) => {
    const en = await post(body);
    expect(en.status).toBe(400);
    expect(en.json.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    const fr = await post(body, { "accept-language": "fr" });
    expect(fr.json.errors?.[0]?.message).not.toBe(en.json.errors?.[0]?.message);
  });

  it("GET with malformed variables or extensions is 400, not 500", async () => {
    for (const search of [
      "variables={",
      "extensions=[",
      "variables=5",
      "query=%7Bviewer%7Bid%7D%7D&variables=%5B%5D",
    ]) {
      const query = search.startsWith("query=") ? search : `query=%7Bviewer%7Bid%7D%7D&${search}`;
      const response = await app.request(`/graphql?${query}`, {
        headers: { cookie, accept: "application/json" },
      });
      expect(response.status).toBe(400);
      const json = (await response.json()) as Json;
      expect(json.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
    }
  });
});

describe("searchTerm takes LIKE wildcards literally", () => {
  it("% and _ and \\ match only names that contain them (or, alone, start with them)", async () => {
    // Each decoy is what the term would match if the wildcard were not escaped.
    const names = ["100% pure", "1000 pure", "snake_case", "snakeXcase", "back\\slash"];
    names.push("backslash", "%off", "_under", "\\root", "plain name");
    for (const name of names) {
      await app.prisma.repository.create({
        data: { name, link: `https://${randomUUID()}.example` },
      });
    }
    await app.prisma.user.create({
      data: {
        id: randomUUID(),
        name: "_Under_score",
        email: `u_${randomUUID().slice(0, 6)}@example.com`,
      },
    });
    const repositories = async (term: string) => {
      const { json } = await post(
        JSON.stringify({
          query: `query ($t: String) { repositories(first: 100, searchTerm: $t) { totalCount edges { node { name } } } }`,
          variables: { t: term },
        }),
      );
      const page = json.data?.repositories as { edges: { node: { name: string } }[] };
      return page.edges.map((edge) => edge.node.name);
    };
    // With a trigram, anywhere in the text (docs/decisions/014-*).
    expect(await repositories("100%")).toEqual(["100% pure"]);
    expect(await repositories("snake_case")).toEqual(["snake_case"]);
    expect(await repositories("back\\slash")).toEqual(["back\\slash"]);
    // Without one, at the start of the name.
    expect(await repositories("%")).toEqual(["%off"]);
    expect(await repositories("_")).toEqual(["_under"]);
    expect(await repositories("\\")).toEqual(["\\root"]);
    const users = async (term: string) => {
      const { json } = await post(
        JSON.stringify({
          query: `query ($t: String) { users(first: 100, searchTerm: $t) { edges { node { name } } } }`,
          variables: { t: term },
        }),
      );
      const page = json.data?.users as { edges: { node: { name: string } }[] };
      return page.edges.map((edge) => edge.node.name);
    };
    // Seeded names and e-mails hold no underscore; only the user created above matches.
    expect(await users("_")).toEqual(["_Under_score"]);
    expect(await users("der_sc")).toEqual(["_Under_score"]);
  });
});
