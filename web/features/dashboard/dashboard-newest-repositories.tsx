import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { dashboardNewestRepositories_query$key } from "../../__generated__/dashboardNewestRepositories_query.graphql";
import { repositoryPath } from "../repository/repository-paths";
import { DashboardPanel, DashboardPanelItem } from "./dashboard-panel";

const fragment = graphql`
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
  const { edges } = useFragment(fragment, query).newestRepositories;
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
