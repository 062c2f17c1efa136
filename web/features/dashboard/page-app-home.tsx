import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppHomeQuery } from "../../__generated__/pageAppHomeQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/document-title";
import { useRouteQuery } from "../../relay/route-query";
import { DashboardNewestRepositories } from "./dashboard-newest";
import { DashboardCardLink } from "./dashboard-panel";

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
          values={{ name: <bdi>{data.viewer?.name ?? ""}</bdi> }}
        />
      }
      description={<FormattedMessage id="dashboard.app.home.description" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(["repositories", "account"] as const).map((section) => (
          <DashboardCardLink key={section} to={`/app/${section}`}>
            <span className="font-medium text-zinc-900">
              <FormattedMessage id={`dashboard.app.home.${section}Title`} />
            </span>
            <span className="text-sm text-zinc-600">
              <FormattedMessage id={`dashboard.app.home.${section}Text`} />
            </span>
          </DashboardCardLink>
        ))}
      </div>
      <DashboardNewestRepositories query={data} area="app" />
    </Page>
  );
}
