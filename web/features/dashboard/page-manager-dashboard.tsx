import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerDashboardQuery } from "../../__generated__/pageManagerDashboardQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { DashboardCounts } from "./dashboard-counts";
import { DashboardNewestRepositories } from "./dashboard-newest-repositories";
import { DashboardNewestUsers } from "./dashboard-newest-users";

const query = graphql`
  query pageManagerDashboardQuery {
    viewer {
      name
    }
    ...dashboardCounts_query
    ...dashboardNewestUsers_query
    ...dashboardNewestRepositories_query
  }
`;

/** /manager/dashboard: how many users and repositories, and the newest of each. */
export function PageManagerDashboard() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerDashboardQuery>(
    query,
    useRouteQuery<pageManagerDashboardQuery>(),
  );
  useDocumentTitle(intl.formatMessage({ id: "dashboard.manager.home.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-zinc-900">
          <FormattedMessage
            id="dashboard.manager.home.welcome"
            values={{ name: data.viewer?.name ?? "" }}
          />
        </h1>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="dashboard.manager.home.description" />
        </p>
      </header>
      <DashboardCounts query={data} />
      <div className="grid gap-4 md:grid-cols-2">
        <DashboardNewestUsers query={data} />
        <DashboardNewestRepositories query={data} area="manager" />
      </div>
    </section>
  );
}
