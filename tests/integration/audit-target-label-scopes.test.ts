import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";

// An event written before labels were stored names its target as the target is now
// (server/audit/target-label.ts). That name is the target's own data: it is given only to a
// caller who may read the target itself, by the target type's own authorization.

let app: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
  adminId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
});
afterAll(() => app?.close());

/** An event as rows were before labels: no actor or target label (outside the hash chain). */
async function unlabelledEvent(action: string, targetType: string, targetId: string) {
  await app.prisma.$executeRaw`
    INSERT INTO "auditEvent" ("id", "seq", "action", "targetType", "targetId", "prevHash", "hash")
    VALUES (${randomUUID()}, (SELECT coalesce(max("seq"), 0) + 1000 FROM "auditEvent"),
      ${action}, ${targetType}, ${targetId}, ${"0".repeat(64)}, ${"0".repeat(64)})`;
}

const EVENTS = `query ($action: AuditAction) {
  auditEvents(first: 1, action: $action) { edges { node { targetLabel } } }
}`;

async function labelOf(
  action: string,
  auth: { cookie?: string; headers?: Record<string, string> },
) {
  const { body } = await app.graphql<{
    auditEvents: { edges: { node: { targetLabel: string | null } }[] };
  }>(EVENTS, { ...auth, variables: { action } });
  expect(body.errors).toBeUndefined();
  return body.data?.auditEvents.edges[0]?.node.targetLabel;
}

describe("current names of unlabelled targets", () => {
  it("a key that reads the log but not repositories does not learn a repository's name", async () => {
    const repository = await app.prisma.repository.create({
      data: { name: `secret-plans-${app.engine}`, link: "https://example.com/plans" },
    });
    await unlabelledEvent("REPOSITORY_UPDATE", "Repository", repository.id);
    const auditOnly = await createKey(app, adminId, 30, ["USER_READ"]);
    const headers = { authorization: `Bearer ${auditOnly.secret}` };
    expect(await labelOf("REPOSITORY_UPDATE", { headers })).toBeNull();
    expect(await labelOf("REPOSITORY_UPDATE", { cookie: admin })).toBe(repository.name);
    const both = await createKey(app, adminId, 30, ["USER_READ", "REPOSITORY_READ"]);
    expect(
      await labelOf("REPOSITORY_UPDATE", { headers: { authorization: `Bearer ${both.secret}` } }),
    ).toBe(repository.name);
  });

  it("users and keys stay named for a reader of the log, whose scope covers them", async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } });
    await unlabelledEvent("USER_UPDATE", "User", user.id);
    const key = await createKey(app, user.id);
    await unlabelledEvent("API_KEY_REVOKE", "ApiKey", key.row.id);
    const auditOnly = await createKey(app, adminId, 30, ["USER_READ"]);
    const headers = { authorization: `Bearer ${auditOnly.secret}` };
    expect(await labelOf("USER_UPDATE", { headers })).toBe(user.name);
    expect(await labelOf("API_KEY_REVOKE", { headers })).toBe(key.row.name);
  });
});
