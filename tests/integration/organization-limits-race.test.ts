import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { ACCEPT, CREATE_ORG, CREATE_TEAM, INVITE, caller } from "./organizations-support.ts";

// The organization limits under concurrent requests (docs/decisions/110): better-auth counts,
// then writes, in separate statements, so requests at once all counted below the limit and all
// wrote. The database counts as part of the write, one write per organization (or creator) at a
// time (migration organization_limits); the losers get better-auth's own codes.

const LIMITS = { organizations: 2, members: 3, teams: 2 };
let app: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await createTestApp({
    ORGANIZATIONS_PER_USER: String(LIMITS.organizations),
    MEMBERS_PER_ORGANIZATION: String(LIMITS.members),
    TEAMS_PER_ORGANIZATION: String(LIMITS.teams),
  });
  call = caller(app);
});
afterAll(() => app?.close());

async function person(name: string) {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  return { email, cookie: await app.signIn(email) };
}

type Created = { createOrganization: { organization: { id: string } } };
const createOrganization = (who: { cookie: string }) => {
  const slug = `limit-${randomUUID().slice(0, 8)}`;
  return call<Created>(CREATE_ORG, { input: { name: `Limit ${slug}`, slug } }, who);
};

const codesOf = (results: { code?: string }[]) => results.map((result) => result.code);

describe("limits under concurrent requests", () => {
  it("ORGANIZATIONS_PER_USER: creations at once stop at the limit, leaving nothing behind", async () => {
    const founder = await person("founder");
    const results = await Promise.all(Array.from({ length: 5 }, () => createOrganization(founder)));
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: founder.email } });
    expect(await app.prisma.member.count({ where: { userId: user.id } })).toBe(
      LIMITS.organizations,
    );
    const codes = codesOf(results);
    expect(codes.filter((code) => code === undefined)).toHaveLength(LIMITS.organizations);
    for (const code of codes.filter(Boolean)) {
      expect(code).toBe("YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS");
    }
    // No organization was left without its owner by a refused creation.
    expect(await app.prisma.organization.count({ where: { members: { none: {} } } })).toBe(0);
  });

  it("TEAMS_PER_ORGANIZATION: teams created at once stop at the limit", async () => {
    const owner = await person("teams");
    const organizationId = (await createOrganization(owner)).data?.createOrganization.organization
      .id;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(CREATE_TEAM, { input: { organizationId, name: `Team ${index}` } }, owner),
      ),
    );
    const id = decodeGlobalID(organizationId ?? "").id;
    expect(await app.prisma.team.count({ where: { organizationId: id } })).toBe(LIMITS.teams);
    for (const code of codesOf(results).filter(Boolean)) {
      expect(code).toBe("YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS");
    }
  });

  it("MEMBERS_PER_ORGANIZATION: invitations and acceptances at once stop at the limit", async () => {
    const owner = await person("members");
    const organizationId = (await createOrganization(owner)).data?.createOrganization.organization
      .id;
    const id = decodeGlobalID(organizationId ?? "").id;
    const invitees = await Promise.all(Array.from({ length: 5 }, () => person("invitee")));
    type Invited = { inviteMember: { invitation: { id: string } } };
    const invited = await Promise.all(
      invitees.map((invitee) =>
        call<Invited>(
          INVITE,
          { input: { organizationId, email: invitee.email, role: "MEMBER" } },
          owner,
        ),
      ),
    );
    expect(await app.prisma.invitation.count({ where: { organizationId: id } })).toBe(
      LIMITS.members,
    );
    for (const code of codesOf(invited).filter(Boolean))
      expect(code).toBe("INVITATION_LIMIT_REACHED");

    // The owner and three pending invitations: two acceptances fit.
    const accepted = await Promise.all(
      invited.flatMap((result, index) => {
        const invitation = result.data?.inviteMember.invitation.id;
        return invitation ? [call(ACCEPT, { input: { id: invitation } }, invitees[index]!)] : [];
      }),
    );
    expect(await app.prisma.member.count({ where: { organizationId: id } })).toBe(LIMITS.members);
    for (const code of codesOf(accepted).filter(Boolean)) {
      expect(code).toBe("ORGANIZATION_MEMBERSHIP_LIMIT_REACHED");
    }
  });
});
