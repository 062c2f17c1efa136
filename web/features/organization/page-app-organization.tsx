import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppOrganizationQuery } from "../../__generated__/pageAppOrganizationQuery.graphql";
import { PageNotFound } from "../../components/error-screen";
import { useRouteQuery } from "../../relay/route-query";
import { MemberList } from "./member-list";
import { OrganizationLeave } from "./organization-leave";
import { OrganizationOverview } from "./organization-overview";
import { OrganizationPage } from "./organization-page";
import { TeamList } from "./team-list";

const query = graphql`
  query pageAppOrganizationQuery($slug: String!) {
    organization(slug: $slug) {
      ...organizationPage_organization
      ...organizationOverview_organization
      ...memberList_organization
      ...teamList_organization
      ...organizationLeave_organization
    }
  }
`;

/** /app/organizations/:slug: what it is and the viewer's role, its members and its teams. */
export function PageAppOrganization() {
  const data = usePreloadedQuery<pageAppOrganizationQuery>(
    query,
    useRouteQuery<pageAppOrganizationQuery>(),
  );
  const organization = data.organization;
  if (!organization) return <PageNotFound />;

  return (
    <OrganizationPage organization={organization} section="organization.app.tabs.overview">
      <OrganizationOverview organization={organization} />
      <MemberList organization={organization} />
      <TeamList organization={organization} />
      <OrganizationLeave organization={organization} />
    </OrganizationPage>
  );
}
