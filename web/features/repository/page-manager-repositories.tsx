import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerRepositoriesQuery } from "../../__generated__/pageManagerRepositoriesQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryCreateButton } from "./repository-create-button";
import { RepositoryList } from "./repository-list";
import { RepositorySearch } from "./repository-search";

const query = graphql`
  query pageManagerRepositoriesQuery($searchTerm: String) {
    ...repositoryList_query @arguments(searchTerm: $searchTerm)
  }
`;

/** /manager/repositories: search, browse and create; each row opens its detail page. */
export function PageManagerRepositories() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerRepositoriesQuery>(
    query,
    useRouteQuery<pageManagerRepositoriesQuery>(),
  );
  const [search, setSearch, searchTerm] = useSearchTermParam();
  useDocumentTitle(intl.formatMessage({ id: "repository.manager.list.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-zinc-900">
            <FormattedMessage id="repository.manager.list.title" />
          </h1>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="repository.manager.list.description" />
          </p>
        </div>
        <RepositoryCreateButton />
      </header>
      <RepositorySearch value={search} onChange={setSearch} />
      <RepositoryList query={data} area="manager" searchTerm={searchTerm} />
    </section>
  );
}
