import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../server/audit/verify.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Audit events keep the names of their actor and target as they were when written
// (docs/decisions/094-audit-targets-labelled-at-event-time.md): a deleted or renamed target still
// reads with its old name, the labels are part of the hash chain, and the API speaks in words.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await app.graphql<T>(query, {
    cookie: admin,
    variables,
    headers: { "user-agent": FIREFOX },
  });
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

type Event = {
  action: string;
  actorLabel: string | null;
  targetLabel: string | null;
  target: { __typename: string; id: string } | null;
  device: string | null;
  mobile: boolean;
  signInMethod: string | null;
};

/** The newest events on `targetId`, through the API. */
async function eventsOn(targetId: string): Promise<Event[]> {
  const data = await gql<{ auditEvents: { edges: { node: Event }[] } }>(
    `query ($targetId: ID) {
      auditEvents(first: 10, targetId: $targetId) {
        edges { node { action actorLabel targetLabel target { __typename id } device mobile
          signInMethod } }
      }
    }`,
    { targetId },
  );
  return data.auditEvents.edges.map((edge) => edge.node);
}

describe("labels at event time", () => {
  it("a deleted repository keeps its name; while it existed the event pointed at it", async () => {
    const name = `labelled-${app.engine}`;
    const created = await gql<{ createRepository: { repository: { id: string } } }>(
      `mutation ($input: CreateRepositoryInput!) {
        createRepository(input: $input) { repository { id } }
      }`,
      { input: { name, link: "https://example.com/labelled" } },
    );
    const id = created.createRepository.repository.id;
    const [creation] = await eventsOn(id);
    expect(creation).toMatchObject({
      action: "REPOSITORY_CREATE",
      actorLabel: "Admin",
      targetLabel: name,
      target: { __typename: "Repository", id },
      device: "Firefox 128 · Linux",
      mobile: false,
      signInMethod: null,
    });

    await gql(
      `mutation ($input: DeleteRepositoryInput!) {
        deleteRepository(input: $input) { deletedRepositoryId }
      }`,
      { input: { id } },
    );
    const [deletion, before] = await eventsOn(id);
    expect(deletion).toMatchObject({
      action: "REPOSITORY_DELETE",
      actorLabel: "Admin",
      targetLabel: name,
      target: null,
    });
    expect(before).toMatchObject({ action: "REPOSITORY_CREATE", targetLabel: name, target: null });
    const stored = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "REPOSITORY_DELETE", targetLabel: name },
    });
    expect(stored).toMatchObject({ actorLabel: "Admin", method: null });
  });

  it("a renamed, then deleted user reads with the name each event saw", async () => {
    const created = await gql<{ createUser: { user: { id: string } } }>(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { name: "Grace Hopper", email: `grace-${app.engine}@example.com` } },
    );
    const id = created.createUser.user.id;
    await gql(`mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }`, {
      input: { id, name: "Rear Admiral Hopper" },
    });
    await gql(
      `mutation ($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId } }`,
      {
        input: { userId: id },
      },
    );
    const events = await eventsOn(id);
    expect(events.map((event) => [event.action, event.targetLabel, event.target])).toEqual([
      ["USER_DELETE", "Rear Admiral Hopper", null],
      ["USER_UPDATE", "Rear Admiral Hopper", null],
      ["USER_CREATE", "Grace Hopper", null],
    ]);
  });

  it("a sign-in records its method and its user's name", async () => {
    await app.signIn("user@example.com");
    const event = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "SIGN_IN", actorLabel: { not: null } },
      orderBy: { seq: "desc" },
    });
    expect(event).toMatchObject({ actorLabel: "User", targetLabel: "User", method: "emailOtp" });
    const [node] = await eventsOn("user@example.com");
    expect(node).toMatchObject({ action: "SIGN_IN", signInMethod: "EMAIL_CODE" });
  });

  it("labels are part of the hash chain: rewriting one breaks it at that event", async () => {
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
    const victim = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "REPOSITORY_DELETE", targetLabel: `labelled-${app.engine}` },
    });
    for (const [column, forged] of [
      ["actorLabel", "Someone Else"],
      ["targetLabel", "innocent-repository"],
    ] as const) {
      await rewrite(victim.id, column, forged);
      expect((await verifyAuditChain(app.prisma)).firstBreak, column).toEqual({
        seq: String(victim.seq),
        id: victim.id,
        reason: "edited",
      });
      await rewrite(victim.id, column, victim[column]);
      expect((await verifyAuditChain(app.prisma)).firstBreak, column).toBeNull();
    }
  });
});

/** Edits a stored event as the database's owner could, past the append-only trigger. */
async function rewrite(id: string, column: "actorLabel" | "targetLabel", value: string | null) {
  await app.prisma.$transaction([
    app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" DISABLE TRIGGER USER`),
    app.prisma.$executeRawUnsafe(
      `UPDATE "auditEvent" SET "${column}" = $1 WHERE "id" = $2`,
      value,
      id,
    ),
    app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" ENABLE TRIGGER USER`),
  ]);
}
