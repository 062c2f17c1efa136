import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { pageManagerDashboardQuery } from "../../__generated__/pageManagerDashboardQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/document-title";
import { useRouteQuery } from "../../relay/route-query";
import { DashboardActivity } from "./dashboard-activity";
import { DashboardCounts } from "./dashboard-counts";
import { DashboardNewestRepositories } from "./dashboard-newest";
import { DashboardNewestUsers } from "./dashboard-newest";
import { DashboardSkeleton } from "./dashboard-skeleton";

const query = graphql`
  query pageManagerDashboardQuery($days: Int) {
    viewer {
      name
    }
    ...dashboardCounts_query
    ...dashboardActivity_query @arguments(days: $days)
    ...dashboardNewestUsers_query
    ...dashboardNewestRepositories_query
  }
`;

/** A skeleton stands in on the first load; a new period keeps the charts until its data is in. */
export function PageManagerDashboard() {
  const intl = useIntl();
  const queryRef = useRouteQuery<pageManagerDashboardQuery>();
  useDocumentTitle(intl.formatMessage({ id: "dashboard.manager.home.title" }));
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <Dashboard queryRef={queryRef} />
    </Suspense>
  );
}

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<pageManagerDashboardQuery> }) {
  const data = usePreloadedQuery<pageManagerDashboardQuery>(query, queryRef);
  return (
    <Page
      title={
        <FormattedMessage
          id="dashboard.manager.home.welcome"
          values={{ name: <bdi>{data.viewer?.name ?? ""}</bdi> }}
        />
      }
      description={<FormattedMessage id="dashboard.manager.home.description" />}
    >
      {/* One grid for every row, so the counts, charts and panels share their columns. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <DashboardCounts query={data} />
        <DashboardActivity query={data} />
        <DashboardNewestUsers query={data} />
        <DashboardNewestRepositories query={data} area="manager" />
      </div>
    </Page>
  );
}
