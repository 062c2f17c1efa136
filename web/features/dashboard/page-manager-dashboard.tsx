import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { pageManagerDashboardQuery } from "../../__generated__/pageManagerDashboardQuery.graphql";
import { Card } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";

const query = graphql`
  query pageManagerDashboardQuery {
    viewer {
      name
    }
  }
`;

const linkClassName = "text-sm font-medium text-zinc-900 underline underline-offset-4";

/** /manager/dashboard: a welcome and where to go next. */
export function PageManagerDashboard() {
  const intl = useIntl();
  const queryRef = useRouteQuery<pageManagerDashboardQuery>();
  const data = usePreloadedQuery<pageManagerDashboardQuery>(query, queryRef);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <h2 className="font-medium text-zinc-900">
            <FormattedMessage id="dashboard.manager.home.appTitle" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="dashboard.manager.home.appDescription" />
          </p>
          <Link to="/app" className={`mt-3 inline-block ${linkClassName}`}>
            <FormattedMessage id="dashboard.manager.home.appLink" />
          </Link>
        </Card>
        <Card>
          <h2 className="font-medium text-zinc-900">
            <FormattedMessage id="dashboard.manager.home.accountTitle" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="dashboard.manager.home.accountDescription" />
          </p>
          <Link to="/manager/account" className={`mt-3 inline-block ${linkClassName}`}>
            <FormattedMessage id="dashboard.manager.home.accountLink" />
          </Link>
        </Card>
      </div>
    </section>
  );
}
