import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
let owner: string;
let organizationId: string;
beforeAll(async () => {
  app = await createTestApp();
  owner = await app.signIn("owner@example.com");
  const created = await postJson(
    app,
    "/api/auth/organization/create",
    {
      name: "Acme",
      slug: "acme",
    },
    { cookie: owner },
  );
  organizationId = String(created.body.id);
});
afterAll(() => app?.close());

const invite = (cookie: string, email: string, role: string) =>
  postJson(
    app,
    "/api/auth/organization/invite-member",
    { email, role, organizationId },
    { cookie },
  );

async function join(email: string, role: string) {
  const invitation = await invite(owner, email, role);
  expect(invitation.status).toBe(200);
  const cookie = await app.signIn(email);
  const accepted = await postJson(
    app,
    "/api/auth/organization/accept-invitation",
    {
      invitationId: invitation.body.id,
    },
    { cookie },
  );
  expect(accepted.status).toBe(200);
  return cookie;
}

describe("organizations (owner, admin, member tiers)", () => {
  it("lets only the invited recipient answer an invitation", async () => {
    const invitation = await invite(owner, "invited@example.com", "member");
    const someoneElse = await app.signIn("intruder@example.com");
    for (const action of ["accept-invitation", "reject-invitation"]) {
      const response = await postJson(
        app,
        `/api/auth/organization/${action}`,
        {
          invitationId: invitation.body.id,
        },
        { cookie: someoneElse },
      );
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
    }
  });

  it("gives members no rights", async () => {
    const member = await join("member@example.com", "member");
    expect((await invite(member, "x@example.com", "member")).status).toBe(403);
    const team = await postJson(
      app,
      "/api/auth/organization/create-team",
      {
        name: "Nope",
        organizationId,
      },
      { cookie: member },
    );
    expect(team.status).toBe(403);
    const update = await postJson(
      app,
      "/api/auth/organization/update",
      {
        organizationId,
        data: { name: "Taken over" },
      },
      { cookie: member },
    );
    expect(update.status).toBe(403);
  });

  it("lets admins manage invitations, members, teams and the organization, but not delete it", async () => {
    const admin = await join("org-admin@example.com", "admin");
    const invitation = await invite(admin, "y@example.com", "member");
    expect(invitation.status).toBe(200);
    const cancel = await postJson(
      app,
      "/api/auth/organization/cancel-invitation",
      {
        invitationId: invitation.body.id,
      },
      { cookie: admin },
    );
    expect(cancel.status).toBe(200);
    const team = await postJson(
      app,
      "/api/auth/organization/create-team",
      {
        name: "Core",
        organizationId,
      },
      { cookie: admin },
    );
    expect(team.status).toBe(200);
    const update = await postJson(
      app,
      "/api/auth/organization/update",
      {
        organizationId,
        data: { name: "Acme Inc" },
      },
      { cookie: admin },
    );
    expect(update.status).toBe(200);
    const remove = await postJson(
      app,
      "/api/auth/organization/delete",
      { organizationId },
      {
        cookie: admin,
      },
    );
    expect(remove.status).toBe(403);
  });

  it("does not let the sole owner leave", async () => {
    const leave = await postJson(
      app,
      "/api/auth/organization/leave",
      { organizationId },
      {
        cookie: owner,
      },
    );
    expect(leave.status).toBe(400);
    expect(leave.body.code).toBe("YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER");
  });

  it("lets the owner delete the organization", async () => {
    const remove = await postJson(
      app,
      "/api/auth/organization/delete",
      { organizationId },
      {
        cookie: owner,
      },
    );
    expect(remove.status).toBe(200);
  });
});
