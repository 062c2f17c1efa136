import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppOrganizationInvitationsQuery } from "../../__generated__/pageAppOrganizationInvitationsQuery.graphql";
import { PageNotFound } from "../../components/error-screen";
import { useRouteQuery } from "../../relay/route-query";
import { InvitationList } from "./invitation-list";
import { OrganizationPage } from "./organization-page";

const query = graphql`
  query pageAppOrganizationInvitationsQuery($slug: String!) {
    organization(slug: $slug) {
      ...organizationPage_organization
      ...invitationList_organization
    }
  }
`;

/**
 * /app/organizations/:slug/invitations: the pending invitations, for admins and owners (the API
 * refuses the list to members, so the organization then reads as null: not found).
 */
export function PageAppOrganizationInvitations() {
  const data = usePreloadedQuery<pageAppOrganizationInvitationsQuery>(
    query,
    useRouteQuery<pageAppOrganizationInvitationsQuery>(),
  );
  const organization = data.organization;
  if (!organization) return <PageNotFound />;

  return (
    <OrganizationPage organization={organization} section="organization.app.tabs.invitations">
      <InvitationList organization={organization} />
    </OrganizationPage>
  );
}
