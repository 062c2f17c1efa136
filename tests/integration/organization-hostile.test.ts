import { randomUUID } from "node:crypto";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { capturingLogger, type LogLine } from "../setup/capturing-logger.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey } from "./graphql-support.ts";
import {
  ACCEPT,
  CREATE_ORG,
  CREATE_TEAM,
  DECLINE,
  INVITE,
  ORG_BY_SLUG,
  REMOVE,
  RESEND,
  SET_ROLE,
  UPDATE_ORG,
  UPDATE_TEAM,
  caller,
  type Credentials,
} from "./organizations-support.ts";

// A hostile member or client against the organizations API (docs/decisions/110): every refusal
// is a stable code that changes nothing, never an internal error; nothing reaches an address
// its holder has not proved.

let app: TestApp;
let call: ReturnType<typeof caller>;
let lines: LogLine[];
type Person = Credentials & { email: string };
const people: Record<"owner" | "member" | "other", Person> = {
  owner: { email: "" },
  member: { email: "" },
  other: { email: "" },
};

beforeAll(async () => {
  const captured = capturingLogger();
  lines = captured.lines;
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "50" }, { logger: captured.logger });
  call = caller(app);
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
    people[name] = { email, cookie: await app.signIn(email) };
  }
});
afterAll(() => app?.close());

async function createOrg(who: Person = people.owner) {
  const slug = `h-${randomUUID().slice(0, 8)}`;
  const result = await call<{ createOrganization: { organization: { id: string } } }>(
    CREATE_ORG,
    { input: { name: `Org ${slug}`, slug } },
    who,
  );
  const id = result.data?.createOrganization.organization.id;
  if (!id) throw new Error(`createOrganization: ${result.code}`);
  return { id, slug };
}

async function invite(organizationId: string, email: string, role = "MEMBER") {
  const result = await call<{ inviteMember: { invitation: { id: string } } }>(
    INVITE,
    { input: { organizationId, email, role } },
    people.owner,
  );
  const id = result.data?.inviteMember.invitation.id;
  if (!id) throw new Error(`inviteMember: ${result.code}`);
  return id;
}

/** An organization of `people.owner` with `people.member` as a plain member; member ids. */
async function withMember() {
  const organization = await createOrg();
  const invitationId = await invite(organization.id, people.member.email);
  expect((await call(ACCEPT, { input: { id: invitationId } }, people.member)).code).toBeUndefined();
  type Members = {
    organization: { members: { edges: { node: { id: string; email: string } }[] } };
  };
  const members = await call<Members>(ORG_BY_SLUG, { slug: organization.slug }, people.owner);
  const idOf = (who: Person) =>
    members.data?.organization.members.edges.find((edge) => edge.node.email === who.email)?.node
      .id ?? "";
  return { ...organization, ownerId: idOf(people.owner), memberId: idOf(people.member) };
}

describe("a plain member", () => {
  it("removing someone is FORBIDDEN, not UNAUTHENTICATED, and everyone stays", async () => {
    const { id, ownerId, memberId } = await withMember();
    const removed = await call(REMOVE, { input: { memberId: ownerId } }, people.member);
    expect(removed.code).toBe("YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
    const third = `third-${randomUUID().slice(0, 8)}@example.com`;
    const thirdPerson = { email: third, cookie: await app.signIn(third) };
    const invitationId = await invite(id, third);
    await call(ACCEPT, { input: { id: invitationId } }, thirdPerson);
    const thirdMember = await app.prisma.member.findFirstOrThrow({
      where: { user: { email: third } },
    });
    const attempt = await call(
      REMOVE,
      { input: { memberId: encodeGlobalID("Member", thirdMember.id) } },
      people.member,
    );
    expect(attempt.code).toBe("FORBIDDEN");
    expect(memberId).not.toBe("");
    expect(await app.prisma.member.count({ where: { id: thirdMember.id } })).toBe(1);
  });

  it("resending an expired invitation is FORBIDDEN and leaves it as it was", async () => {
    const { id } = await withMember();
    const address = `late-${randomUUID().slice(0, 8)}@example.com`;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 8 * 86_400_000 });
    const invitationId = await invite(id, address);
    vi.useRealTimers();
    const resent = await call(RESEND, { input: { id: invitationId } }, people.member);
    expect(resent.code).toBe("FORBIDDEN");
    const rows = await app.prisma.invitation.findMany({ where: { email: address } });
    expect(rows.map((row) => row.status)).toEqual(["pending"]);
  });
});

describe("two invitations to one address", () => {
  it("make one membership, not two (removing it must remove the person)", async () => {
    const { id, slug } = await createOrg().then(async (org) => ({ ...org }));
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const twice = { email, cookie: await app.signIn(email) };
    const first = await invite(id, email);
    // What two invitations sent at once leave (better-auth checks for a pending one, then
    // writes; a double-click does it): a second pending invitation to the same address.
    const row = await app.prisma.invitation.findUniqueOrThrow({
      where: { id: decodeGlobalID(first).id },
    });
    const second = await app.prisma.invitation.create({
      data: { ...row, id: randomUUID(), role: "admin" },
    });
    expect((await call(ACCEPT, { input: { id: first } }, twice)).code).toBeUndefined();
    const again = await call(
      ACCEPT,
      { input: { id: encodeGlobalID("Invitation", second.id) } },
      twice,
    );
    expect(again.code).toBe("USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
    const memberships = await app.prisma.member.findMany({
      where: { organization: { slug }, user: { email } },
    });
    expect(memberships.map((member) => member.role)).toEqual(["member"]);
  });
});

describe("an address its holder has not proved", () => {
  it("receives no invitation: not listed, not readable, not answerable", async () => {
    const { id } = await createOrg();
    // A GitHub or OIDC account whose provider did not verify the address it gave.
    const email = `claimed-${randomUUID().slice(0, 8)}@example.com`;
    const claimant = { email, cookie: await app.signIn(email) };
    await app.prisma.user.update({ where: { email }, data: { emailVerified: false } });
    const invitationId = await invite(id, email);
    type Received = { viewer: { invitations: { edges: { node: { id: string } }[] } } };
    const listed = await call<Received>(
      `{ viewer { invitations(first: 10) { edges { node { id } } } } }`,
      {},
      claimant,
    );
    expect(listed.data?.viewer.invitations.edges).toEqual([]);
    const read = await call<{ node: unknown }>(
      `query ($id: ID!) { node(id: $id) { ... on Invitation { organizationName } } }`,
      { id: invitationId },
      claimant,
    );
    expect(read.data?.node ?? null).toBeNull();
    for (const document of [ACCEPT, DECLINE]) {
      const answered = await call(document, { input: { id: invitationId } }, claimant);
      expect(answered.code).toBe("YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
    }
    expect(await app.prisma.member.count({ where: { user: { email } } })).toBe(0);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    const key = await createKey(app, user.id, 30, ["ACCOUNT_READ", "ORGANIZATION_READ"]);
    const byKey = await call<Received>(
      `{ viewer { invitations(first: 10) { edges { node { id } } } } }`,
      {},
      { headers: { authorization: `Bearer ${key.secret}` } },
    );
    expect(byKey.data?.viewer.invitations.edges).toEqual([]);
  });
});

describe("hostile input", () => {
  it("is a coded refusal that changes nothing, never an internal error", async () => {
    const { id, slug, ownerId } = await withMember();
    const team = await call<{ createTeam: { team: { id: string } } }>(
      CREATE_TEAM,
      { input: { organizationId: id, name: "Core" } },
      people.owner,
    );
    const teamId = team.data?.createTeam.team.id ?? "";
    const long = "a".repeat(100_000);
    const before = lines.length;
    const attempts: [string, Record<string, unknown>, RegExp][] = [
      [CREATE_ORG, { name: "a\u0000b", slug: `n-${randomUUID().slice(0, 6)}` }, /^VALIDATION$/],
      [CREATE_ORG, { name: "Nul", slug: "a\u0000b" }, /^VALIDATION$/],
      [CREATE_ORG, { name: long, slug: `l-${randomUUID().slice(0, 6)}` }, /^VALIDATION$/],
      [CREATE_ORG, { name: "Long", slug: long }, /^VALIDATION$/],
      [
        CREATE_ORG,
        { name: "\u202e\u2066x", slug: `b-${randomUUID().slice(0, 6)}` },
        /^VALIDATION$/,
      ],
      [UPDATE_ORG, { organizationId: teamId, name: "Wrong type" }, /^VALIDATION$/],
      [UPDATE_ORG, { organizationId: "not-an-id", name: "Bad id" }, /^VALIDATION$/],
      [
        UPDATE_ORG,
        { organizationId: encodeGlobalID("Organization", "a\u0000"), name: "X" },
        /^VALIDATION$/,
      ],
      [UPDATE_ORG, { organizationId: id, name: "\u0007bell" }, /^VALIDATION$/],
      [UPDATE_ORG, { organizationId: id, slug: "UPPER" }, /^VALIDATION$/],
      [
        INVITE,
        { organizationId: id, email: "x\u0000@example.com", role: "MEMBER" },
        /^VALIDATION$/,
      ],
      [
        INVITE,
        { organizationId: id, email: `${long}@example.com`, role: "MEMBER" },
        /^VALIDATION$/,
      ],
      [INVITE, { organizationId: id, email: "not an address", role: "MEMBER" }, /^VALIDATION$/],
      [INVITE, { organizationId: id, email: "x@example.com", role: "SUPERUSER" }, /./],
      [INVITE, { organizationId: ownerId, email: "x@example.com", role: "MEMBER" }, /^VALIDATION$/],
      [SET_ROLE, { memberId: ownerId, role: "owner" }, /./],
      [SET_ROLE, { memberId: teamId, role: "ADMIN" }, /^VALIDATION$/],
      [UPDATE_TEAM, { teamId, name: "\u0000" }, /^VALIDATION$/],
      [UPDATE_TEAM, { teamId, name: long }, /^VALIDATION$/],
    ];
    for (const [document, input, code] of attempts) {
      const result = await call(document, { input }, people.owner);
      expect(
        result.code ?? "none",
        `${document.slice(0, 30)} ${JSON.stringify(input).slice(0, 80)}`,
      ).toMatch(code);
      expect(result.status).toBeLessThan(500);
    }
    const errors = lines.slice(before).filter((line) => Number(line.level) >= 50);
    expect(errors.map((line) => line.msg)).toEqual([]);
    const organization = await app.prisma.organization.findFirstOrThrow({
      where: { slug },
      include: { teams: true, invitations: true },
    });
    expect(organization.name).toBe(`Org ${slug}`);
    expect(organization.teams.map((row) => row.name)).toEqual(["Core"]);
    expect(organization.invitations.filter((row) => row.status === "pending")).toEqual([]);
  });
});
