import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Text that displays as something other than what is stored (issue 32, finding 9): bidi
// controls, ESC and the other controls, zero-width characters and line separators are refused
// by the shared rules (shared/validation/text.ts) on every write path, with VALIDATION and the
// field; links must be http(s) (docs/decisions/047-*).

let app: TestApp;
let admin: string;
let user: string;
let userId: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
  user = await app.signIn("user@example.com");
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(() => app?.close());

const HOSTILE = {
  "U+202E right-to-left override": "\u202e",
  "U+202A left-to-right embedding": "\u202a",
  "U+2066 left-to-right isolate": "\u2066",
  "U+2069 pop directional isolate": "\u2069",
  "U+200E left-to-right mark": "\u200e",
  "U+200F right-to-left mark": "\u200f",
  "U+061C Arabic letter mark": "\u061c",
  "ESC (U+001B)": "\u001b",
  "U+0007 bell": "\u0007",
  "U+0085 next line (C1)": "\u0085",
  "U+009B control sequence introducer (C1)": "\u009b",
  "U+200B zero-width space": "\u200b",
  "U+200C zero-width non-joiner after ASCII": "\u200c",
  "U+200D zero-width joiner after ASCII": "\u200d",
  "U+2060 word joiner": "\u2060",
  "U+FEFF byte-order mark": "\ufeff",
  "U+2028 line separator": "\u2028",
  "U+2029 paragraph separator": "\u2029",
};
const CASES = Object.entries(HOSTILE);
// In the middle: trimming would silently drop some of them at either end.
const hostile = (character: string) => `evil${character}gnp.exe`;

const CREATE = `mutation ($input: CreateRepositoryInput!) {
  createRepository(input: $input) { repository { id } }
}`;
const UPDATE_VIEWER = `mutation ($input: UpdateViewerInput!) { updateViewer(input: $input) { user { name } } }`;

type Answer = { errors?: { extensions?: { code?: string; field?: string } }[] };
const refusal = (body: Answer) => body.errors?.[0]?.extensions;

async function createRepository(input: Record<string, string>) {
  const { body } = await app.graphql<{ createRepository: { repository: { id: string } } }>(CREATE, {
    cookie: admin,
    variables: { input: { name: "n", link: "github.com/x/y", ...input } },
  });
  return body;
}

describe("repository names and descriptions", () => {
  it.each(CASES)("refuse %s in a name (VALIDATION, name)", async (_label, character) => {
    const body = await createRepository({ name: hostile(character) });
    expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "name" });
    expect(await app.prisma.repository.count({ where: { name: hostile(character) } })).toBe(0);
  });

  it.each(CASES.filter(([label]) => !/line separator|paragraph/.test(label)))(
    "refuse %s in a description (VALIDATION, description)",
    async (_label, character) => {
      const body = await createRepository({ name: "desc", description: hostile(character) });
      expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "description" });
    },
  );

  it("refuse line and paragraph separators in a description, keep line breaks and tabs", async () => {
    for (const character of ["\u2028", "\u2029"]) {
      const body = await createRepository({ name: "sep", description: hostile(character) });
      expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "description" });
    }
    const body = await createRepository({
      name: "multi-line",
      description: "First line\r\nsecond\tline\nthird",
    });
    expect(body.errors).toBeUndefined();
  });

  it("accept names in any script, joiners where a script needs them", async () => {
    for (const name of ["مخزن", "می\u200cخواهم", "👩\u200d💻 tools", "café"]) {
      const body = await createRepository({ name });
      expect({ name, errors: body.errors }).toEqual({ name, errors: undefined });
    }
  });

  it("answer in the request's language", async () => {
    const { body } = await app.graphql<Answer>(CREATE, {
      cookie: admin,
      headers: { "accept-language": "fr" },
      variables: { input: { name: hostile("\u202e"), link: "github.com/x/y" } },
    });
    expect(body.errors?.[0]?.message).toBe("Le nom contient des caractères non autorisés");
  });
});

describe("repository links", () => {
  it.each([
    "javascript:alert(1)//x.test",
    "JavaScript:alert(1)//x.test",
    "data:text/html,<script>alert(1)</script>.x",
    "ftp://files.example.com",
    "vbscript:msgbox(1).x",
    "https://x.test/\u202e",
    "https://github.com@evil.test/x",
    "https://user:pass@example.com/x",
  ])("refuse %j (VALIDATION, link)", async (link) => {
    const body = await createRepository({ name: `link ${link.length}`, link });
    expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "link" });
    expect(await app.prisma.repository.count({ where: { link } })).toBe(0);
  });

  it("accept http, https and scheme-less addresses", async () => {
    for (const link of ["https://github.com/x", "http://example.com/a", "gitlab.com/x/y"]) {
      const body = await createRepository({ name: `ok ${link}`, link });
      expect({ link, errors: body.errors }).toEqual({ link, errors: undefined });
    }
  });

  it("refuse a hostile link on update too", async () => {
    const created = await createRepository({ name: "to update" });
    const id = (created.data as { createRepository: { repository: { id: string } } })
      .createRepository.repository.id;
    const { body } = await app.graphql<Answer>(
      `mutation ($input: UpdateRepositoryInput!) { updateRepository(input: $input) { repository { link } } }`,
      { cookie: admin, variables: { input: { id, link: "javascript:alert(1)//x.test" } } },
    );
    expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "link" });
  });
});

describe("API key names", () => {
  it.each(CASES)("refuse %s (VALIDATION, name): they reach the audit log", async (_label, c) => {
    const { body } = await app.graphql<Answer>(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      {
        cookie: user,
        variables: {
          input: { name: hostile(c), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
        },
      },
    );
    expect(refusal(body)).toMatchObject({ code: "VALIDATION", field: "name" });
    expect(await app.prisma.apiKey.count({ where: { name: hostile(c) } })).toBe(0);
  });
});

describe("display names", () => {
  it.each(CASES)("refuse %s through GraphQL and REST update-user", async (_label, character) => {
    const name = hostile(character);
    const graphql = await app.graphql<Answer>(UPDATE_VIEWER, {
      cookie: user,
      variables: { input: { name } },
    });
    expect(refusal(graphql.body)).toMatchObject({ code: "VALIDATION", field: "name" });
    const rest = await postJson(app, "/api/auth/update-user", { name }, { cookie: user });
    expect({ status: rest.status, code: rest.body.code, field: rest.body.field }).toEqual({
      status: 400,
      code: "VALIDATION",
      field: "name",
    });
    const stored = await app.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(stored.name).not.toBe(name);
  });

  it("still accept a Persian name with its non-joiner", async () => {
    const rest = await postJson(
      app,
      "/api/auth/update-user",
      { name: "می\u200cخواهم" },
      {
        cookie: user,
      },
    );
    expect(rest.status).toBe(200);
  });
});
