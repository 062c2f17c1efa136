import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { impersonate, sessionTokenOnly } from "./hostile-auth-support.ts";
import {
  CREATE_ORG,
  CREATE_TEAM,
  DELETE_ORG,
  INVITE,
  LEAVE,
  SET_ACTIVE,
  UPDATE_ORG,
  caller,
} from "./organizations-support.ts";

// An admin acting as a user (ADR 045) reads their organizations but changes none of them: an
// organization's changes are its members' own acts, as the account's e-mail, deletion and keys
// are (IMPERSONATION_FORBIDDEN, translated). Switching the active organization changes only the
// impersonation's own session, so the admin can see what the user sees.

let app: TestApp;
let call: ReturnType<typeof caller>;
let owner: { cookie: string };
let asOwner: { cookie: string };
let organizationId: string;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  const email = `impersonated-${randomUUID().slice(0, 8)}@example.com`;
  owner = { cookie: await app.signIn(email) };
  const slug = `imp-${randomUUID().slice(0, 8)}`;
  const created = await call<{ createOrganization: { organization: { id: string } } }>(
    CREATE_ORG,
    { input: { name: "Impersonated", slug } },
    owner,
  );
  organizationId = created.data?.createOrganization.organization.id ?? "";
  const admin = await app.signIn("admin@example.com");
  const { id } = await app.prisma.user.findUniqueOrThrow({ where: { email } });
  asOwner = { cookie: sessionTokenOnly((await impersonate(app, admin, id)).all) };
});
afterAll(() => app?.close());

describe("an admin impersonating an organization's owner", () => {
  it("changes none of its organizations: IMPERSONATION_FORBIDDEN, in the request's language", async () => {
    const slug = `imp-${randomUUID().slice(0, 8)}`;
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE_ORG, { input: { name: "By the admin", slug } }],
      [UPDATE_ORG, { input: { organizationId, name: "Renamed by the admin" } }],
      [INVITE, { input: { organizationId, email: "friend@example.com", role: "OWNER" } }],
      [CREATE_TEAM, { input: { organizationId, name: "Admin's team" } }],
      [LEAVE, { input: { organizationId } }],
      [DELETE_ORG, { input: { organizationId } }],
    ];
    for (const [document, variables] of attempts) {
      const refused = await call(document, variables, {
        ...asOwner,
        headers: { "accept-language": "fr" },
      });
      expect(refused.code, document).toBe("IMPERSONATION_FORBIDDEN");
      expect(refused.message).toMatch(/administrat/);
    }
    const id = decodeGlobalID(organizationId).id;
    const organization = await app.prisma.organization.findUniqueOrThrow({
      where: { id },
      include: { members: true, invitations: true, teams: true },
    });
    expect(organization.name).toBe("Impersonated");
    expect(organization.members).toHaveLength(1);
    expect(organization.invitations).toHaveLength(0);
    expect(organization.teams).toHaveLength(0);
    expect(await app.prisma.organization.count({ where: { slug } })).toBe(0);
  });

  it("still switches the impersonation's active organization, to see what the user sees", async () => {
    const switched = await call(SET_ACTIVE, { input: { organizationId } }, asOwner);
    expect(switched.code).toBeUndefined();
  });
});
