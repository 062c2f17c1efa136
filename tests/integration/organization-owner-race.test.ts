import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import {
  ACCEPT,
  CREATE_ORG,
  INVITE,
  LEAVE,
  ORG_BY_SLUG,
  REMOVE,
  SET_ROLE,
  caller,
  type Credentials,
} from "./organizations-support.ts";

// The sole-owner rule under races: better-auth counts the owners, then writes, in separate
// statements, so two owners demoting, removing or leaving at once both counted two and the
// organization was left without one. The database makes the count part of the write
// (migration member_keep_an_owner); the loser is YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER.

let app: TestApp;
let call: ReturnType<typeof caller>;
type Person = Credentials & { email: string };
let first: Person;
let second: Person;

beforeAll(async () => {
  // Each round makes organizations for the same two people.
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "50" });
  call = caller(app);
  const person = async (name: string) => {
    const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
    return { email, cookie: await app.signIn(email) };
  };
  first = await person("first");
  second = await person("second");
});
afterAll(() => app?.close());

/** An organization with `first` and `second` as its two owners; their membership ids. */
async function twoOwners() {
  const slug = `race-${randomUUID().slice(0, 8)}`;
  const created = await call<{ createOrganization: { organization: { id: string } } }>(
    CREATE_ORG,
    { input: { name: `Race ${slug}`, slug } },
    first,
  );
  const organizationId = created.data?.createOrganization.organization.id ?? "";
  const invited = await call<{ inviteMember: { invitation: { id: string } } }>(
    INVITE,
    { input: { organizationId, email: second.email, role: "OWNER" } },
    first,
  );
  const accepted = await call(
    ACCEPT,
    { input: { id: invited.data?.inviteMember.invitation.id } },
    second,
  );
  expect(accepted.code).toBeUndefined();
  type Members = {
    organization: { members: { edges: { node: { id: string; email: string } }[] } };
  };
  const members = await call<Members>(ORG_BY_SLUG, { slug }, first);
  const idOf = (who: Person) =>
    members.data?.organization.members.edges.find((edge) => edge.node.email === who.email)?.node
      .id ?? "";
  return { organizationId, slug, firstId: idOf(first), secondId: idOf(second) };
}

async function ownersOf(organizationId: string) {
  const id = decodeGlobalID(organizationId).id;
  const members = await app.prisma.member.findMany({ where: { organizationId: id } });
  return members.filter((member) => member.role.split(",").includes("owner")).length;
}

const WITHOUT_OWNER = /^YOU_CANNOT_LEAVE_THE_ORGANIZATION_(AS_THE_ONLY_OWNER|WITHOUT_AN_OWNER)$/;

describe("two owners at once", () => {
  it("cannot both step down: one stays owner, the other is told why", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { organizationId, firstId, secondId } = await twoOwners();
      const results = await Promise.all([
        call(SET_ROLE, { input: { memberId: firstId, role: "ADMIN" } }, first),
        call(SET_ROLE, { input: { memberId: secondId, role: "ADMIN" } }, second),
      ]);
      expect(await ownersOf(organizationId)).toBe(1);
      const codes = results.map((result) => result.code).filter(Boolean);
      expect(codes).toHaveLength(1);
      expect(codes[0]).toMatch(WITHOUT_OWNER);
    }
  });

  it("cannot demote each other at once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { organizationId, firstId, secondId } = await twoOwners();
      const results = await Promise.all([
        call(SET_ROLE, { input: { memberId: secondId, role: "MEMBER" } }, first),
        call(SET_ROLE, { input: { memberId: firstId, role: "MEMBER" } }, second),
      ]);
      expect(await ownersOf(organizationId)).toBe(1);
      expect(results.filter((result) => result.code === undefined)).toHaveLength(1);
    }
  });

  it("cannot both leave, nor remove each other at once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const left = await twoOwners();
      const leaving = await Promise.all([
        call(LEAVE, { input: { organizationId: left.organizationId } }, first),
        call(LEAVE, { input: { organizationId: left.organizationId } }, second),
      ]);
      expect(await ownersOf(left.organizationId)).toBe(1);
      expect(leaving.map((result) => result.code).filter(Boolean)[0]).toMatch(WITHOUT_OWNER);

      const removed = await twoOwners();
      await Promise.all([
        call(REMOVE, { input: { memberId: removed.secondId } }, first),
        call(REMOVE, { input: { memberId: removed.firstId } }, second),
      ]);
      expect(await ownersOf(removed.organizationId)).toBe(1);
    }
  });

  it("holds for every writer: the database refuses the last owner's demotion", async () => {
    const { organizationId, firstId, secondId } = await twoOwners();
    const id = (globalId: string) => decodeGlobalID(globalId).id;
    await app.prisma.member.update({ where: { id: id(secondId) }, data: { role: "member" } });
    await expect(
      app.prisma.member.update({ where: { id: id(firstId) }, data: { role: "admin" } }),
    ).rejects.toThrow();
    await expect(app.prisma.member.delete({ where: { id: id(firstId) } })).rejects.toThrow();
    expect(await ownersOf(organizationId)).toBe(1);
  });

  it("does not stand in the way of deleting a user, owners included", async () => {
    const email = `gone-${randomUUID().slice(0, 8)}@example.com`;
    const leaving = { email, cookie: await app.signIn(email) };
    const slug = `gone-${randomUUID().slice(0, 8)}`;
    await call(CREATE_ORG, { input: { name: "Gone", slug } }, leaving);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    const admin = { cookie: await app.signIn("admin@example.com") };
    const deleted = await call(
      `mutation ($id: ID!) { deleteUser(input: { userId: $id }) { deletedUserId } }`,
      { id: encodeGlobalID("User", user.id) },
      admin,
    );
    expect(deleted.code).toBeUndefined();
    expect(await app.prisma.member.count({ where: { userId: user.id } })).toBe(0);
  });

  it("still lets an owner delete the organization, and an admin delete it for them", async () => {
    const { organizationId } = await twoOwners();
    const deleted = await call(
      `mutation ($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { deletedOrganizationId } }`,
      { input: { organizationId } },
      first,
    );
    expect(deleted.code).toBeUndefined();
    const other = await twoOwners();
    const admin = { cookie: await app.signIn("admin@example.com") };
    const byAdmin = await call(
      `mutation ($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { deletedOrganizationId } }`,
      { input: { organizationId: other.organizationId } },
      admin,
    );
    expect(byAdmin.code).toBeUndefined();
    expect(
      await app.prisma.member.count({
        where: { organizationId: decodeGlobalID(other.organizationId).id },
      }),
    ).toBe(0);
  });
});
