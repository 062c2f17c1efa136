import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerRepositoriesQuery } from "../../__generated__/pageManagerRepositoriesQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/use-document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryCreateButton } from "./repository-create-button";
import { RepositoryList, RepositoryListSkeleton } from "./repository-list";
import { RepositorySearch } from "./repository-search";

const query = graphql`
  query pageManagerRepositoriesQuery($searchTerm: String, $orderBy: RepositoryOrder) {
    ...repositoryList_query @arguments(searchTerm: $searchTerm, orderBy: $orderBy)
  }
`;

/** /manager/repositories: search, sort, browse, create; rows open, edit and delete. */
export function PageManagerRepositories() {
  const intl = useIntl();
  const [search, setSearch, searchTerm] = useSearchTermParam();
  const title = intl.formatMessage({ id: "repository.manager.list.title" });
  useDocumentTitle(title);

  return (
    <Page
      title={<FormattedMessage id="repository.manager.list.title" />}
      description={<FormattedMessage id="repository.manager.list.description" />}
      actions={<RepositoryCreateButton />}
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
  const data = usePreloadedQuery<pageManagerRepositoriesQuery>(
    query,
    useRouteQuery<pageManagerRepositoriesQuery>(),
  );
  return <RepositoryList query={data} area="manager" searchTerm={searchTerm} label={label} />;
}
