import { randomUUID } from "node:crypto";
import type { GraphQLObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/schema/index.ts";
import { API_KEY_SCOPES, type ApiKeyScope } from "#shared/validation/api-key";
import { scopeGrants } from "../../server/auth/api-key-scopes.ts";
import { sealSecret } from "../../server/webhooks/secrets.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../setup/test-app.ts";
import {
  createKey,
  globalId,
  PRINCIPALS,
  setUpPrincipals,
  type PrincipalName,
  type Principals,
} from "./graphql-support.ts";

// Every root Query and Mutation field × every principal, generated from the schema: a new
// root field without a row here fails the first test. OK means data and no error.

type Outcome = "OK" | "UNAUTHENTICATED" | "FORBIDDEN";
type Row = {
  document: string;
  /** Fresh variables per call (a delete needs its own repository). */
  variables: (principal: PrincipalName) => Promise<Record<string, unknown>>;
  expected: Record<PrincipalName, Outcome>;
  /**
   * The scope an admin's key needs for this row (docs/api.md#scopes; its WRITE twin also
   * grants a READ): ANY when every key may, null when none may. Checked with single-scope keys.
   */
  /** A list: every one is needed, so no single-scope key below may (ADR 107's subscriptions). */
  keyScope: ApiKeyScope | ApiKeyScope[] | "ANY" | null;
};

const U = "UNAUTHENTICATED";
const F = "FORBIDDEN";
// anonymous, user, admin, banned, userKey, adminKey
const everyoneSignedIn = row("OK", "OK", "OK", "OK");
const adminsOnly = row("FORBIDDEN", "OK", "FORBIDDEN", "OK");
const adminSessionOnly = row(F, "OK", F, F);
function row(user: Outcome, admin: Outcome, userKey: Outcome, adminKey: Outcome) {
  return { anonymous: U, user, admin, banned: U, userKey, adminKey } as Record<
    PrincipalName,
    Outcome
  >;
}

let app: TestApp;
let principals: Principals;

const repository = async () => {
  const created = await app.prisma.repository.create({
    data: { name: `matrix-${randomUUID()}`, link: "https://example.com/matrix" },
  });
  return globalId("Repository", created.id);
};
/** A user nobody signs in as, for the admin actions to act on. */
const throwawayUser = async () => {
  const user = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Target", email: `target-${randomUUID()}@example.com` },
  });
  return globalId("User", user.id);
};
/** Another device of this user: revoking it leaves the principal's own session alone. */
const extraSession = async (userId: string) => {
  const session = await app.prisma.session.create({
    data: {
      id: randomUUID(),
      token: randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return session.id;
};
/** A job of the matrix's queue (no retries), failed as a worker fails it, or only sent. */
const JOB_QUEUE = "test.matrix-jobs";
const job = async (failed: boolean) => {
  const boss = app.jobs.boss;
  const id = (await boss.send(JOB_QUEUE, {}, { priority: 1 }))!;
  if (failed) {
    await boss.fetch(JOB_QUEUE, { batchSize: 1 });
    await boss.fail(JOB_QUEUE, id, new Error("matrix"));
  }
  return globalId("Job", id);
};
/** A webhook endpoint of this user (its secret sealed as the app seals it), with a delivery. */
const endpointOf = async (userId: string) => {
  const endpoint = await app.prisma.webhookEndpoint.create({
    data: {
      userId,
      url: "https://93.184.215.14/hook",
      events: ["repository.created"],
      secret: sealSecret(TEST_AUTH_SECRET, "whsec_bWF0cml4"),
    },
  });
  const delivery = await app.prisma.webhookDelivery.create({
    data: {
      endpointId: endpoint.id,
      messageId: `msg_${randomUUID()}`,
      eventType: "webhook.test",
      attempt: 1,
      status: "FAILED",
      payload: "{}",
    },
  });
  return {
    id: globalId("WebhookEndpoint", endpoint.id),
    deliveryId: globalId("WebhookDelivery", delivery.id),
  };
};
const ownWebhooks = row("OK", "OK", F, F);
/** Organization changes: better-auth acts for a browser session only (docs/decisions/110). */
const sessionsOnly = row("OK", "OK", F, F);

/**
 * An organization with `role` for this user, a second member, a pending invitation and a team
 * (better-auth's tables, written directly: the rows under test, not the way to make them).
 */
const organizationOf = async (userId: string, role = "owner") => {
  const other = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Colleague", email: `colleague-${randomUUID()}@example.com` },
  });
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  const organization = await app.prisma.organization.create({
    data: {
      id: randomUUID(),
      name: "Matrix",
      slug,
      createdAt: new Date(),
      members: {
        create: [
          { id: randomUUID(), userId, role, createdAt: new Date() },
          {
            id: randomUUID(),
            userId: other.id,
            role: role === "owner" ? "member" : "owner",
            createdAt: new Date(),
          },
        ],
      },
      teams: { create: { id: randomUUID(), name: "Team", createdAt: new Date() } },
    },
    include: { members: true, teams: true },
  });
  const inviterId = role === "owner" ? userId : other.id;
  const invitation = (email: string) =>
    app.prisma.invitation.create({
      data: {
        id: randomUUID(),
        organizationId: organization.id,
        email,
        role: "member",
        status: "pending",
        inviterId,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: new Date(),
      },
    });
  const otherMember = organization.members.find((member) => member.userId === other.id);
  return {
    id: globalId("Organization", organization.id),
    /** The row's own id, for rows an organization holds (a scaffolded organization model). */
    rowId: organization.id,
    slug,
    memberId: globalId("Member", otherMember?.id ?? ""),
    teamId: globalId("Team", organization.teams[0]?.id ?? ""),
    invitationId: async () =>
      globalId("Invitation", (await invitation(`guest-${randomUUID()}@example.com`)).id),
    invitationFor: async (email: string) => globalId("Invitation", (await invitation(email)).id),
  };
};
const emailOf = async (principal: PrincipalName) =>
  (await app.prisma.user.findUniqueOrThrow({ where: { id: ownerOf(principal) } })).email;
/** An invitation to this principal's address, from an organization they are not in. */
const invitationTo = async (principal: PrincipalName) => {
  const owner = await app.prisma.user.create({
    data: { id: randomUUID(), name: "Host", email: `host-${randomUUID()}@example.com` },
  });
  return (await organizationOf(owner.id)).invitationFor(await emailOf(principal));
};
const REQUEST_EMAIL_CHANGE = `mutation ($input: RequestUserEmailChangeInput!) { requestUserEmailChange(input: $input) { user { id } } }`;
const ownerOf = (principal: PrincipalName) =>
  principal === "admin" || principal === "adminKey" ? principals.ids.admin : principals.ids.user;

const MATRIX: Record<string, Row> = {
  node: {
    document: `query ($id: ID!) { node(id: $id) { id } }`,
    variables: async () => ({ id: await repository() }),
    expected: everyoneSignedIn,
    keyScope: "REPOSITORY_READ",
  },
  nodes: {
    document: `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
    variables: async () => ({ ids: [await repository()] }),
    expected: everyoneSignedIn,
    keyScope: "REPOSITORY_READ",
  },
  repositories: {
    document: `{ repositories(first: 1) { totalCount edges { node { id } } } }`,
    variables: async () => ({}),
    expected: everyoneSignedIn,
    keyScope: "REPOSITORY_READ",
  },
  repository: {
    document: `query ($id: ID!) { repository(id: $id) { name } }`,
    variables: async () => ({ id: await repository() }),
    expected: everyoneSignedIn,
    keyScope: "REPOSITORY_READ",
  },
  users: {
    document: `{ users(first: 1) { totalCount edges { node { id email } } } }`,
    variables: async () => ({}),
    expected: adminsOnly,
    keyScope: "USER_READ",
  },
  auditEvents: {
    document: `{ auditEvents(first: 1) { totalCount edges { node { id action changes } } } }`,
    variables: async () => ({}),
    expected: adminsOnly,
    keyScope: "USER_READ",
  },
  // Its repositoriesCreated also needs REPOSITORY_READ (graphql-activity.test.ts).
  activity: {
    document: `{ activity(days: 7) { since usersCreated { day count } } }`,
    variables: async () => ({}),
    expected: adminsOnly,
    keyScope: "USER_READ",
  },
  user: {
    document: `query ($id: ID!) { user(id: $id) { email } }`,
    variables: async () => ({ id: globalId("User", principals.ids.user) }),
    expected: adminsOnly,
    keyScope: "USER_READ",
  },
  viewer: {
    document: `{ viewer { id email } }`,
    variables: async () => ({}),
    expected: everyoneSignedIn,
    keyScope: "ACCOUNT_READ",
  },
  createRepository: {
    document: `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
    variables: async () => ({
      input: { name: `new-${randomUUID()}`, link: "https://example.com" },
    }),
    expected: adminsOnly,
    keyScope: "REPOSITORY_WRITE",
  },
  updateRepository: {
    document: `mutation ($input: UpdateRepositoryInput!) { updateRepository(input: $input) { repository { id } } }`,
    variables: async () => ({ input: { id: await repository(), description: "changed" } }),
    expected: adminsOnly,
    keyScope: "REPOSITORY_WRITE",
  },
  deleteRepository: {
    document: `mutation ($input: DeleteRepositoryInput!) { deleteRepository(input: $input) { deletedRepositoryId } }`,
    variables: async () => ({ input: { id: await repository() } }),
    expected: adminsOnly,
    keyScope: "REPOSITORY_WRITE",
  },
  createUser: {
    document: `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
    variables: async () => ({
      input: { name: "New", email: `new-${randomUUID().slice(0, 8)}@example.com` },
    }),
    expected: adminsOnly,
    keyScope: "USER_WRITE",
  },
  updateUser: {
    document: `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }`,
    variables: async () => ({ input: { id: globalId("User", principals.ids.user), name: "User" } }),
    expected: adminsOnly,
    keyScope: "USER_WRITE",
  },
  updateViewer: {
    document: `mutation ($input: UpdateViewerInput!) { updateViewer(input: $input) { user { name } } }`,
    variables: async (principal) => ({
      input: { name: principal.startsWith("admin") ? "Admin" : "User" },
    }),
    expected: everyoneSignedIn,
    keyScope: "ACCOUNT_WRITE",
  },
  createApiKey: {
    document: `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
    variables: async () => ({
      input: { name: "ci", expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    // Keys cannot mint keys.
    expected: row("OK", "OK", F, F),
    keyScope: null,
  },
  revokeApiKey: {
    document: `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { revokedAt } } }`,
    variables: async (principal) => ({
      input: { id: (await createKey(app, ownerOf(principal))).globalId },
    }),
    expected: everyoneSignedIn,
    keyScope: "ACCOUNT_WRITE",
  },
  // Moving a user to a new address: a fresh admin browser session only (docs/decisions/044).
  requestUserEmailChange: {
    document: REQUEST_EMAIL_CHANGE,
    variables: async () => ({
      input: { userId: await throwawayUser(), email: `moved-${randomUUID()}@example.com` },
    }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  confirmUserEmailChange: {
    document: `mutation ($input: ConfirmUserEmailChangeInput!) { confirmUserEmailChange(input: $input) { user { email } } }`,
    // A change an admin started, with the code its new address received.
    variables: async () => {
      const userId = await throwawayUser();
      const email = `moved-${randomUUID()}@example.com`;
      await app.graphql(REQUEST_EMAIL_CHANGE, {
        ...principals.admin,
        variables: { input: { userId, email } },
      });
      return { input: { userId, code: await app.lastCode(email) } };
    },
    expected: adminSessionOnly,
    keyScope: null,
  },
  // Session and admin actions act through better-auth as the caller's session: no key may.
  revokeSession: {
    document: `mutation ($input: RevokeSessionInput!) { revokeSession(input: $input) { revokedSessionId } }`,
    variables: async (principal) => ({
      input: { id: globalId("Session", await extraSession(ownerOf(principal))) },
    }),
    expected: row("OK", "OK", F, F),
    keyScope: null,
  },
  revokeOtherSessions: {
    document: `mutation { revokeOtherSessions { revokedCount } }`,
    variables: async () => ({}),
    expected: row("OK", "OK", F, F),
    keyScope: null,
  },
  banUser: {
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { user { banned } } }`,
    variables: async () => ({ input: { userId: await throwawayUser(), reason: "spam" } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  unbanUser: {
    document: `mutation ($input: UnbanUserInput!) { unbanUser(input: $input) { user { banned } } }`,
    variables: async () => ({ input: { userId: await throwawayUser() } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  revokeUserSessions: {
    document: `mutation ($input: RevokeUserSessionsInput!) { revokeUserSessions(input: $input) { revokedCount } }`,
    variables: async () => ({ input: { userId: await throwawayUser() } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  deleteUser: {
    document: `mutation ($input: DeleteUserInput!) { deleteUser(input: $input) { deletedUserId } }`,
    variables: async () => ({ input: { userId: await throwawayUser() } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  // docs/decisions/117: an admin's reset of a user's second factors.
  resetUserSecondFactors: {
    document: `mutation ($input: ResetUserSecondFactorsInput!) { resetUserSecondFactors(input: $input) { user { id } } }`,
    variables: async () => ({ input: { userId: await throwawayUser() } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  // The manager's Jobs screen: admins in a browser session only, no key (docs/decisions/106).
  jobQueues: {
    document: `{ jobQueues { name failed } }`,
    variables: async () => ({}),
    expected: adminSessionOnly,
    keyScope: null,
  },
  failedJobs: {
    document: `{ failedJobs(first: 1) { edges { node { id error } } } }`,
    variables: async () => ({}),
    expected: adminSessionOnly,
    keyScope: null,
  },
  retryJob: {
    document: `mutation ($input: RetryJobInput!) { retryJob(input: $input) { job { state } } }`,
    variables: async () => ({ input: { id: await job(true) } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  cancelJob: {
    document: `mutation ($input: CancelJobInput!) { cancelJob(input: $input) { job { state } } }`,
    variables: async () => ({ input: { id: await job(false) } }),
    expected: adminSessionOnly,
    keyScope: null,
  },
  // One's own webhooks (docs/decisions/107): the seeded keys predate the WEBHOOK scopes.
  webhookEventTypes: {
    document: `{ webhookEventTypes }`,
    variables: async () => ({}),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_READ",
  },
  createWebhookEndpoint: {
    document: `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
    variables: async (principal) => {
      // Each call makes one: the owner stays under the per-user cap.
      await app.prisma.webhookEndpoint.deleteMany({ where: { userId: ownerOf(principal) } });
      return { input: { url: "https://93.184.215.14/hook", events: ["repository.created"] } };
    },
    expected: ownWebhooks,
    // A key subscribes only to what it may read itself: repository.created takes
    // REPOSITORY_READ beside WEBHOOK_WRITE (webhooks-api.test.ts covers the pair).
    keyScope: ["WEBHOOK_WRITE", "REPOSITORY_READ"],
  },
  updateWebhookEndpoint: {
    document: `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { webhookEndpoint { id } } }`,
    variables: async (principal) => ({
      input: { id: (await endpointOf(ownerOf(principal))).id, description: "changed" },
    }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  setWebhookEndpointEnabled: {
    document: `mutation ($input: SetWebhookEndpointEnabledInput!) { setWebhookEndpointEnabled(input: $input) { webhookEndpoint { enabled } } }`,
    variables: async (principal) => ({
      input: { id: (await endpointOf(ownerOf(principal))).id, enabled: false },
    }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  deleteWebhookEndpoint: {
    document: `mutation ($input: DeleteWebhookEndpointInput!) { deleteWebhookEndpoint(input: $input) { deletedWebhookEndpointId } }`,
    variables: async (principal) => ({ input: { id: (await endpointOf(ownerOf(principal))).id } }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  rotateWebhookSecret: {
    document: `mutation ($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) { secret } }`,
    variables: async (principal) => ({ input: { id: (await endpointOf(ownerOf(principal))).id } }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  sendTestWebhook: {
    document: `mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { delivery { status } } }`,
    variables: async (principal) => ({ input: { id: (await endpointOf(ownerOf(principal))).id } }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  redeliverWebhook: {
    document: `mutation ($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { delivery { attempt } } }`,
    variables: async (principal) => ({
      input: { deliveryId: (await endpointOf(ownerOf(principal))).deliveryId },
    }),
    expected: ownWebhooks,
    keyScope: "WEBHOOK_WRITE",
  },
  // Organizations (docs/decisions/110): members read with ORGANIZATION_READ (the seeded keys
  // predate it); every change needs a browser session.
  organization: {
    document: `query ($slug: String!) { organization(slug: $slug) { id } }`,
    variables: async (principal) => ({ slug: (await organizationOf(ownerOf(principal))).slug }),
    expected: sessionsOnly,
    keyScope: "ORGANIZATION_READ",
  },
  createOrganization: {
    document: `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    variables: async () => ({
      input: { name: "Matrix", slug: `created-${randomUUID().slice(0, 8)}` },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  updateOrganization: {
    document: `mutation ($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { id } } }`,
    variables: async (principal) => ({
      input: { organizationId: (await organizationOf(ownerOf(principal))).id, name: "Renamed" },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  deleteOrganization: {
    document: `mutation ($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { deletedOrganizationId } }`,
    variables: async (principal) => ({
      input: { organizationId: (await organizationOf(ownerOf(principal))).id },
    }),
    expected: sessionsOnly,
    // Admins delete any organization, with a key too (the manager's action).
    keyScope: "ORGANIZATION_WRITE",
  },
  organizations: {
    document: `{ organizations(first: 5) { totalCount edges { node { id } } } }`,
    variables: async () => ({}),
    expected: row(F, "OK", F, F),
    keyScope: "ORGANIZATION_READ",
  },
  setActiveOrganization: {
    document: `mutation ($input: SetActiveOrganizationInput!) { setActiveOrganization(input: $input) { organization { id } } }`,
    variables: async (principal) => ({
      input: { organizationId: (await organizationOf(ownerOf(principal))).id },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  leaveOrganization: {
    document: `mutation ($input: LeaveOrganizationInput!) { leaveOrganization(input: $input) { removedMemberId } }`,
    variables: async (principal) => ({
      input: { organizationId: (await organizationOf(ownerOf(principal), "member")).id },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  inviteMember: {
    document: `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id } } }`,
    variables: async (principal) => ({
      input: {
        organizationId: (await organizationOf(ownerOf(principal))).id,
        email: `invited-${randomUUID().slice(0, 8)}@example.com`,
        role: "MEMBER",
      },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  resendInvitation: {
    document: `mutation ($input: ResendInvitationInput!) { resendInvitation(input: $input) { invitation { id } } }`,
    variables: async (principal) => ({
      input: { id: await (await organizationOf(ownerOf(principal))).invitationId() },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  cancelInvitation: {
    document: `mutation ($input: CancelInvitationInput!) { cancelInvitation(input: $input) { invitation { id } } }`,
    variables: async (principal) => ({
      input: { id: await (await organizationOf(ownerOf(principal))).invitationId() },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  acceptInvitation: {
    document: `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { organization { id } } }`,
    variables: async (principal) => ({ input: { id: await invitationTo(principal) } }),
    expected: sessionsOnly,
    keyScope: null,
  },
  declineInvitation: {
    document: `mutation ($input: DeclineInvitationInput!) { declineInvitation(input: $input) { invitation { id } } }`,
    variables: async (principal) => ({ input: { id: await invitationTo(principal) } }),
    expected: sessionsOnly,
    keyScope: null,
  },
  updateMemberRole: {
    document: `mutation ($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { id } } }`,
    variables: async (principal) => ({
      input: { memberId: (await organizationOf(ownerOf(principal))).memberId, role: "ADMIN" },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  removeMember: {
    document: `mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }`,
    variables: async (principal) => ({
      input: { memberId: (await organizationOf(ownerOf(principal))).memberId },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  createTeam: {
    document: `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id } } }`,
    variables: async (principal) => ({
      input: { organizationId: (await organizationOf(ownerOf(principal))).id, name: "New team" },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  updateTeam: {
    document: `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { team { id } } }`,
    variables: async (principal) => ({
      input: { teamId: (await organizationOf(ownerOf(principal))).teamId, name: "Renamed" },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  deleteTeam: {
    document: `mutation ($input: DeleteTeamInput!) { deleteTeam(input: $input) { deletedTeamId } }`,
    variables: async (principal) => ({
      input: { teamId: (await organizationOf(ownerOf(principal))).teamId },
    }),
    expected: sessionsOnly,
    keyScope: null,
  },
  addTeamMember: {
    document: `mutation ($input: AddTeamMemberInput!) { addTeamMember(input: $input) { team { id } } }`,
    variables: async (principal) => {
      const organization = await organizationOf(ownerOf(principal));
      return { input: { teamId: organization.teamId, memberId: organization.memberId } };
    },
    expected: sessionsOnly,
    keyScope: null,
  },
  removeTeamMember: {
    document: `mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) { team { id } } }`,
    variables: async (principal) => {
      const organization = await organizationOf(ownerOf(principal));
      const teamId = organization.teamId;
      const ids = [teamId, organization.memberId].map(
        (id) => Buffer.from(id, "base64").toString().split(":")[1] ?? "",
      );
      const member = await app.prisma.member.findUniqueOrThrow({ where: { id: ids[1] } });
      await app.prisma.teamMember.create({
        data: {
          id: randomUUID(),
          teamId: ids[0] ?? "",
          userId: member.userId,
          createdAt: new Date(),
        },
      });
      return { input: { teamId, memberId: organization.memberId } };
    },
    expected: sessionsOnly,
    keyScope: null,
  },
  rateLimit: {
    document: `{ rateLimit { limit remaining } }`,
    variables: async () => ({}),
    expected: everyoneSignedIn,
    keyScope: "ANY",
  },
};

/** An admin's key (every permission) holding one scope: the scope alone decides. */
const scopedKeys = new Map<ApiKeyScope, Record<string, string>>();

beforeAll(async () => {
  // Webhook deliveries stay queued: their public test address is not reachable here.
  // Every row makes organizations for the same two users: no cap on how many they belong to.
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "1000" }, { webhookWorker: false });
  principals = await setUpPrincipals(app);
  await app.jobs.boss.createQueue(JOB_QUEUE, { retryLimit: 0 });
});
afterAll(() => app?.close());

describe("authorization matrix", () => {
  it("has a row for every root Query and Mutation field", () => {
    const fields = ["Query", "Mutation"].flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()),
    );
    expect(Object.keys(MATRIX).sort()).toEqual(fields.sort());
  });

  for (const [field, entry] of Object.entries(MATRIX)) {
    for (const principal of PRINCIPALS) {
      const expected = entry.expected[principal];
      it(`${field} × ${principal} → ${expected}`, async () => {
        const { body } = await app.graphql(entry.document, {
          ...principals[principal],
          variables: await entry.variables(principal),
        });
        if (expected === "OK") {
          expect(body.errors).toBeUndefined();
          expect(body.data?.[field]).toBeTruthy();
        } else {
          expect(body.errors?.map((error) => error.extensions?.code)).toEqual([expected]);
          // Never partial data of a denied object.
          expect(body.data?.[field] ?? null).toBeNull();
        }
      });
    }
  }
});

describe("authorization matrix: API-key scopes", () => {
  // Made once the principals' rows have run: with a key per scope the admin would be at the
  // active-key limit, and createApiKey × admin would be refused for it.
  beforeAll(async () => {
    for (const scope of API_KEY_SCOPES) {
      const key = await createKey(app, principals.ids.admin, 30, [scope]);
      scopedKeys.set(scope, { authorization: `Bearer ${key.secret}` });
    }
  });

  for (const [field, entry] of Object.entries(MATRIX)) {
    for (const scope of API_KEY_SCOPES) {
      const needed = entry.keyScope;
      const allowed =
        needed === "ANY" ||
        (needed !== null && [needed].flat().every((one) => scopeGrants(scope, one)));
      it(`${field} × key with ${scope} → ${allowed ? "OK" : F}`, async () => {
        const { body } = await app.graphql(entry.document, {
          headers: scopedKeys.get(scope),
          variables: await entry.variables("adminKey"),
        });
        if (allowed) {
          expect(body.errors).toBeUndefined();
          expect(body.data?.[field]).toBeTruthy();
        } else {
          expect(body.errors?.map((error) => error.extensions?.code)).toEqual([F]);
          // nodes(ids) keeps its list: the denied entry is null.
          expect([body.data?.[field] ?? null].flat().every((value) => value === null)).toBe(true);
        }
      });
    }
  }
});
