import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithAudit } from "../../server/audit/context.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// An organization's events (docs/decisions/112-organization-audit-and-webhooks.md), written by
// the triggers on better-auth's organization tables: each call goes through `auth.api.*` with a
// real session's cookie, as GraphQL's resolvers make them, inside a request's audit context
// (server/audit/request.ts opens one per HTTP request). Every event's target is the
// organization, labelled with its name, and its actor the session's user.

let app: TestApp;
let owner: string;
let ownerId: string;
let guest: string;
let guestId: string;
let guestEmail: string;
let mark = 0n;

const idOf = async (email: string) =>
  (await app.prisma.user.findFirstOrThrow({ where: { email } })).id;

beforeAll(async () => {
  // Each test makes organizations of its own: more than the default limit per user.
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "50" });
  owner = await app.signIn("user@example.com");
  ownerId = await idOf("user@example.com");
  const other = await app.prisma.user.findFirstOrThrow({
    where: { email: { notIn: ["user@example.com", "admin@example.com"] }, banned: { not: true } },
    orderBy: { email: "asc" },
  });
  guestEmail = other.email;
  guestId = other.id;
  guest = await app.signIn(guestEmail);
});
afterAll(() => app?.close());

/** Runs `call` as a request of the cookie's user would: a fresh audit context, their headers. */
function as<T>(cookie: string, call: (headers: Headers) => Promise<T>, requestId = "req-org") {
  return runWithAudit({ requestId }, () => call(new Headers({ cookie })));
}

/** Events appended since the last call, oldest first. */
async function newEvents() {
  const events = await app.prisma.auditEvent.findMany({
    where: { seq: { gt: mark } },
    orderBy: { seq: "asc" },
  });
  mark = events.at(-1)?.seq ?? mark;
  return events;
}

const actions = (events: { action: string }[]) => events.map((event) => event.action);

async function createOrganization(name: string, slug: string) {
  return as(owner, (headers) => app.auth.api.createOrganization({ headers, body: { name, slug } }));
}

describe("organization events", () => {
  it("creating an organization: the organization and its owner, by the creator", async () => {
    await newEvents();
    const organization = await createOrganization("Acme", "acme-audit");
    const events = await newEvents();
    expect(actions(events)).toEqual(["ORGANIZATION_CREATE", "MEMBER_ADD"]);
    for (const event of events) {
      expect(event).toMatchObject({
        actorId: ownerId,
        actorVia: "session",
        targetType: "Organization",
        targetId: organization.id,
        targetLabel: "Acme",
        requestId: "req-org",
      });
    }
    expect(events[0]!.changes).toEqual({
      after: { name: "Acme", slug: "acme-audit", logo: null, metadata: null },
    });
    expect(events[1]!.changes).toMatchObject({
      memberUserId: ownerId,
      email: "user@example.com",
      after: { role: "owner" },
    });
  });

  it("inviting, accepting, changing the role, removing: each by its own actor", async () => {
    const organization = await createOrganization("Globex", "globex-audit");
    await newEvents();
    const invitation = await as(owner, (headers) =>
      app.auth.api.createInvitation({
        headers,
        body: { email: guestEmail, role: "member", organizationId: organization.id },
      }),
    );
    const [invited] = await newEvents();
    expect(invited).toMatchObject({
      action: "INVITATION_CREATE",
      actorId: ownerId,
      targetType: "Organization",
      targetId: organization.id,
      targetLabel: "Globex",
      changes: {
        invitationId: invitation.id,
        after: { email: guestEmail, role: "member", status: "pending", inviterId: ownerId },
      },
    });

    await as(guest, (headers) =>
      app.auth.api.acceptInvitation({ headers, body: { invitationId: invitation.id } }),
    );
    const accepted = await newEvents();
    expect(actions(accepted)).toEqual(["INVITATION_ACCEPT", "MEMBER_ADD"]);
    for (const event of accepted) {
      expect(event).toMatchObject({ actorId: guestId, targetId: organization.id });
    }
    expect(accepted[0]!.changes).toMatchObject({
      email: guestEmail,
      before: { status: "pending" },
      after: { status: "accepted" },
    });
    const member = await app.prisma.member.findFirstOrThrow({
      where: { organizationId: organization.id, userId: guestId },
    });

    await as(owner, (headers) =>
      app.auth.api.updateMemberRole({
        headers,
        body: { memberId: member.id, role: "admin", organizationId: organization.id },
      }),
    );
    const [roleChange, ...otherRoleEvents] = await newEvents();
    expect(otherRoleEvents).toEqual([]);
    expect(roleChange).toMatchObject({
      action: "MEMBER_ROLE_CHANGE",
      actorId: ownerId,
      targetId: organization.id,
      changes: {
        memberId: member.id,
        memberUserId: guestId,
        before: { role: "member" },
        after: { role: "admin" },
      },
    });

    // In a team first: the team membership goes with the organization's, in its one event.
    const team = await as(owner, (headers) =>
      app.auth.api.createTeam({
        headers,
        body: { name: "Sales", organizationId: organization.id },
      }),
    );
    await as(owner, (headers) =>
      app.auth.api.addTeamMember({ headers, body: { teamId: team.id, userId: guestId } }),
    );
    expect(actions(await newEvents())).toEqual(["TEAM_CREATE", "TEAM_MEMBER_ADD"]);
    await as(owner, (headers) =>
      app.auth.api.removeMember({
        headers,
        body: { memberIdOrEmail: member.id, organizationId: organization.id },
      }),
    );
    const removed = await newEvents();
    expect(actions(removed)).toEqual(["MEMBER_REMOVE"]);
    expect(removed[0]).toMatchObject({
      actorId: ownerId,
      targetId: organization.id,
      changes: { memberId: member.id, memberUserId: guestId, before: { role: "admin" } },
    });
  });

  it("a declined, a resent and a cancelled invitation", async () => {
    const organization = await createOrganization("Initech", "initech-audit");
    const invite = () =>
      as(owner, (headers) =>
        app.auth.api.createInvitation({
          headers,
          body: { email: guestEmail, role: "member", organizationId: organization.id },
        }),
      );
    const first = await invite();
    await newEvents();
    await as(guest, (headers) =>
      app.auth.api.rejectInvitation({ headers, body: { invitationId: first.id } }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "INVITATION_REJECT",
        actorId: guestId,
        targetId: organization.id,
        changes: { invitationId: first.id, after: { status: "rejected" } },
      },
    ]);
    const second = await invite();
    // A resend gives the pending invitation a new expiry: an update, by the one who resent it.
    // (Its expiry is set far ahead first, so the new one differs whatever the clock says.)
    await app.prisma.invitation.update({
      where: { id: second.id },
      data: { expiresAt: new Date("2099-01-01T00:00:00Z") },
    });
    await newEvents();
    await as(owner, (headers) =>
      app.auth.api.createInvitation({
        headers,
        body: { email: guestEmail, role: "member", organizationId: organization.id, resend: true },
      }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "INVITATION_UPDATE",
        actorId: ownerId,
        targetId: organization.id,
        changes: {
          invitationId: second.id,
          email: guestEmail,
          before: { expiresAt: "2099-01-01T00:00:00" },
        },
      },
    ]);
    await as(owner, (headers) =>
      app.auth.api.cancelInvitation({ headers, body: { invitationId: second.id } }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "INVITATION_CANCEL",
        actorId: ownerId,
        targetId: organization.id,
        changes: { invitationId: second.id, after: { status: "canceled" } },
      },
    ]);
  });

  it("teams: created, renamed, members added and removed, deleted with its members in one event", async () => {
    const organization = await createOrganization("Umbrella", "umbrella-audit");
    await newEvents();
    const team = await as(owner, (headers) =>
      app.auth.api.createTeam({
        headers,
        body: { name: "Research", organizationId: organization.id },
      }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "TEAM_CREATE",
        actorId: ownerId,
        targetId: organization.id,
        targetLabel: "Umbrella",
        changes: { teamId: team.id, after: { name: "Research" } },
      },
    ]);
    await as(owner, (headers) =>
      app.auth.api.updateTeam({
        headers,
        body: { teamId: team.id, data: { name: "R&D", organizationId: organization.id } },
      }),
    );
    // The team's name is in `changes`; the label stays the organization's.
    expect(await newEvents()).toMatchObject([
      {
        action: "TEAM_UPDATE",
        targetLabel: "Umbrella",
        changes: { teamId: team.id, before: { name: "Research" }, after: { name: "R&D" } },
      },
    ]);
    await as(owner, (headers) =>
      app.auth.api.addTeamMember({ headers, body: { teamId: team.id, userId: ownerId } }),
    );
    await as(owner, (headers) =>
      app.auth.api.removeTeamMember({ headers, body: { teamId: team.id, userId: ownerId } }),
    );
    await as(owner, (headers) =>
      app.auth.api.addTeamMember({ headers, body: { teamId: team.id, userId: ownerId } }),
    );
    const membership = await newEvents();
    expect(actions(membership)).toEqual([
      "TEAM_MEMBER_ADD",
      "TEAM_MEMBER_REMOVE",
      "TEAM_MEMBER_ADD",
    ]);
    expect(membership[1]).toMatchObject({
      actorId: ownerId,
      changes: { teamId: team.id, team: "R&D", memberUserId: ownerId },
    });
    await as(owner, (headers) =>
      app.auth.api.removeTeam({
        headers,
        body: { teamId: team.id, organizationId: organization.id },
      }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "TEAM_DELETE",
        actorId: ownerId,
        targetId: organization.id,
        changes: { teamId: team.id, before: { name: "R&D" } },
      },
    ]);
  });

  it("renaming and deleting the organization: one event each, the deletion labelled with its name", async () => {
    const organization = await createOrganization("Hooli", "hooli-audit");
    await as(owner, (headers) =>
      app.auth.api.createInvitation({
        headers,
        body: { email: guestEmail, role: "member", organizationId: organization.id },
      }),
    );
    await newEvents();
    await as(owner, (headers) =>
      app.auth.api.updateOrganization({
        headers,
        body: { organizationId: organization.id, data: { name: "Hooli XYZ" } },
      }),
    );
    expect(await newEvents()).toMatchObject([
      {
        action: "ORGANIZATION_UPDATE",
        actorId: ownerId,
        targetLabel: "Hooli XYZ",
        changes: { before: { name: "Hooli" }, after: { name: "Hooli XYZ" } },
      },
    ]);
    await as(owner, (headers) =>
      app.auth.api.deleteOrganization({ headers, body: { organizationId: organization.id } }),
    );
    // Its member, pending invitation, team and team member went with it: no events of theirs.
    expect(await newEvents()).toMatchObject([
      {
        action: "ORGANIZATION_DELETE",
        actorId: ownerId,
        targetType: "Organization",
        targetId: organization.id,
        targetLabel: "Hooli XYZ",
        // Its members as the deletion began: the ones its webhook reaches (ADR 112).
        changes: { before: { name: "Hooli XYZ", slug: "hooli-audit" }, memberUserIds: [ownerId] },
      },
    ]);
  });
});

describe("an admin's deletion (the manager)", () => {
  it("is one event by the admin, its members read from the rows its cascade removes", async () => {
    const organization = await createOrganization("Managed", "managed-audit");
    const invitation = await as(owner, (headers) =>
      app.auth.api.createInvitation({
        headers,
        body: { email: guestEmail, role: "member", organizationId: organization.id },
      }),
    );
    await as(guest, (headers) =>
      app.auth.api.acceptInvitation({ headers, body: { invitationId: invitation.id } }),
    );
    await as(owner, (headers) =>
      app.auth.api.createTeam({ headers, body: { name: "Crew", organizationId: organization.id } }),
    );
    const admin = await app.signIn("admin@example.com");
    const adminId = await idOf("admin@example.com");
    await newEvents();
    const { body } = await app.graphql(
      `mutation ($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { deletedOrganizationId } }`,
      {
        cookie: admin,
        variables: { input: { organizationId: encodeGlobalID("Organization", organization.id) } },
      },
    );
    expect(body.errors).toBeUndefined();
    const events = await newEvents();
    expect(actions(events)).toEqual(["ORGANIZATION_DELETE"]);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      targetLabel: "Managed",
      changes: { memberUserIds: [ownerId, guestId].sort() },
    });
  });
});

describe("a deleted account", () => {
  it("leaves each organization in one MEMBER_REMOVE, its team places going with it", async () => {
    const organization = await createOrganization("Leavers", "leavers-audit");
    const leaver = await app.prisma.user.create({
      data: { id: randomUUID(), name: "Leaver", email: `leaver-${randomUUID()}@example.com` },
    });
    await app.prisma.member.create({
      data: {
        id: randomUUID(),
        organizationId: organization.id,
        userId: leaver.id,
        role: "member",
        createdAt: new Date(),
      },
    });
    const team = await as(owner, (headers) =>
      app.auth.api.createTeam({ headers, body: { name: "Crew", organizationId: organization.id } }),
    );
    await as(owner, (headers) =>
      app.auth.api.addTeamMember({ headers, body: { teamId: team.id, userId: leaver.id } }),
    );
    await newEvents();
    await app.prisma.user.delete({ where: { id: leaver.id } });
    const events = await newEvents();
    expect(actions(events)).toEqual(["USER_DELETE", "MEMBER_REMOVE"]);
    // The address went with the account: the USER_DELETE event beside it keeps it.
    expect(events[1]).toMatchObject({
      targetId: organization.id,
      changes: { memberUserId: leaver.id, email: null, before: { role: "member" } },
    });
  });
});

describe("through the API", () => {
  it("a GraphQL mutation records its caller and its request; the log gives the organization's global id", async () => {
    await newEvents();
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { cookie: owner, "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
        variables: { input: { name: "Via API", slug: "via-api-audit" } },
      }),
    });
    const body = (await response.json()) as {
      data: { createOrganization: { organization: { id: string } } };
    };
    const organizationId = body.data.createOrganization.organization.id;
    const events = await newEvents();
    expect(actions(events)).toEqual(["ORGANIZATION_CREATE", "MEMBER_ADD"]);
    expect(events[0]).toMatchObject({
      actorId: ownerId,
      targetLabel: "Via API",
      requestId: response.headers.get("x-request-id"),
    });
    // The log is the admins', who read every organization (the manager): the target is its
    // global id, and the node.
    const admin = await app.signIn("admin@example.com");
    const listed = await app.graphql<{
      auditEvents: { edges: { node: { targetId: string; target: { id: string } | null } }[] };
    }>(
      `{ auditEvents(first: 1, action: ORGANIZATION_CREATE) { edges { node { targetId target { id } } } } }`,
      { cookie: admin },
    );
    expect(listed.body.data?.auditEvents.edges[0]?.node).toEqual({
      targetId: organizationId,
      target: { id: organizationId },
    });
  });
});

describe("the actor cannot be forged", () => {
  it("two callers at once each record themselves", async () => {
    await newEvents();
    await Promise.all([
      as(owner, (headers) =>
        app.auth.api.createOrganization({ headers, body: { name: "Mine", slug: "mine-audit" } }),
      ),
      as(guest, (headers) =>
        app.auth.api.createOrganization({
          headers,
          body: { name: "Theirs", slug: "theirs-audit" },
        }),
      ),
    ]);
    const events = await newEvents();
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.actorId).toBe(event.targetLabel === "Mine" ? ownerId : guestId);
    }
  });

  it("a session naming another creator is recorded as itself; the creator is the session's", async () => {
    await newEvents();
    const organization = await as(guest, (headers) =>
      app.auth.api.createOrganization({
        headers,
        body: { name: "Spoof", slug: "spoof-audit", userId: ownerId },
      }),
    );
    const events = await newEvents();
    expect(new Set(events.map((event) => event.actorId))).toEqual(new Set([guestId]));
    const members = await app.prisma.member.findMany({
      where: { organizationId: organization.id },
    });
    expect(members.map((member) => member.userId)).toEqual([guestId]);
  });

  it("writes outside a caller's request (server code, SQL) record no actor, not the last caller's", async () => {
    const organization = await createOrganization("Quiet", "quiet-audit");
    await newEvents();
    // The server acting for no one (`userId` with no session): the system, not that user.
    await runWithAudit({ requestId: "req-system" }, () =>
      app.auth.api.createOrganization({
        body: { name: "System made", slug: "system-audit", userId: guestId },
      }),
    );
    // A write outside any request: after the owner's calls above, none of it is theirs.
    await app.prisma.organization.update({
      where: { id: organization.id },
      data: { name: "Quiet renamed" },
    });
    const events = await newEvents();
    expect(actions(events)).toEqual(["ORGANIZATION_CREATE", "MEMBER_ADD", "ORGANIZATION_UPDATE"]);
    expect(events.map((event) => event.actorId)).toEqual([null, null, null]);
    expect(events[2]).toMatchObject({ requestId: null, targetLabel: "Quiet renamed" });
  });
});
