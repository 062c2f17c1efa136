import { useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppOrganizationsQuery } from "../../__generated__/pageAppOrganizationsQuery.graphql";
import { useDocumentTitle } from "../../components/document-title";
import { Page } from "../../components/page";
import { useRouteQuery } from "../../relay/route-query";
import { OrganizationList } from "./organization-list";
import { ReceivedInvitationList } from "./received-invitation-list";

const query = graphql`
  query pageAppOrganizationsQuery {
    viewer {
      ...organizationList_user
      ...receivedInvitationList_user
    }
  }
`;

/** /app/organizations: the invitations waiting for an answer, then the viewer's organizations. */
export function PageAppOrganizations() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAppOrganizationsQuery>(
    query,
    useRouteQuery<pageAppOrganizationsQuery>(),
  );
  const title = intl.formatMessage({ id: "organization.app.list.title" });
  useDocumentTitle(title);

  return (
    <Page
      className="max-w-3xl"
      title={title}
      description={intl.formatMessage({ id: "organization.app.list.description" })}
    >
      {data.viewer && <ReceivedInvitationList user={data.viewer} />}
      {data.viewer && <OrganizationList user={data.viewer} />}
    </Page>
  );
}
