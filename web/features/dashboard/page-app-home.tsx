import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { PreloadLink } from "../../components/preload-link";
import type { pageAppHomeQuery } from "../../__generated__/pageAppHomeQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { DashboardNewestRepositories } from "./dashboard-newest-repositories";

const query = graphql`
  query pageAppHomeQuery {
    viewer {
      name
    }
    ...dashboardNewestRepositories_query
  }
`;

function Shortcut({ to, title, text }: { to: string; title: ReactNode; text: ReactNode }) {
  return (
    <PreloadLink
      to={to}
      className="flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
    >
      <span className="font-medium text-zinc-900">{title}</span>
      <span className="text-sm text-zinc-600">{text}</span>
    </PreloadLink>
  );
}

/** /app: a welcome, shortcuts and the newest repositories. */
export function PageAppHome() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAppHomeQuery>(query, useRouteQuery<pageAppHomeQuery>());
  useDocumentTitle(intl.formatMessage({ id: "dashboard.app.home.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-zinc-900">
          <FormattedMessage
            id="dashboard.app.home.welcome"
            values={{ name: data.viewer?.name ?? "" }}
          />
        </h1>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="dashboard.app.home.description" />
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Shortcut
          to="/app/repositories"
          title={<FormattedMessage id="dashboard.app.home.repositoriesTitle" />}
          text={<FormattedMessage id="dashboard.app.home.repositoriesText" />}
        />
        <Shortcut
          to="/app/account"
          title={<FormattedMessage id="dashboard.app.home.accountTitle" />}
          text={<FormattedMessage id="dashboard.app.home.accountText" />}
        />
      </div>
      <DashboardNewestRepositories query={data} area="app" />
    </section>
  );
}
