import { Suspense, useRef, type ComponentProps } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageRepositoriesQuery } from "../../__generated__/pageRepositoriesQuery.graphql";
import { Page } from "../../components/page";
import { SearchInput } from "../../components/search-input";
import { useDocumentTitle } from "../../components/document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryFormButton } from "./repository-actions";
import { RepositoryList, RepositoryListSkeleton, type Area } from "./repository-list";

const query = graphql`
  query pageRepositoriesQuery($searchTerm: String, $orderBy: RepositoryOrder) {
    ...repositoryList_query @arguments(searchTerm: $searchTerm, orderBy: $orderBy)
  }
`;

/** Search, sort and browse; in the manager, also create, and each row edits and deletes. */
function PageRepositories({ area }: { area: Area }) {
  const intl = useIntl();
  const [search, setSearch, searchTerm] = useSearchTermParam();
  const searchRef = useRef<HTMLInputElement>(null);
  const title = intl.formatMessage({ id: `repository.${area}.list.title` });
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      description={<FormattedMessage id={`repository.${area}.list.description`} />}
      actions={area === "manager" && <RepositoryFormButton />}
    >
      <SearchInput
        value={search}
        onChange={setSearch}
        label={intl.formatMessage({ id: "repository.shared.search.label" })}
        placeholder={intl.formatMessage({ id: "repository.shared.search.placeholder" })}
        inputRef={searchRef}
      />
      {/* The heading and search show at once; the rows' skeletons until the query answers. */}
      <Suspense fallback={<RepositoryListSkeleton label={title} area={area} />}>
        <Results
          area={area}
          searchTerm={searchTerm}
          label={title}
          onClearSearch={() => {
            setSearch("");
            searchRef.current?.focus();
          }}
        />
      </Suspense>
    </Page>
  );
}

function Results(props: Omit<ComponentProps<typeof RepositoryList>, "query">) {
  const data = usePreloadedQuery<pageRepositoriesQuery>(
    query,
    useRouteQuery<pageRepositoriesQuery>(),
  );
  return <RepositoryList query={data} {...props} />;
}

export const PageAppRepositories = () => <PageRepositories area="app" />;
export const PageManagerRepositories = () => <PageRepositories area="manager" />;
