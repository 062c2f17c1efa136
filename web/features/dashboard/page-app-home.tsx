import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppHomeQuery } from "../../__generated__/pageAppHomeQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { DashboardNewestRepositories } from "./dashboard-newest-repositories";
import { DashboardShortcut } from "./dashboard-shortcut";

const query = graphql`
  query pageAppHomeQuery {
    viewer {
      name
    }
    ...dashboardNewestRepositories_query
  }
`;

/** /app: a welcome, shortcuts and the newest repositories. */
export function PageAppHome() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAppHomeQuery>(query, useRouteQuery<pageAppHomeQuery>());
  useDocumentTitle(intl.formatMessage({ id: "dashboard.app.home.title" }));

  return (
    <Page
      title={
        <FormattedMessage
          id="dashboard.app.home.welcome"
          values={{ name: data.viewer?.name ?? "" }}
        />
      }
      description={<FormattedMessage id="dashboard.app.home.description" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DashboardShortcut
          to="/app/repositories"
          title={<FormattedMessage id="dashboard.app.home.repositoriesTitle" />}
          text={<FormattedMessage id="dashboard.app.home.repositoriesText" />}
        />
        <DashboardShortcut
          to="/app/account"
          title={<FormattedMessage id="dashboard.app.home.accountTitle" />}
          text={<FormattedMessage id="dashboard.app.home.accountText" />}
        />
      </div>
      <DashboardNewestRepositories query={data} area="app" />
    </Page>
  );
}
