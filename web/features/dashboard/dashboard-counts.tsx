import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { PreloadLink } from "../../components/preload-link";
import type { dashboardCounts_query$key } from "../../__generated__/dashboardCounts_query.graphql";

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
    <PreloadLink
      to={to}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
    >
      <span className="text-sm font-medium text-zinc-600">{label}</span>
      <span className="text-3xl font-semibold text-zinc-900">
        <FormattedNumber value={value} />
      </span>
    </PreloadLink>
  );
}

/**
 * How many users and repositories there are, each opening its list: two cells of the
 * dashboard's grid (page-manager-dashboard.tsx).
 */
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
