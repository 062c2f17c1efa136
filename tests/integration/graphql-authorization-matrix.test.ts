import { randomUUID } from "node:crypto";
import type { GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/schema/index.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import {
  createKey,
  globalId,
  PRINCIPALS,
  setUpPrincipals,
  type PrincipalName,
  type Principals,
} from "./graphql-support.ts";

// Every root Query and Mutation field × every principal, generated from the schema: a new
// root field without a row here fails the first test. OK means data and no error.

type Outcome = "OK" | "UNAUTHENTICATED" | "FORBIDDEN";
type Row = {
  document: string;
  /** Fresh variables per call (a delete needs its own repository). */
  variables: (principal: PrincipalName) => Promise<Record<string, unknown>>;
  expected: Record<PrincipalName, Outcome>;
};

const U = "UNAUTHENTICATED";
const F = "FORBIDDEN";
// anonymous, user, admin, banned, userKey, adminKey
const everyoneSignedIn = row("OK", "OK", "OK", "OK");
const adminsOnly = row("FORBIDDEN", "OK", "FORBIDDEN", "OK");
function row(user: Outcome, admin: Outcome, userKey: Outcome, adminKey: Outcome) {
  return { anonymous: U, user, admin, banned: U, userKey, adminKey } as Record<
    PrincipalName,
    Outcome
  >;
}

let app: TestApp;
let principals: Principals;

const repository = async () => {
  const created = await app.prisma.repository.create({
    data: { name: `matrix-${randomUUID()}`, link: "https://example.com/matrix" },
  });
  return globalId("Repository", created.id);
};
const ownerOf = (principal: PrincipalName) =>
  principal === "admin" || principal === "adminKey" ? principals.ids.admin : principals.ids.user;

const MATRIX: Record<string, Row> = {
  node: {
    document: `query ($id: ID!) { node(id: $id) { id } }`,
    variables: async () => ({ id: await repository() }),
    expected: everyoneSignedIn,
  },
  nodes: {
    document: `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
    variables: async () => ({ ids: [await repository()] }),
    expected: everyoneSignedIn,
  },
  repositories: {
    document: `{ repositories(first: 1) { totalCount edges { node { id } } } }`,
    variables: async () => ({}),
    expected: everyoneSignedIn,
  },
  repository: {
    document: `query ($id: ID!) { repository(id: $id) { name } }`,
    variables: async () => ({ id: await repository() }),
    expected: everyoneSignedIn,
  },
  users: {
    document: `{ users(first: 1) { totalCount edges { node { id email } } } }`,
    variables: async () => ({}),
    expected: adminsOnly,
  },
  user: {
    document: `query ($id: ID!) { user(id: $id) { email } }`,
    variables: async () => ({ id: globalId("User", principals.ids.user) }),
    expected: adminsOnly,
  },
  viewer: {
    document: `{ viewer { id email } }`,
    variables: async () => ({}),
    expected: everyoneSignedIn,
  },
  createRepository: {
    document: `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
    variables: async () => ({
      input: { name: `new-${randomUUID()}`, link: "https://example.com" },
    }),
    expected: adminsOnly,
  },
  updateRepository: {
    document: `mutation ($input: UpdateRepositoryInput!) { updateRepository(input: $input) { repository { id } } }`,
    variables: async () => ({ input: { id: await repository(), description: "changed" } }),
    expected: adminsOnly,
  },
  deleteRepository: {
    document: `mutation ($input: DeleteRepositoryInput!) { deleteRepository(input: $input) { deletedRepositoryId } }`,
    variables: async () => ({ input: { id: await repository() } }),
    expected: adminsOnly,
  },
  createUser: {
    document: `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
    variables: async () => ({
      input: { name: "New", email: `new-${randomUUID().slice(0, 8)}@example.com` },
    }),
    expected: adminsOnly,
  },
  updateUser: {
    document: `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }`,
    variables: async () => ({ input: { id: globalId("User", principals.ids.user), name: "User" } }),
    expected: adminsOnly,
  },
  updateViewer: {
    document: `mutation ($input: UpdateViewerInput!) { updateViewer(input: $input) { user { name } } }`,
    variables: async (principal) => ({
      input: { name: principal.startsWith("admin") ? "Admin" : "User" },
    }),
    expected: everyoneSignedIn,
  },
  createApiKey: {
    document: `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
    variables: async () => ({
      input: { name: "ci", expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    // Keys cannot mint keys.
    expected: row("OK", "OK", F, F),
  },
  revokeApiKey: {
    document: `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { revokedAt } } }`,
    variables: async (principal) => ({
      input: { id: (await createKey(app, ownerOf(principal))).globalId },
    }),
    expected: everyoneSignedIn,
  },
};

beforeAll(async () => {
  app = await createTestApp();
  principals = await setUpPrincipals(app);
});
afterAll(() => app?.close());

describe("authorization matrix", () => {
  it("has a row for every root Query and Mutation field", () => {
    const fields = ["Query", "Mutation"].flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()),
    );
    expect(Object.keys(MATRIX).sort()).toEqual(fields.sort());
  });

  for (const [field, entry] of Object.entries(MATRIX)) {
    for (const principal of PRINCIPALS) {
      const expected = entry.expected[principal];
      it(`${field} × ${principal} → ${expected}`, async () => {
        const { body } = await app.graphql(entry.document, {
          ...principals[principal],
          variables: await entry.variables(principal),
        });
        if (expected === "OK") {
          expect(body.errors).toBeUndefined();
          expect(body.data?.[field]).toBeTruthy();
        } else {
          expect(body.errors?.map((error) => error.extensions?.code)).toEqual([expected]);
          // Never partial data of a denied object.
          expect(body.data?.[field] ?? null).toBeNull();
        }
      });
    }
  }
});
