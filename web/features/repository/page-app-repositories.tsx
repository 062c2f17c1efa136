import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppRepositoriesQuery } from "../../__generated__/pageAppRepositoriesQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryList } from "./repository-list";

const query = graphql`
  query pageAppRepositoriesQuery {
    ...repositoryList_query
  }
`;

export function PageAppRepositories() {
  const intl = useIntl();
  const queryRef = useRouteQuery<pageAppRepositoriesQuery>();
  const data = usePreloadedQuery<pageAppRepositoriesQuery>(query, queryRef);
  useDocumentTitle(intl.formatMessage({ id: "repository.app.list.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-zinc-900">
          <FormattedMessage id="repository.app.list.title" />
        </h1>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="repository.app.list.description" />
        </p>
      </header>
      <RepositoryList query={data} />
    </section>
  );
}
