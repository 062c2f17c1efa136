import type { TestApp } from "../setup/test-app.ts";

// Shared by the organization suites: GraphQL documents and a caller that returns the first
// error's code, so each test reads as the rule it checks.

export const CREATE_ORG = `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id name slug viewerRole viewerAbilities } } }`;
export const UPDATE_ORG = `mutation ($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { name slug } } }`;
export const DELETE_ORG = `mutation ($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { deletedOrganizationId } }`;
export const INVITE = `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id email role status } } }`;
export const ACCEPT = `mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { organization { id viewerRole } } }`;
export const DECLINE = `mutation ($input: DeclineInvitationInput!) { declineInvitation(input: $input) { invitation { status } } }`;
export const CANCEL = `mutation ($input: CancelInvitationInput!) { cancelInvitation(input: $input) { invitation { status } } }`;
export const RESEND = `mutation ($input: ResendInvitationInput!) { resendInvitation(input: $input) { invitation { id status expiresAt } } }`;
export const SET_ROLE = `mutation ($input: UpdateMemberRoleInput!) { updateMemberRole(input: $input) { member { role } } }`;
export const REMOVE = `mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId } }`;
export const LEAVE = `mutation ($input: LeaveOrganizationInput!) { leaveOrganization(input: $input) { removedMemberId } }`;
export const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id name } } }`;
export const UPDATE_TEAM = `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { team { name } } }`;
export const DELETE_TEAM = `mutation ($input: DeleteTeamInput!) { deleteTeam(input: $input) { deletedTeamId } }`;
export const ADD_TO_TEAM = `mutation ($input: AddTeamMemberInput!) { addTeamMember(input: $input) { team { members(first: 10) { totalCount edges { node { email } } } } } }`;
export const SET_ACTIVE = `mutation ($input: SetActiveOrganizationInput!) { setActiveOrganization(input: $input) { organization { slug } } }`;
export const ORG_BY_SLUG = `query ($slug: String!) { organization(slug: $slug) { id name members(first: 50) { totalCount edges { node { id email role isViewer } } } teams(first: 50) { totalCount edges { node { id name } } } } }`;

export type Credentials = { cookie?: string; headers?: Record<string, string> };
type Failure = { extensions?: { code?: string; field?: string }; message: string };

export function caller(app: TestApp) {
  return async <Data = Record<string, unknown>>(
    document: string,
    variables: Record<string, unknown>,
    credentials: Credentials,
  ) => {
    const { status, body } = await app.graphql<Data>(document, { ...credentials, variables });
    const error = body.errors?.[0] as Failure | undefined;
    return {
      status,
      data: body.data as Data | null | undefined,
      code: error?.extensions?.code,
      field: error?.extensions?.field,
      message: error?.message,
    };
  };
}
