import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId, setUpPrincipals, type Principals } from "./graphql-support.ts";

let app: TestApp;
let p: Principals;

beforeAll(async () => {
  app = await createTestApp();
  p = await setUpPrincipals(app);
});
afterAll(() => app?.close());

type UserPage = {
  users: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { email: string; roles: string[]; onboarded: boolean } }[];
  };
};
const USERS = `query ($first: Int, $after: String, $searchTerm: String) {
  users(first: $first, after: $after, searchTerm: $searchTerm) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { email roles onboarded } }
  }
}`;

describe("users connection (admins: user: list)", () => {
  it("walks every user by e-mail without gaps", async () => {
    const total = await app.prisma.user.count();
    const emails: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const response: { body: { data?: UserPage | null } } = await app.graphql<UserPage>(USERS, {
        ...p.admin,
        variables: { first: 25, after },
      });
      const page = response.body.data?.users;
      emails.push(...(page?.edges.map((edge) => edge.node.email) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(emails).toHaveLength(total);
    expect(emails).toEqual([...emails].sort());
  });

  it("searches name and e-mail case-insensitively", async () => {
    const { body } = await app.graphql<UserPage>(USERS, {
      ...p.adminKey,
      variables: { searchTerm: "ADMIN@EXAMPLE" },
    });
    expect(body.data?.users.edges.map((edge) => edge.node)).toEqual([
      { email: "admin@example.com", roles: ["ADMIN"], onboarded: true },
    ]);
  });

  it("a user cannot list users (FORBIDDEN, no data)", async () => {
    const { body } = await app.graphql(USERS, p.user);
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(body.data ?? null).toBeNull();
  });
});

describe("User fields", () => {
  const PRIVATE = `query ($id: ID!) { node(id: $id) { ... on User { email banned banReason } } }`;

  it("a user reads their own private fields", async () => {
    const { body } = await app.graphql(PRIVATE, {
      ...p.user,
      variables: { id: globalId("User", p.ids.user) },
    });
    expect(body.data?.node).toEqual({ email: "user@example.com", banned: false, banReason: null });
  });

  it("an admin reads anyone's, including ban fields", async () => {
    const { body } = await app.graphql(PRIVATE, {
      ...p.admin,
      variables: { id: globalId("User", p.ids.banned) },
    });
    expect(body.data?.node).toMatchObject({ banned: true, banReason: "spam" });
  });

  it("a user cannot read another user at all", async () => {
    const { body } = await app.graphql(PRIVATE, {
      ...p.user,
      variables: { id: globalId("User", p.ids.admin) },
    });
    expect(body.data?.node ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a user reads their own sessions; another user's need session: list", async () => {
    const SESSIONS = `{ viewer { sessions(first: 5) { edges { node { createdAt } } } } }`;
    for (const caller of [p.user, p.admin]) {
      const own = await app.graphql<{ viewer: { sessions: { edges: unknown[] } } }>(
        SESSIONS,
        caller,
      );
      expect(own.body.data?.viewer.sessions.edges.length).toBeGreaterThan(0);
    }
    // Cross-user reads and revokes: graphql-sessions.test.ts.
  });
});

describe("user mutations", () => {
  const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id email roles onboarded } } }`;
  const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { name email roles } } }`;

  it("an admin creates a user and changes their name and roles, never their e-mail directly", async () => {
    const created = await app.graphql<{ createUser: { user: { id: string } } }>(CREATE, {
      ...p.admin,
      variables: { input: { name: "Zoe", email: "Zoe@Example.com" } },
    });
    expect(created.body.data?.createUser.user).toMatchObject({
      email: "zoe@example.com",
      roles: ["USER"],
      onboarded: true,
    });
    const id = created.body.data?.createUser.user.id;
    const updated = await app.graphql(UPDATE, {
      ...p.admin,
      variables: { input: { id, name: "Zoé", roles: ["ADMIN"] } },
    });
    expect(updated.body.data?.updateUser).toEqual({
      user: { name: "Zoé", email: "zoe@example.com", roles: ["ADMIN"] },
    });
    // A new address needs its holder's consent (requestUserEmailChange, docs/decisions/044).
    const moved = await app.graphql(UPDATE, {
      ...p.admin,
      variables: { input: { id, email: "zoe2@example.com" } },
    });
    expect(moved.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", field: "email" });
    const stored = await app.prisma.user.findUniqueOrThrow({ where: { email: "zoe@example.com" } });
    expect(stored.name).toBe("Zoé");
  });

  it("EMAIL_ALREADY_USED and VALIDATION name their field", async () => {
    const taken = await app.graphql(CREATE, {
      ...p.admin,
      variables: { input: { name: "Dup", email: "user@example.com" } },
    });
    expect(taken.body.errors?.[0]?.extensions).toMatchObject({
      code: "EMAIL_ALREADY_USED",
      field: "email",
    });
    const invalid = await app.graphql(CREATE, {
      ...p.admin,
      variables: { input: { name: "Bad", email: "not-an-email" } },
    });
    expect(invalid.body.errors?.[0]).toMatchObject({
      message: "Email is invalid",
      extensions: { code: "VALIDATION", field: "email" },
    });
  });

  it("an admin cannot change their own roles", async () => {
    const { body } = await app.graphql(UPDATE, {
      ...p.admin,
      variables: { input: { id: globalId("User", p.ids.admin), roles: ["USER"] } },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", field: "roles" });
    const admin = await app.prisma.user.findUniqueOrThrow({ where: { id: p.ids.admin } });
    expect(admin.role).toBe("admin");
  });

  it("updateViewer changes the caller's name and validates it", async () => {
    const UPDATE_VIEWER = `mutation ($input: UpdateViewerInput!) { updateViewer(input: $input) { user { name onboarded } } }`;
    const ok = await app.graphql(UPDATE_VIEWER, {
      ...p.userKey,
      variables: { input: { name: "  Uma  " } },
    });
    expect(ok.body.data?.updateViewer).toEqual({ user: { name: "Uma", onboarded: true } });
    const empty = await app.graphql(UPDATE_VIEWER, {
      ...p.user,
      variables: { input: { name: " " } },
    });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: "Name is required",
      extensions: { code: "VALIDATION", field: "name" },
    });
  });
});
