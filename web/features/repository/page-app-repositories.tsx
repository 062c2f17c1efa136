import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppRepositoriesQuery } from "../../__generated__/pageAppRepositoriesQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/use-document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryList, RepositoryListSkeleton } from "./repository-list";
import { RepositorySearch } from "./repository-search";

const query = graphql`
  query pageAppRepositoriesQuery($searchTerm: String, $orderBy: RepositoryOrder) {
    ...repositoryList_query @arguments(searchTerm: $searchTerm, orderBy: $orderBy)
  }
`;

/** /app/repositories: search and browse, each row opening its detail page. */
export function PageAppRepositories() {
  const intl = useIntl();
  const [search, setSearch, searchTerm] = useSearchTermParam();
  const title = intl.formatMessage({ id: "repository.app.list.title" });
  useDocumentTitle(title);

  return (
    <Page
      title={<FormattedMessage id="repository.app.list.title" />}
      description={<FormattedMessage id="repository.app.list.description" />}
    >
      <RepositorySearch value={search} onChange={setSearch} />
      {/* The heading and search show at once; the rows' skeletons until the query answers. */}
      <Suspense fallback={<RepositoryListSkeleton label={title} />}>
        <Results searchTerm={searchTerm} label={title} />
      </Suspense>
    </Page>
  );
}

function Results({ searchTerm, label }: { searchTerm: string; label: string }) {
  const data = usePreloadedQuery<pageAppRepositoriesQuery>(
    query,
    useRouteQuery<pageAppRepositoriesQuery>(),
  );
  return <RepositoryList query={data} area="app" searchTerm={searchTerm} label={label} />;
}
