import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";
import {
  ACCEPT,
  ADD_TO_TEAM,
  CANCEL,
  CREATE_ORG,
  CREATE_TEAM,
  DECLINE,
  DELETE_ORG,
  DELETE_TEAM,
  INVITE,
  LEAVE,
  ORG_BY_SLUG,
  REMOVE,
  RESEND,
  SET_ACTIVE,
  SET_ROLE,
  UPDATE_ORG,
  caller,
  type Credentials,
} from "./organizations-support.ts";

// Organizations through GraphQL (docs/decisions/110): better-auth's tiers and the spec's rules
// (sole owner, recipient only, 7-day expiry), and no way from one organization into another.

const ORGANIZATION_LIMIT = 12;
let app: TestApp;
let call: ReturnType<typeof caller>;
const people: Record<"owner" | "colleague" | "stranger", Credentials & { email: string }> = {
  owner: { email: "" },
  colleague: { email: "" },
  stranger: { email: "" },
};

beforeAll(async () => {
  app = await createTestApp({ ORGANIZATIONS_PER_USER: String(ORGANIZATION_LIMIT) });
  call = caller(app);
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
    people[name] = { email, cookie: await app.signIn(email) };
  }
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

type Org = {
  id: string;
  name: string;
  slug: string;
  viewerRole: string;
  viewerAbilities: string[];
};
async function createOrg(slug = `org-${randomUUID().slice(0, 8)}`, who = people.owner) {
  const result = await call<{ createOrganization: { organization: Org } }>(
    CREATE_ORG,
    { input: { name: `Org ${slug}`, slug } },
    who,
  );
  const organization = result.data?.createOrganization.organization;
  if (!organization) throw new Error(`createOrganization: ${result.code} ${result.message}`);
  return organization;
}

/** Invites `who` into the organization and has them accept; returns their membership's id. */
async function join(organization: Org, who: typeof people.colleague, role = "MEMBER") {
  const invited = await call<{ inviteMember: { invitation: { id: string } } }>(
    INVITE,
    { input: { organizationId: organization.id, email: who.email, role } },
    people.owner,
  );
  const invitationId = invited.data?.inviteMember.invitation.id;
  expect(invited.code).toBeUndefined();
  expect((await call(ACCEPT, { input: { id: invitationId } }, who)).code).toBeUndefined();
  const members = await membersOf(organization.slug);
  return members.find((member) => member.email === who.email)?.id ?? "";
}

async function membersOf(slug: string, who: Credentials = people.owner) {
  type Members = {
    organization: { members: { edges: { node: { id: string; email: string; role: string } }[] } };
  };
  const result = await call<Members>(ORG_BY_SLUG, { slug }, who);
  return result.data?.organization?.members.edges.map((edge) => edge.node) ?? [];
}

describe("creating", () => {
  it("makes the creator its owner, with every ability, and its active organization", async () => {
    const organization = await createOrg();
    expect(organization.viewerRole).toBe("OWNER");
    expect(organization.viewerAbilities).toEqual([
      "UPDATE",
      "DELETE",
      "INVITE",
      "MANAGE_MEMBERS",
      "MANAGE_TEAMS",
    ]);
    const viewer = await call<{
      viewer: {
        activeOrganization: { slug: string } | null;
        organizations: { totalCount: number };
      };
    }>(
      `{ viewer { activeOrganization { slug } organizations(first: 10) { totalCount } } }`,
      {},
      people.owner,
    );
    expect(viewer.message).toBeUndefined();
    expect(viewer.data?.viewer.activeOrganization?.slug).toBe(organization.slug);
    expect(viewer.data?.viewer.organizations.totalCount).toBeGreaterThan(0);
  });

  it("refuses a bad slug or name with VALIDATION, and a taken slug with ORGANIZATION_ALREADY_EXISTS", async () => {
    const before = await app.prisma.organization.count();
    const bad = await call(
      CREATE_ORG,
      { input: { name: "Acme", slug: "Not A Slug" } },
      people.owner,
    );
    expect([bad.code, bad.field]).toEqual(["VALIDATION", "slug"]);
    const hidden = await call(
      CREATE_ORG,
      { input: { name: "\u202eemca", slug: "acme-x" } },
      people.owner,
    );
    expect([hidden.code, hidden.field]).toEqual(["VALIDATION", "name"]);
    const taken = await createOrg();
    const again = await call(
      CREATE_ORG,
      { input: { name: "Other", slug: taken.slug } },
      people.stranger,
    );
    expect([again.code, again.field]).toEqual(["ORGANIZATION_ALREADY_EXISTS", "slug"]);
    const french = await call(
      CREATE_ORG,
      { input: { name: "Other", slug: taken.slug } },
      { ...people.stranger, headers: { "accept-language": "fr" } },
    );
    expect(french.message).not.toBe(again.message);
    expect(await app.prisma.organization.count()).toBe(before + 1);
  });
});

describe("limits", () => {
  it("refuses an organization past ORGANIZATIONS_PER_USER", async () => {
    const email = `many-${randomUUID().slice(0, 8)}@example.com`;
    const many = { email, cookie: await app.signIn(email) };
    for (let index = 0; index < ORGANIZATION_LIMIT; index += 1) await createOrg(undefined, many);
    const extra = await call(
      CREATE_ORG,
      { input: { name: "One more", slug: `x-${randomUUID().slice(0, 8)}` } },
      many,
    );
    expect(extra.code).toBe("YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS");
  });
});

describe("isolation", () => {
  it("shows a stranger nothing of another organization, by slug, node, member or team", async () => {
    const organization = await createOrg();
    const team = await call<{ createTeam: { team: { id: string } } }>(
      CREATE_TEAM,
      { input: { organizationId: organization.id, name: "Core" } },
      people.owner,
    );
    const teamId = team.data?.createTeam.team.id;
    const [ownerMember] = await membersOf(organization.slug);
    const bySlug = await call(ORG_BY_SLUG, { slug: organization.slug }, people.stranger);
    expect(bySlug.data).toEqual({ organization: null });
    const nodes = await call<{ nodes: unknown[] }>(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [organization.id, teamId, ownerMember?.id] },
      people.stranger,
    );
    expect(nodes.data?.nodes).toEqual([null, null, null]);
  });

  it("lets a stranger change nothing: every mutation is NOT_FOUND and the rows stay", async () => {
    const organization = await createOrg();
    const [ownerMember] = await membersOf(organization.slug);
    const team = await call<{ createTeam: { team: { id: string } } }>(
      CREATE_TEAM,
      { input: { organizationId: organization.id, name: "Core" } },
      people.owner,
    );
    const teamId = team.data?.createTeam.team.id;
    const organizationId = organization.id;
    const attempts: [string, Record<string, unknown>][] = [
      [UPDATE_ORG, { organizationId, name: "Mine now" }],
      [DELETE_ORG, { organizationId }],
      [INVITE, { organizationId, email: people.stranger.email, role: "OWNER" }],
      [SET_ROLE, { memberId: ownerMember?.id, role: "MEMBER" }],
      [REMOVE, { memberId: ownerMember?.id }],
      [LEAVE, { organizationId }],
      [CREATE_TEAM, { organizationId, name: "Intruders" }],
      [DELETE_TEAM, { teamId }],
      [ADD_TO_TEAM, { teamId, memberId: ownerMember?.id }],
      [SET_ACTIVE, { organizationId }],
    ];
    for (const [document, input] of attempts) {
      const result = await call(document, { input }, people.stranger);
      expect(result.code, document.slice(0, 40)).toBe("NOT_FOUND");
    }
    const after = await app.prisma.organization.findUniqueOrThrow({
      where: { id: Buffer.from(organizationId, "base64").toString().split(":")[1] ?? "" },
      include: { members: true, teams: true, invitations: true },
    });
    expect(after.name).toBe(organization.name);
    expect(after.members.map((member) => member.role)).toEqual(["owner"]);
    expect(after.teams).toHaveLength(1);
    expect(after.invitations).toHaveLength(0);
  });
});

/** better-auth's two refusals of an organization left without an owner. */
const SOLE_OWNER = /^YOU_CANNOT_LEAVE_THE_ORGANIZATION_(AS_THE_ONLY_OWNER|WITHOUT_AN_OWNER)$/;

describe("tiers", () => {
  it("gives members no rights, admins all but deletion, and only owners make owners", async () => {
    const organization = await createOrg();
    const memberId = await join(organization, people.colleague);
    const asMember = await call(
      CREATE_TEAM,
      { input: { organizationId: organization.id, name: "Side" } },
      people.colleague,
    );
    expect(asMember.code).toBe("FORBIDDEN");
    expect(
      (
        await call(
          UPDATE_ORG,
          { input: { organizationId: organization.id, name: "X" } },
          people.colleague,
        )
      ).code,
    ).toBe("FORBIDDEN");
    const invitations = await call(
      `query ($slug: String!) { organization(slug: $slug) { invitations(first: 5) { totalCount } } }`,
      { slug: organization.slug },
      people.colleague,
    );
    expect(invitations.code).toBe("FORBIDDEN");

    const promoted = await call<{ updateMemberRole: { member: { role: string } } }>(
      SET_ROLE,
      { input: { memberId, role: "ADMIN" } },
      people.owner,
    );
    expect(promoted.data?.updateMemberRole.member.role).toBe("ADMIN");
    const team = await call(
      CREATE_TEAM,
      { input: { organizationId: organization.id, name: "Side" } },
      people.colleague,
    );
    expect(team.code).toBeUndefined();
    const deleted = await call(
      DELETE_ORG,
      { input: { organizationId: organization.id } },
      people.colleague,
    );
    expect(deleted.code).toBe("FORBIDDEN");
    const ownerInvite = await call(
      INVITE,
      { input: { organizationId: organization.id, email: "new-owner@example.com", role: "OWNER" } },
      people.colleague,
    );
    expect(ownerInvite.code).toBe("FORBIDDEN");
    expect(await app.prisma.organization.count({ where: { slug: organization.slug } })).toBe(1);
  });

  it("keeps a sole owner: they cannot leave, be demoted or be removed", async () => {
    const organization = await createOrg();
    const colleagueId = await join(organization, people.colleague, "ADMIN");
    const [owner] = await membersOf(organization.slug);
    const left = await call(LEAVE, { input: { organizationId: organization.id } }, people.owner);
    expect(left.code).toBe("YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
    const demoted = await call(
      SET_ROLE,
      { input: { memberId: owner?.id, role: "ADMIN" } },
      people.owner,
    );
    expect(demoted.code).toMatch(SOLE_OWNER);
    const removed = await call(REMOVE, { input: { memberId: owner?.id } }, people.colleague);
    expect(removed.code).toMatch(SOLE_OWNER);
    const roles = (await membersOf(organization.slug)).map((member) => member.role).sort();
    expect(roles).toEqual(["ADMIN", "OWNER"]);
    // With a second owner, the first may go.
    await call(SET_ROLE, { input: { memberId: colleagueId, role: "OWNER" } }, people.owner);
    expect(
      (await call(LEAVE, { input: { organizationId: organization.id } }, people.owner)).code,
    ).toBeUndefined();
  });
});

describe("invitations", () => {
  it("are answered by their recipient only, once", async () => {
    const organization = await createOrg();
    const invited = await call<{ inviteMember: { invitation: { id: string; status: string } } }>(
      INVITE,
      { input: { organizationId: organization.id, email: people.colleague.email, role: "MEMBER" } },
      people.owner,
    );
    const id = invited.data?.inviteMember.invitation.id;
    expect(invited.data?.inviteMember.invitation.status).toBe("PENDING");
    const twice = await call(
      INVITE,
      { input: { organizationId: organization.id, email: people.colleague.email, role: "MEMBER" } },
      people.owner,
    );
    expect(twice.code).toBe("USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION");
    const received = await call<{ viewer: { invitations: { edges: { node: { id: string } }[] } } }>(
      `{ viewer { invitations(first: 10) { edges { node { id organizationName inviterName } } } } }`,
      {},
      people.colleague,
    );
    expect(received.data?.viewer.invitations.edges.map((edge) => edge.node.id)).toContain(id);
    expect((await call(ACCEPT, { input: { id } }, people.stranger)).code).toBe(
      "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
    );
    expect((await call(DECLINE, { input: { id } }, people.owner)).code).toBe(
      "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
    );
    expect((await call(ACCEPT, { input: { id } }, people.colleague)).code).toBeUndefined();
    expect((await call(ACCEPT, { input: { id } }, people.colleague)).code).toBe(
      "INVITATION_ALREADY_ANSWERED",
    );
    expect((await membersOf(organization.slug)).map((member) => member.email)).toContain(
      people.colleague.email,
    );
  });

  it("say when cancelled, and when expired after 7 days (a fake clock)", async () => {
    const organization = await createOrg();
    const invite = async () =>
      (
        await call<{ inviteMember: { invitation: { id: string } } }>(
          INVITE,
          {
            input: {
              organizationId: organization.id,
              email: people.stranger.email,
              role: "MEMBER",
            },
          },
          people.owner,
        )
      ).data?.inviteMember.invitation.id;
    const first = await invite();
    expect((await call(CANCEL, { input: { id: first } }, people.owner)).code).toBeUndefined();
    expect((await call(ACCEPT, { input: { id: first } }, people.stranger)).code).toBe(
      "INVITATION_CANCELED",
    );
    // Sent 7 days and a minute ago: the clock is set back while it is sent.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 7 * 86_400_000 - 60_000 });
    const second = await invite();
    vi.useRealTimers();
    expect((await call(ACCEPT, { input: { id: second } }, people.stranger)).code).toBe(
      "INVITATION_EXPIRED",
    );
    // Resending an expired one sends a new invitation, valid 7 more days.
    const resent = await call<{ resendInvitation: { invitation: { id: string; status: string } } }>(
      RESEND,
      { input: { id: second } },
      people.owner,
    );
    expect(resent.data?.resendInvitation.invitation.status).toBe("PENDING");
    const fresh = resent.data?.resendInvitation.invitation.id;
    expect((await call(ACCEPT, { input: { id: fresh } }, people.stranger)).code).toBeUndefined();
  });
});

describe("API keys", () => {
  it("read organizations with ORGANIZATION_READ, and change none", async () => {
    const organization = await createOrg();
    const owner = await app.prisma.user.findUniqueOrThrow({ where: { email: people.owner.email } });
    const reader = await createKey(app, owner.id, 30, ["ORGANIZATION_READ"]);
    const other = await createKey(app, owner.id, 30, ["REPOSITORY_READ"]);
    const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
    const read = await call<{ organization: { id: string } | null }>(
      ORG_BY_SLUG,
      { slug: organization.slug },
      withKey(reader.secret),
    );
    expect(read.data?.organization?.id).toBe(organization.id);
    expect((await call(ORG_BY_SLUG, { slug: organization.slug }, withKey(other.secret))).code).toBe(
      "FORBIDDEN",
    );
    const writer = await createKey(app, owner.id, 30, ["REPOSITORY_WRITE", "ORGANIZATION_READ"]);
    const changed = await call(
      UPDATE_ORG,
      { input: { organizationId: organization.id, name: "By key" } },
      withKey(writer.secret),
    );
    expect(changed.code).toBe("FORBIDDEN");
  });
});

describe("the manager", () => {
  const LIST = `query ($term: String) { organizations(first: 50, searchTerm: $term, orderBy: NAME_ASC) { totalCount edges { node { id slug viewerRole } } } }`;
  it("lists and searches every organization for admins only, and reads one it is not in", async () => {
    const organization = await createOrg();
    await call(
      INVITE,
      { input: { organizationId: organization.id, email: "someone@example.com", role: "MEMBER" } },
      people.owner,
    );
    const admin = { cookie: await app.signIn("admin@example.com") };
    type List = {
      organizations: {
        totalCount: number;
        edges: { node: { id: string; slug: string; viewerRole: string | null } }[];
      };
    };
    const found = await call<List>(LIST, { term: organization.slug }, admin);
    expect(found.data?.organizations.edges.map((edge) => edge.node)).toEqual([
      { id: organization.id, slug: organization.slug, viewerRole: null },
    ]);
    expect((await call(LIST, { term: organization.slug }, people.owner)).code).toBe("FORBIDDEN");
    const detail = await call<{
      node: { members: { totalCount: number }; invitations: { totalCount: number } };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on Organization { members(first: 5) { totalCount } invitations(first: 5) { totalCount } } } }`,
      { id: organization.id },
      admin,
    );
    expect(detail.data?.node).toEqual({
      members: { totalCount: 1 },
      invitations: { totalCount: 1 },
    });
  });

  it("lets an admin delete any organization; a member who is not its owner cannot", async () => {
    const organization = await createOrg();
    await join(organization, people.colleague, "ADMIN");
    const refused = await call(
      DELETE_ORG,
      { input: { organizationId: organization.id } },
      people.colleague,
    );
    expect(refused.code).toBe("FORBIDDEN");
    const admin = { cookie: await app.signIn("admin@example.com") };
    const deleted = await call(DELETE_ORG, { input: { organizationId: organization.id } }, admin);
    expect(deleted.code).toBeUndefined();
    expect(await app.prisma.organization.count({ where: { slug: organization.slug } })).toBe(0);
    expect(
      await app.prisma.member.count({ where: { organization: { slug: organization.slug } } }),
    ).toBe(0);
  });
});
