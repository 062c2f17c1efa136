import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { runWithAudit } from "../../server/audit/context.ts";
import { runAdminCommand } from "../../server/auth/admin-roles.ts";
import { postJson, sendCode, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// Each recorded action through its real path (docs/decisions/033-audit-log.md): exactly one
// event with the right fields, and none for a refused action.

let app: TestApp;
let admin: string;
let adminId: string;
let mark = 0n;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
  adminId = await idOf("admin@example.com");
});
afterAll(() => app?.close());

const idOf = async (email: string) =>
  (await app.prisma.user.findFirstOrThrow({ where: { email } })).id;

/** Events appended since the last call, oldest first. */
async function newEvents() {
  const events = await app.prisma.auditEvent.findMany({
    where: { seq: { gt: mark } },
    orderBy: { seq: "asc" },
  });
  mark = events.at(-1)?.seq ?? mark;
  return events;
}

async function only(action: string) {
  const events = (await newEvents()).filter((event) => event.action === action);
  expect(events, action).toHaveLength(1);
  return events[0]!;
}

const text = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? String(item) : item));

const gql = (query: string, variables: Record<string, unknown>, cookie = admin) =>
  app.graphql<Record<string, Record<string, Record<string, string>>>>(query, {
    cookie,
    variables,
  });

describe("sign-in, sign-out", () => {
  it("SIGN_IN with address, agent and request id; SIGN_OUT by the same user", async () => {
    await newEvents();
    await sendCode(app, "user@example.com");
    const code = await app.lastCode("user@example.com");
    const response = await app.request("/api/auth/sign-in/email-otp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "AuditTest/1.0",
        "x-forwarded-for": "203.0.113.7",
      },
      body: JSON.stringify({ email: "user@example.com", otp: code }),
    });
    const userId = await idOf("user@example.com");
    const signIn = await only("SIGN_IN");
    expect(signIn).toMatchObject({
      actorId: userId,
      actorVia: "session",
      targetType: "User",
      targetId: userId,
      ip: "203.0.113.7",
      userAgent: "AuditTest/1.0",
      requestId: response.headers.get("x-request-id"),
    });
    await postJson(app, "/api/auth/sign-out", {}, { cookie: sessionCookie(response) });
    expect(await only("SIGN_OUT")).toMatchObject({ actorId: userId, targetId: userId });
  });

  it("SIGN_IN_FAILURE: the address and the count, never the code", async () => {
    await newEvents();
    await sendCode(app, "user@example.com");
    const code = await app.lastCode("user@example.com");
    const wrong = wrongCode(code);
    await postJson(app, "/api/auth/sign-in/email-otp", { email: "user@example.com", otp: wrong });
    const failure = await only("SIGN_IN_FAILURE");
    expect(failure).toMatchObject({ targetType: "Email", targetId: "user@example.com" });
    expect(failure.changes).toEqual({ failures: 1 });
    expect(text(failure)).not.toContain(wrong);
  });
});

describe("admin actions on a user", () => {
  it("role change, ban with its reason, unban, by the admin", async () => {
    const userId = await idOf("user@example.com");
    await newEvents();
    await postJson(app, "/api/auth/admin/set-role", { userId, role: "admin" }, { cookie: admin });
    expect(await only("USER_ROLE_CHANGE")).toMatchObject({
      actorId: adminId,
      targetId: userId,
      changes: { before: { role: "user" }, after: { role: "admin" } },
    });
    await postJson(app, "/api/auth/admin/set-role", { userId, role: "user" }, { cookie: admin });
    await newEvents();
    await postJson(
      app,
      "/api/auth/admin/ban-user",
      { userId, banReason: "Spam" },
      { cookie: admin },
    );
    const events = await newEvents();
    // The sessions a ban ends are part of the ban, not revocations of their own.
    expect(events.map((event) => event.action)).toEqual(["USER_BAN"]);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      targetId: userId,
      changes: { after: { banned: true, banReason: "Spam" } },
    });
    await postJson(app, "/api/auth/admin/unban-user", { userId }, { cookie: admin });
    expect(await only("USER_UNBAN")).toMatchObject({ actorId: adminId, targetId: userId });
  });

  it("impersonation start and stop, session revokes", async () => {
    const userId = await idOf("user@example.com");
    await newEvents();
    const started = await postJson(
      app,
      "/api/auth/admin/impersonate-user",
      { userId },
      { cookie: admin },
    );
    expect(await only("IMPERSONATION_START")).toMatchObject({
      actorId: adminId,
      impersonatorId: adminId,
      targetId: userId,
    });
    // The impersonation's session, and the admin's own one kept aside to return to (better-auth
    // clears the admin's cookie first: the last value of a name wins, as in a browser).
    const jar = new Map(
      started.response.headers
        .getSetCookie()
        .map((line) => (line.split(";")[0] ?? "").split("=") as [string, string])
        .filter(([, value]) => value),
    );
    const impersonating = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const stopped = await postJson(
      app,
      "/api/auth/admin/stop-impersonating",
      {},
      { cookie: impersonating },
    );
    expect(stopped.status).toBe(200);
    expect(await only("IMPERSONATION_STOP")).toMatchObject({
      actorId: adminId,
      targetId: userId,
    });
    await app.signIn("user@example.com");
    await app.signIn("user@example.com");
    await newEvents();
    await postJson(app, "/api/auth/admin/revoke-user-sessions", { userId }, { cookie: admin });
    const revoke = await only("SESSION_REVOKE");
    expect(revoke).toMatchObject({ actorId: adminId, targetId: userId });
    expect((revoke.changes as { sessions: number }).sessions).toBeGreaterThanOrEqual(2);
  });

  it("records nothing for a refused action", async () => {
    const user = await app.signIn("plain@example.com");
    await newEvents();
    const refused = await postJson(
      app,
      "/api/auth/admin/set-role",
      { userId: adminId, role: "user" },
      { cookie: user },
    );
    expect(refused.status).toBe(403);
    expect(await newEvents()).toEqual([]);
  });
});

describe("users, repositories and keys through GraphQL", () => {
  it("user create, update, delete (the event keeps the deleted id)", async () => {
    await newEvents();
    const created = await gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { name: "Audit Me", email: "audit-me@example.com" } },
    );
    const globalId = created.body.data?.createUser?.user?.id;
    const id = await idOf("audit-me@example.com");
    expect(await only("USER_CREATE")).toMatchObject({ actorId: adminId, targetId: id });
    await gql(`mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }`, {
      input: { id: globalId, name: "Audited" },
    });
    expect((await only("USER_UPDATE")).changes).toEqual({
      before: { name: "Audit Me" },
      after: { name: "Audited" },
    });
    await app.signIn("audit-me@example.com");
    await newEvents();
    await postJson(app, "/api/auth/admin/remove-user", { userId: id }, { cookie: admin });
    const events = await newEvents();
    expect(events.map((event) => event.action)).toEqual(["USER_DELETE"]);
    expect(events[0]).toMatchObject({ actorId: adminId, targetId: id });
  });

  it("repository create, update, delete", async () => {
    await newEvents();
    const created = await gql(
      `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
      { input: { name: "audit-repo", link: "github.com/a/r" } },
    );
    const id = created.body.data?.createRepository?.repository?.id;
    expect(await only("REPOSITORY_CREATE")).toMatchObject({
      actorId: adminId,
      actorVia: "session",
    });
    await gql(
      `mutation ($input: UpdateRepositoryInput!) { updateRepository(input: $input) { repository { id } } }`,
      { input: { id, description: "Now described" } },
    );
    expect((await only("REPOSITORY_UPDATE")).changes).toEqual({
      before: { description: null },
      after: { description: "Now described" },
    });
    await gql(
      `mutation ($input: DeleteRepositoryInput!) { deleteRepository(input: $input) { deletedRepositoryId } }`,
      { input: { id } },
    );
    expect((await only("REPOSITORY_DELETE")).changes).toMatchObject({
      before: { name: "audit-repo" },
    });
  });

  it("API key create and revoke; a key's actions name the key, the secret never appears", async () => {
    await newEvents();
    const created = await gql(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id } } }`,
      {
        input: {
          name: "audit",
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          scopes: ["REPOSITORY_READ", "REPOSITORY_WRITE"],
        },
      },
    );
    const secret = String(created.body.data?.createApiKey?.secret);
    const keyGlobalId = created.body.data?.createApiKey?.apiKey?.id;
    const keyEvent = await only("API_KEY_CREATE");
    expect(keyEvent).toMatchObject({ actorId: adminId, targetType: "ApiKey" });
    expect(text(keyEvent)).not.toContain(secret.slice(9));
    expect(JSON.stringify(keyEvent.changes)).not.toContain("keyHash");
    await app.graphql(
      `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
      {
        headers: { authorization: `Bearer ${secret}` },
        variables: { input: { name: "by-key", link: "github.com/k/k" } },
      },
    );
    // The key's use (last use, rate window: one unaudited statement) records nothing.
    const byKey = await newEvents();
    expect(byKey.map((event) => event.action)).toEqual(["REPOSITORY_CREATE"]);
    expect(byKey[0]).toMatchObject({
      actorId: adminId,
      actorVia: "apiKey",
      actorApiKeyId: keyEvent.targetId,
    });
    await gql(
      `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { id } } }`,
      {
        input: { id: keyGlobalId },
      },
    );
    expect(await only("API_KEY_REVOKE")).toMatchObject({ targetId: keyEvent.targetId });
  });
});

describe("writes through a relation", () => {
  it("a user created through another model's nested write carries its actor", async () => {
    const userId = `nested-${Date.now()}`;
    const context = { actorId: adminId, actorVia: "session", requestId: "nested" } as const;
    await newEvents();
    // Awaited inside: a Prisma query runs when awaited, and must run within the context.
    await runWithAudit(context, async () => {
      await app.prisma.account.create({
        data: {
          id: `${userId}-account`,
          accountId: userId,
          providerId: "credential",
          user: { create: { id: userId, name: "Nested", email: `${userId}@example.com` } },
        },
      });
    });
    expect(await only("USER_CREATE")).toMatchObject({ ...context, targetId: userId });
  });
});

describe("raw SQL", () => {
  it("a WITH … UPDATE write in an audited transaction carries its actor and request", async () => {
    const { id } = await app.prisma.repository.create({
      data: { name: "with-update", link: "https://github.com/a/with-update" },
    });
    await newEvents();
    const context = { actorId: adminId, actorVia: "session", requestId: "with-update" } as const;
    const changed = await runWithAudit(context, () =>
      auditedTransaction(
        app.prisma,
        (tx) => tx.$queryRaw<{ id: string }[]>`
          WITH changed AS (
            UPDATE "repository" SET "description" = 'Set by WITH … UPDATE' WHERE "id" = ${id}
            RETURNING "id")
          SELECT "id" FROM changed`,
      ),
    );
    expect(changed).toEqual([{ id }]);
    expect(await only("REPOSITORY_UPDATE")).toMatchObject({ ...context, targetId: id });
  });
});

describe("the admin command", () => {
  it("ADMIN_GRANT and ADMIN_REVOKE, from the command line", async () => {
    const io = { out: () => {}, err: () => {}, prisma: app.prisma, adminEmails: [] };
    await newEvents();
    expect(await runAdminCommand(["grant", "cli-admin@example.com"], io)).toBe(0);
    const id = await idOf("cli-admin@example.com");
    expect(await only("ADMIN_GRANT")).toMatchObject({ actorVia: "cli", targetId: id });
    expect(await runAdminCommand(["revoke", "cli-admin@example.com"], io)).toBe(0);
    expect(await only("ADMIN_REVOKE")).toMatchObject({
      actorVia: "cli",
      changes: { before: { role: "admin" }, after: { role: "user" } },
    });
  });
});

describe("GraphQL", () => {
  const LOG = `query ($action: AuditAction, $actorId: ID, $targetId: ID) {
    auditEvents(first: 5, action: $action, actorId: $actorId, targetId: $targetId) {
      totalCount edges { node { id action actor { id } targetType targetId changes createdAt } }
    }
  }`;

  it("lists events newest first, filtered, for admins only", async () => {
    const userId = encodeGlobalID("User", await idOf("user@example.com"));
    const { body } = await app.graphql<{
      auditEvents: {
        totalCount: number;
        edges: { node: { action: string; targetId: string; createdAt: string } }[];
      };
    }>(LOG, { cookie: admin, variables: { action: "USER_BAN", targetId: userId } });
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.auditEvents.edges.map((edge) => edge.node) ?? [];
    expect(nodes.map((node) => [node.action, node.targetId])).toEqual([["USER_BAN", userId]]);
    const all = await app.graphql<{ auditEvents: { edges: { node: { createdAt: string } }[] } }>(
      LOG,
      { cookie: admin, variables: {} },
    );
    const times = all.body.data?.auditEvents.edges.map((edge) => edge.node.createdAt) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    // An e-mail address stands for that user, as actor or as target.
    const byEmail = await app.graphql<{
      auditEvents: { edges: { node: { action: string; targetId: string } }[] };
    }>(LOG, {
      cookie: admin,
      variables: { action: "USER_BAN", actorId: "admin@example.com", targetId: "user@example.com" },
    });
    expect(byEmail.body.data?.auditEvents.edges.map((edge) => edge.node.targetId)).toEqual([
      userId,
    ]);
    const user = await app.signIn("reader@example.com");
    const refused = await app.graphql(LOG, { cookie: user, variables: {} });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses bad filters with VALIDATION, never a 5xx", async () => {
    const nulId = Buffer.from("User:a\u0000b").toString("base64");
    for (const variables of [
      { actorId: nulId },
      { targetId: nulId },
      { from: "-001000-01-01T00:00:00.000Z" },
      { to: "+275000-01-01T00:00:00.000Z" },
      { from: "2026-02-01T00:00:00.000Z", to: "2026-01-01T00:00:00.000Z" },
    ]) {
      const { status, body } = await app.graphql(
        `query ($actorId: ID, $targetId: ID, $from: DateTime, $to: DateTime) {
          auditEvents(first: 1, actorId: $actorId, targetId: $targetId, from: $from, to: $to) {
            edges { node { id } }
          }
        }`,
        { cookie: admin, variables },
      );
      expect(status, JSON.stringify(variables)).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe("VALIDATION");
    }
  });

  it("User.auditEvents: what the user did and what was done to them", async () => {
    const userId = encodeGlobalID("User", await idOf("user@example.com"));
    const { body } = await app.graphql<{
      node: { auditEvents: { edges: { node: { action: string } }[] } };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on User { auditEvents(first: 50) { edges { node { action } } } } } }`,
      { cookie: admin, variables: { id: userId } },
    );
    const actions = new Set(body.data?.node.auditEvents.edges.map((edge) => edge.node.action));
    for (const action of ["SIGN_IN", "USER_BAN", "IMPERSONATION_START", "SIGN_OUT"]) {
      expect(actions.has(action), action).toBe(true);
    }
  });
});

describe("demo mode", () => {
  it("records a refusal on either path", async () => {
    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const cookie = await demo.signIn("admin@example.com");
      const before = await demo.prisma.auditEvent.count({ where: { action: "DEMO_REFUSAL" } });
      await postJson(demo, "/api/auth/update-user", { name: "x" }, { cookie });
      await demo.graphql(
        `mutation Refused($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
        { cookie, variables: { input: { name: "n", link: "github.com/n/n" } } },
      );
      const events = await demo.prisma.auditEvent.findMany({
        where: { action: "DEMO_REFUSAL" },
        orderBy: { seq: "asc" },
        skip: before,
      });
      expect(events.map((event) => [event.targetType, event.targetId])).toEqual([
        ["AuthRoute", "/update-user"],
        ["Operation", "Refused"],
      ]);
      expect(await demo.prisma.repository.count({ where: { name: "n" } })).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
