import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../server/audit/verify.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// A display name is anyone's to choose: events store the actor's e-mail beside the name they
// had (docs/decisions/094), so a user renamed "Admin" reads as who they are, and the e-mail is
// part of the hash chain like the labels.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

type Event = { action: string; actorLabel: string | null; actorEmail: string | null };

async function eventsBy(actorId: string): Promise<Event[]> {
  const { body } = await app.graphql<{ auditEvents: { edges: { node: Event }[] } }>(
    `query ($actorId: ID) {
      auditEvents(first: 5, actorId: $actorId) { edges { node { action actorLabel actorEmail } } }
    }`,
    { cookie: admin, variables: { actorId } },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.auditEvents.edges.map((edge) => edge.node) ?? [];
}

describe("the actor's e-mail at event time", () => {
  it("a user renamed after the admin still reads with their own address", async () => {
    const email = `mallory-${app.engine}@example.com`;
    await app.prisma.user.create({
      data: { id: `mallory-${app.engine}`, name: "Admin", email },
    });
    await app.signIn(email);
    const [signIn] = await eventsBy(email);
    expect(signIn).toEqual({ action: "SIGN_IN", actorLabel: "Admin", actorEmail: email });
    const stored = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "SIGN_IN", actorId: `mallory-${app.engine}` },
    });
    expect(stored).toMatchObject({ actorLabel: "Admin", actorEmail: email });

    // A later change of address does not rewrite who acted then.
    await app.prisma.user.update({
      where: { email },
      data: { email: `renamed-${email}` },
    });
    const [again] = await eventsBy(`renamed-${email}`);
    expect(again).toMatchObject({ actorEmail: email });
  });

  it("the e-mail is part of the hash chain: rewriting it breaks the chain at that event", async () => {
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
    const victim = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "SIGN_IN", actorEmail: `mallory-${app.engine}@example.com` },
    });
    await rewriteEmail(victim.id, "admin@example.com");
    expect((await verifyAuditChain(app.prisma)).firstBreak).toEqual({
      seq: String(victim.seq),
      id: victim.id,
      reason: "edited",
    });
    await rewriteEmail(victim.id, victim.actorEmail);
    expect((await verifyAuditChain(app.prisma)).firstBreak).toBeNull();
  });
});

/** Edits a stored event as the database's owner could, past the append-only trigger. */
async function rewriteEmail(id: string, value: string | null) {
  await app.prisma.$transaction([
    app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" DISABLE TRIGGER USER`),
    app.prisma.$executeRawUnsafe(
      `UPDATE "auditEvent" SET "actorEmail" = $1 WHERE "id" = $2`,
      value,
      id,
    ),
    app.prisma.$executeRawUnsafe(`ALTER TABLE "auditEvent" ENABLE TRIGGER USER`),
  ]);
}
