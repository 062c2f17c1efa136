import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { dashboardNewestUsers_query$key } from "../../__generated__/dashboardNewestUsers_query.graphql";
import { DashboardPanel, DashboardPanelItem } from "./dashboard-panel";

const fragment = graphql`
  fragment dashboardNewestUsers_query on Query {
    newestUsers: users(first: 5, orderBy: CREATED_AT_DESC) {
      edges {
        node {
          id
          name
          email
        }
      }
    }
  }
`;

/** The five newest accounts, each opening its user page. */
export function DashboardNewestUsers({ query }: { query: dashboardNewestUsers_query$key }) {
  const { edges } = useFragment(fragment, query).newestUsers;
  return (
    <DashboardPanel
      title={<FormattedMessage id="dashboard.manager.home.newestUsers" />}
      allTo="/manager/users"
      isEmpty={edges.length === 0}
    >
      {edges.map(({ node }) => (
        <DashboardPanelItem
          key={node.id}
          to={`/manager/users/${encodeURIComponent(node.id)}`}
          label={node.name || node.email}
          detail={<bdi>{node.email}</bdi>}
        />
      ))}
    </DashboardPanel>
  );
}
