import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQuery } from "../../server/db/db.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Hostile documents are refused while parsing/validating, before any SQL; the web client's
// persisted operations work for everyone, whole documents only for authenticated callers.

let app: TestApp;
let cookie: string;
let statements = 0;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("user@example.com");
  onQuery(app.prisma, () => statements++);
});
afterAll(() => app?.close());

async function refused(document: string, variables: Record<string, unknown> = {}) {
  // A forged cookie passes the cheap credential gate, so the armor is what stops it.
  const forged = "better-auth.session_token=forged";
  statements = 0;
  const { status, body } = await app.graphql(document, { cookie: forged, variables });
  expect(statements).toBe(0);
  expect(body.data ?? null).toBeNull();
  return { status, codes: body.errors?.map((error) => error.extensions?.code) };
}

describe("hostile documents", () => {
  // Valid documents through a real cycle (a user's events name their actor, a user), one page
  // of one item each: only the depth can refuse them, not validity or cost.
  it("too deep", async () => {
    const deep = `{ viewer { ${"auditEvents(first: 1) { edges { node { actor { ".repeat(3)} id ${"} } } }".repeat(3)} } }`;
    expect((await refused(deep)).codes).toEqual(["QUERY_TOO_COMPLEX"]);
  });

  it("too deep through fragments: depth counts the fields that fragments nest", async () => {
    const fragments = (last: string) => `{ viewer { ...A } }
      fragment A on User { auditEvents(first: 1) { edges { node { actor { ...B } } } } }
      fragment B on User { auditEvents(first: 1) { edges { node { actor { ...C } } } } }
      fragment C on User { ${last} }`;
    // viewer, 2 × (auditEvents, edges, node, actor), id: 10 fields deep, the limit.
    const admin = await app.signIn("admin@example.com");
    const atLimit = await app.graphql(fragments("id"), { cookie: admin });
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data).toMatchObject({ viewer: {} });
    // One field more, spread across three fragments that each stay shallow.
    const { status, codes } = await refused(fragments("auditEvents(first: 1) { totalCount }"));
    expect(codes).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(status).toBe(400);
  });

  it("too many aliases", async () => {
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: viewer { id }`).join(" ");
    expect((await refused(`{ ${aliases} }`)).codes).toContain("QUERY_TOO_COMPLEX");
  });

  it("too many directives", async () => {
    const directives = Array.from({ length: 50 }, () => "@include(if: true)").join(" ");
    expect((await refused(`{ viewer ${directives} { id } }`)).codes).toContain("QUERY_TOO_COMPLEX");
  });

  it("too many tokens", async () => {
    const fields = Array.from({ length: 2000 }, () => "id").join(" ");
    expect((await refused(`{ viewer { ${fields} } }`)).codes).toContain("QUERY_TOO_COMPLEX");
  });

  it("first: 100000 in the document is a VALIDATION error on first, checked before the cost", async () => {
    const { codes } = await refused(`{ repositories(first: 100000) { totalCount } }`);
    expect(codes).toEqual(["VALIDATION"]);
  });

  it("first: 100000 as a variable is a VALIDATION error on first, not a silent clamp", async () => {
    statements = 0;
    const { body } = await app.graphql(
      `query ($first: Int) { repositories(first: $first) { totalCount } }`,
      { cookie, variables: { first: 100_000 } },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: "first" });
    expect(body.data ?? null).toBeNull();
  });

  it("nodes with 1000 ids is a VALIDATION error", async () => {
    const ids = Array.from({ length: 1000 }, (_, i) =>
      Buffer.from(`Repository:${i}`).toString("base64"),
    );
    const { body } = await app.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      cookie,
      variables: { ids },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION", field: "ids" });
  });

  it("a malformed global id or cursor is VALIDATION, not an internal error", async () => {
    const id = await app.graphql(`{ node(id: "not-an-id") { id } }`, { cookie });
    expect(id.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
    const cursor = await app.graphql(`{ repositories(after: "bogus") { totalCount } }`, {
      cookie,
    });
    expect(cursor.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });

  it("field suggestions are hidden in production only", async () => {
    const forged = "better-auth.session_token=forged";
    const development = await app.graphql(`{ viewr { id } }`, { cookie: forged });
    expect(development.body.errors?.[0]?.message).toMatch(/Did you mean "viewer"/);
    const production = await createTestApp({
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    try {
      const { body } = await production.graphql(`{ viewr { id } }`, { cookie: forged });
      expect(body.errors?.[0]?.message).not.toMatch(/viewer/);
    } finally {
      await production.close();
    }
  });

  it("batched requests are refused", async () => {
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify([{ query: "{ viewer { id } }" }, { query: "{ viewer { id } }" }]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

const persisted = JSON.parse(readFileSync("persisted-queries.json", "utf8")) as Record<
  string,
  string
>;
const pageQueryId = Object.entries(persisted).find(([, text]) =>
  text.startsWith("query pageRepositoriesQuery"),
)?.[0];

async function sendPersisted(hash: string, headers: Record<string, string> = {}, query?: string) {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: { code?: string } }[];
    },
  };
}

describe("persisted operations", () => {
  it("the web client's operations answer by hash", async () => {
    const { body } = await sendPersisted(pageQueryId ?? "", { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data?.repositories).toBeTruthy();
  });

  it("every one of the web client's operations passes the document limits", async () => {
    for (const [hash, text] of Object.entries(persisted)) {
      const { body } = await sendPersisted(hash, { cookie });
      const codes = body.errors?.map((error) => error.extensions?.code) ?? [];
      expect(codes, text.slice(0, text.indexOf("("))).not.toContain("QUERY_TOO_COMPLEX");
    }
  });

  it("anonymous callers may run them and meet the field's own authorization", async () => {
    const { body } = await sendPersisted(pageQueryId ?? "");
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("an unknown hash is PERSISTED_QUERY_NOT_FOUND", async () => {
    const { status, body } = await sendPersisted("0".repeat(64), { cookie });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("the stored text wins over a query sent with the hash", async () => {
    const { body } = await sendPersisted(pageQueryId ?? "", { cookie }, "{ users { totalCount } }");
    expect(body.data?.repositories).toBeTruthy();
  });

  it("anonymous whole documents are refused before parsing", async () => {
    statements = 0;
    const { status, body } = await app.graphql(`{ viewer { id } }`);
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(statements).toBe(0);
  });

  it("a forged cookie sending a whole document is refused too", async () => {
    const { status, body } = await app.graphql(`{ viewer { id } }`, {
      cookie: "better-auth.session_token=forged",
    });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("the playground (GraphiQL) is served at GET /graphql", async () => {
    const response = await app.request("/graphql", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Groundwork API");
  });
});
