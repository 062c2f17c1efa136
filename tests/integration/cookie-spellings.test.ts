import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialOf } from "../../server/graphql/http-guard.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// One Cookie parser (server/http/cookies.ts, docs/decisions/045): the origin guard must see a
// session cookie in every spelling better-auth (and so GraphQL) would sign in with. The guard
// once matched `name=` literally while the session lookup trimmed names, so
// `better-auth.session_token =…` was a session for GraphQL and no cookie at all for the
// guard: a page on another origin could run mutations as the user.

let app: TestApp;
let name: string;
let value: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  const cookie = await app.signIn("user@example.com");
  [name = "", value = ""] = cookie.split("=");
  userId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
});
afterAll(() => app?.close());

// The web app's own persisted mutation: what a page on another origin would replay, since
// whole documents need a credential the guard can see (persisted-operations.ts).
const persisted = JSON.parse(
  readFileSync(new URL("../../persisted-queries.json", import.meta.url), "utf8"),
) as Record<string, string>;
const UPDATE_VIEWER = Object.keys(persisted).find((hash) =>
  persisted[hash]?.startsWith("mutation useUpdateViewerMutation"),
);

function updateViewer(cookie: string, origin: string, newName: string) {
  return app.request("/graphql", {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({
      extensions: { persistedQuery: { version: 1, sha256Hash: UPDATE_VIEWER } },
      variables: { input: { name: newName } },
    }),
  });
}

const decoded = () => decodeURIComponent(value);
const forged = () => `${decoded().split(".")[0]}.${"A".repeat(43)}=`;

/** Spellings of one Cookie header, and whether better-auth finds the session in it. */
function spellings(): [string, boolean][] {
  return [
    [`${name}=${value}`, true],
    [`${name} =${value}`, true],
    [`${name}\t=${value}`, true],
    [`  ${name} = ${value}  `, true],
    [`other=1;${name} =${value}`, true],
    [`junk; ${name} =${value}`, true],
    [`${name}="${value}"`, true],
    [`${name}=${decoded()}`, true],
    [`${name}=${value}; ${name}=${forged()}`, true],
    [`${name}=${forged()}; ${name} =${value}`, false],
    [`${name.toUpperCase()}=${value}`, false],
    [`x${name}=${value}`, false],
    [`${name}.x=${value}`, false],
    [`"${name}"=${value}`, false],
    [`a=1, ${name}=${value}`, false],
  ];
}

describe("one reading of the Cookie header", () => {
  it("the guard sees a session cookie wherever better-auth finds a session", async () => {
    for (const [header, signedIn] of spellings()) {
      const headers = new Headers({ cookie: header });
      const theirs = await app.auth.api.getSession({ headers });
      expect({ header, betterAuth: theirs?.user.id ?? null }).toEqual({
        header,
        betterAuth: signedIn ? userId : null,
      });
      if (signedIn)
        expect({ header, guard: credentialOf(headers) }).toEqual({
          header,
          guard: "sessionCookie",
        });
    }
  });

  it("refuses a cross-origin mutation whatever the spelling of the session cookie", async () => {
    for (const [header, signedIn] of spellings()) {
      if (!signedIn) continue;
      const response = await updateViewer(header, "https://evil.example", "Hijacked");
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect({ header, status: response.status, code: body.errors?.[0]?.extensions?.code }).toEqual(
        { header, status: 403, code: "FORBIDDEN_ORIGIN" },
      );
    }
    const user = await app.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.name).not.toBe("Hijacked");
  });

  it("still serves the same spellings from the app's own origin", async () => {
    const response = await updateViewer(`${name} =${value}`, BASE_URL, "Renamed at home");
    expect(response.status).toBe(200);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.name).toBe("Renamed at home");
  });
});
