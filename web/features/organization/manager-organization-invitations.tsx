import MailQuestion from "lucide-react/icons/mail-question";
import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { managerOrganizationInvitations_organization$key } from "../../__generated__/managerOrganizationInvitations_organization.graphql";
import type { managerOrganizationInvitationsPaginationQuery } from "../../__generated__/managerOrganizationInvitationsPaginationQuery.graphql";
import { ManagerOrganizationSection } from "./manager-organization-section";
import { OrganizationRoleName } from "./organization-role-name";

const fragment = graphql`
  fragment managerOrganizationInvitations_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "managerOrganizationInvitationsPaginationQuery") {
    invitations(first: $count, after: $cursor)
      @connection(key: "managerOrganizationInvitations_invitations") {
      totalCount
      edges {
        node {
          id
          email
          role
          status
          expiresAt
        }
      }
    }
  }
`;

/** The organization's unanswered invitations, newest first; expired ones say so. */
export function ManagerOrganizationInvitations(props: {
  organization: managerOrganizationInvitations_organization$key;
}) {
  const { data, ...pagination } = usePaginationFragment<
    managerOrganizationInvitationsPaginationQuery,
    managerOrganizationInvitations_organization$key
  >(fragment, props.organization);
  const { edges, totalCount } = data.invitations;
  return (
    <ManagerOrganizationSection
      title="organization.manager.invitations.title"
      empty={{ icon: <MailQuestion />, title: "organization.manager.invitations.empty" }}
      pagination={pagination}
      connection={{ edges, totalCount }}
    >
      {edges.map(({ node }) => (
        <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <bdi dir="ltr" className="min-w-0 truncate text-sm font-medium text-zinc-900">
            {node.email}
          </bdi>
          <span className="flex gap-3 text-sm text-zinc-600">
            <OrganizationRoleName role={node.role} />
            {node.status === "EXPIRED" ? (
              <FormattedMessage id="organization.manager.invitations.expired" />
            ) : (
              <FormattedMessage
                id="organization.manager.invitations.expires"
                values={{ date: <FormattedDate value={node.expiresAt} dateStyle="medium" /> }}
              />
            )}
          </span>
        </li>
      ))}
    </ManagerOrganizationSection>
  );
}
