import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { dashboardNewestRepositories_query$key } from "../../__generated__/dashboardNewestRepositories_query.graphql";
import type { dashboardNewestUsers_query$key } from "../../__generated__/dashboardNewestUsers_query.graphql";
import { repositoryPath } from "../repository/repository-paths";
import { DashboardPanel, DashboardPanelItem } from "./dashboard-panel";

const usersFragment = graphql`
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
  const { edges } = useFragment(usersFragment, query).newestUsers;
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

const repositoriesFragment = graphql`
  fragment dashboardNewestRepositories_query on Query {
    newestRepositories: repositories(first: 5, orderBy: CREATED_AT_DESC) {
      edges {
        node {
          id
          name
          link
        }
      }
    }
  }
`;

type Props = { query: dashboardNewestRepositories_query$key; area: "manager" | "app" };

/** The five newest repositories, each opening its page in the given area. */
export function DashboardNewestRepositories({ query, area }: Props) {
  const { edges } = useFragment(repositoriesFragment, query).newestRepositories;
  return (
    <DashboardPanel
      title={<FormattedMessage id="dashboard.shared.panel.newestRepositories" />}
      allTo={`/${area}/repositories`}
      isEmpty={edges.length === 0}
    >
      {edges.map(({ node }) => (
        <DashboardPanelItem
          key={node.id}
          to={repositoryPath(area, node.id)}
          label={node.name}
          detail={<bdi>{node.link}</bdi>}
        />
      ))}
    </DashboardPanel>
  );
}
