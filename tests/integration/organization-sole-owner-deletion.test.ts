import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { isSoleOwnerViolation } from "../../server/auth/sole-owner.ts";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { ACCEPT, CREATE_ORG, INVITE, caller, type Credentials } from "./organizations-support.ts";

// Deleting the account of an organization's sole owner (docs/decisions/121): refused with
// SOLE_OWNER_OF_ORGANIZATION while others are members, on every path that deletes a user (the
// account page's /delete-user, the manager's deleteUser and /admin/remove-user, any other
// writer through the database); an organization whose only member is that owner goes with the
// account.

let app: TestApp;
let call: ReturnType<typeof caller>;
let admin: Credentials;
type Person = Credentials & { email: string; id: string };

beforeAll(async () => {
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "50" });
  call = caller(app);
  admin = { cookie: await app.signIn("admin@example.com") };
});
afterAll(() => app?.close());

async function person(name: string): Promise<Person> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const cookie = await app.signIn(email);
  const { id } = await app.prisma.user.findUniqueOrThrow({ where: { email } });
  return { email, cookie, id };
}

/** An organization made by `owner`, with `others` joined at the tiers given. */
async function organization(owner: Person, others: [Person, "OWNER" | "ADMIN" | "MEMBER"][]) {
  const slug = `sole-${randomUUID().slice(0, 8)}`;
  const created = await call<{ createOrganization: { organization: { id: string } } }>(
    CREATE_ORG,
    { input: { name: `Sole ${slug}`, slug } },
    owner,
  );
  const globalId = created.data?.createOrganization.organization.id ?? "";
  for (const [other, role] of others) {
    const invited = await call<{ inviteMember: { invitation: { id: string } } }>(
      INVITE,
      { input: { organizationId: globalId, email: other.email, role } },
      owner,
    );
    const accepted = await call(
      ACCEPT,
      { input: { id: invited.data?.inviteMember.invitation.id } },
      other,
    );
    expect(accepted.code).toBeUndefined();
  }
  return decodeGlobalID(globalId).id;
}

const DELETE_USER = `mutation ($id: ID!) { deleteUser(input: { userId: $id }) { deletedUserId } }`;
const exists = async (id: string) => (await app.prisma.user.count({ where: { id } })) === 1;
const organizationExists = async (id: string) =>
  (await app.prisma.organization.count({ where: { id } })) === 1;

describe("the sole owner of an organization with other members", () => {
  it("cannot delete their own account: a translated 400, nothing deleted", async () => {
    const owner = await person("owner");
    const member = await person("member");
    const organizationId = await organization(owner, [[member, "MEMBER"]]);
    const refused = await postJson(
      app,
      "/api/auth/delete-user",
      {},
      { cookie: owner.cookie, headers: { "accept-language": "fr" } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("SOLE_OWNER_OF_ORGANIZATION");
    expect(refused.body.message).toMatch(/propriétaire/);
    expect(await exists(owner.id)).toBe(true);
    // Refused before better-auth began: the sessions and the membership are all still there.
    expect(await app.prisma.session.count({ where: { userId: owner.id } })).toBeGreaterThan(0);
    expect(await app.prisma.member.count({ where: { organizationId } })).toBe(2);
  });

  it("is not deleted by an admin, through GraphQL or REST", async () => {
    const owner = await person("owner");
    const admins = await person("admin-tier");
    await organization(owner, [[admins, "ADMIN"]]);
    const graphql = await call(DELETE_USER, { id: encodeGlobalID("User", owner.id) }, admin);
    expect(graphql.code).toBe("SOLE_OWNER_OF_ORGANIZATION");
    expect(graphql.message).toMatch(/only owner/);
    const rest = await postJson(
      app,
      "/api/auth/admin/remove-user",
      { userId: owner.id },
      { cookie: admin.cookie },
    );
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe("SOLE_OWNER_OF_ORGANIZATION");
    expect(await exists(owner.id)).toBe(true);
    expect(await app.prisma.session.count({ where: { userId: owner.id } })).toBeGreaterThan(0);
  });

  it("is refused by the database for any other writer", async () => {
    const owner = await person("owner");
    const member = await person("member");
    const organizationId = await organization(owner, [[member, "MEMBER"]]);
    await expect(app.prisma.user.delete({ where: { id: owner.id } })).rejects.toThrow();
    expect(await exists(owner.id)).toBe(true);
    expect(await app.prisma.member.count({ where: { organizationId } })).toBe(2);
  });

  it("can go once the organization has another owner", async () => {
    const owner = await person("owner");
    const coOwner = await person("co-owner");
    const organizationId = await organization(owner, [[coOwner, "OWNER"]]);
    const deleted = await postJson(app, "/api/auth/delete-user", {}, { cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect(await exists(owner.id)).toBe(false);
    expect(await organizationExists(organizationId)).toBe(true);
  });

  it("two owners deleting their accounts at once: one stays, the other is told why", async () => {
    const first = await person("first");
    const second = await person("second");
    const member = await person("member");
    const organizationId = await organization(first, [
      [second, "OWNER"],
      [member, "MEMBER"],
    ]);
    const results = await Promise.all([
      call(DELETE_USER, { id: encodeGlobalID("User", first.id) }, admin),
      call(DELETE_USER, { id: encodeGlobalID("User", second.id) }, admin),
    ]);
    const codes = results.map((result) => result.code).filter(Boolean);
    expect(codes).toEqual(["SOLE_OWNER_OF_ORGANIZATION"]);
    const owners = await app.prisma.member.count({
      where: { organizationId, role: { contains: "owner" } },
    });
    expect(owners).toBe(1);
  });

  it("two owners' rows deleted at once by other writers: the database lets one go", async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await person("first");
      const second = await person("second");
      const member = await person("member");
      await organization(first, [
        [second, "OWNER"],
        [member, "MEMBER"],
      ]);
      const results = await Promise.allSettled([
        app.prisma.user.delete({ where: { id: first.id } }),
        app.prisma.user.delete({ where: { id: second.id } }),
      ]);
      const refused = results.filter((result) => result.status === "rejected");
      expect(refused).toHaveLength(1);
      expect(isSoleOwnerViolation((refused[0] as PromiseRejectedResult).reason)).toBe(true);
    }
  });
});

describe("an organization whose only member is its owner", () => {
  it("is deleted with the owner's own account", async () => {
    const owner = await person("alone");
    const organizationId = await organization(owner, []);
    const deleted = await postJson(app, "/api/auth/delete-user", {}, { cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect(await exists(owner.id)).toBe(false);
    expect(await organizationExists(organizationId)).toBe(false);
  });

  it("is deleted with the account an admin deletes, and by any other writer", async () => {
    const owner = await person("alone");
    const organizationId = await organization(owner, []);
    const graphql = await call(DELETE_USER, { id: encodeGlobalID("User", owner.id) }, admin);
    expect(graphql.code).toBeUndefined();
    expect(await organizationExists(organizationId)).toBe(false);

    const other = await person("alone");
    const otherOrganizationId = await organization(other, []);
    await app.prisma.user.delete({ where: { id: other.id } });
    expect(await organizationExists(otherOrganizationId)).toBe(false);
  });
});
