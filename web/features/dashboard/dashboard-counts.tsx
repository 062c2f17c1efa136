import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { dashboardCounts_query$key } from "../../__generated__/dashboardCounts_query.graphql";
import { DashboardCardLink } from "./dashboard-panel";

const fragment = graphql`
  fragment dashboardCounts_query on Query {
    userCount: users(first: 1) {
      totalCount
    }
    repositoryCount: repositories(first: 1) {
      totalCount
    }
  }
`;

function Count({ to, label, value }: { to: string; label: ReactNode; value: number }) {
  return (
    <DashboardCardLink to={to}>
      <span className="text-sm font-medium text-zinc-600">{label}</span>
      <span className="text-3xl font-semibold text-zinc-900">
        <FormattedNumber value={value} />
      </span>
    </DashboardCardLink>
  );
}

/** How many users and repositories, each opening its list: two cells of the dashboard's grid. */
export function DashboardCounts({ query }: { query: dashboardCounts_query$key }) {
  const { userCount, repositoryCount } = useFragment(fragment, query);
  return (
    <>
      <Count
        to="/manager/users"
        label={<FormattedMessage id="dashboard.manager.home.userCount" />}
        value={userCount.totalCount}
      />
      <Count
        to="/manager/repositories"
        label={<FormattedMessage id="dashboard.manager.home.repositoryCount" />}
        value={repositoryCount.totalCount}
      />
    </>
  );
}
