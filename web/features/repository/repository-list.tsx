import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { repositoryList_query$key } from "../../__generated__/repositoryList_query.graphql";
import type { repositoryListPaginationQuery } from "../../__generated__/repositoryListPaginationQuery.graphql";
import { Button } from "../../components/ui/button";
import { RepositoryRow } from "./repository-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment repositoryList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    searchTerm: { type: "String" }
  )
  @refetchable(queryName: "repositoryListPaginationQuery") {
    repositories(first: $count, after: $cursor, searchTerm: $searchTerm)
      @connection(key: "repositoryList_repositories", filters: ["searchTerm"]) {
      totalCount
      edges {
        node {
          id
          ...repositoryRow_repository
        }
      }
    }
  }
`;

export function RepositoryList({ query }: { query: repositoryList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    repositoryListPaginationQuery,
    repositoryList_query$key
  >(fragment, query);
  const [loadFailed, setLoadFailed] = useState(false);
  const { edges, totalCount } = data.repositories;

  function loadMore() {
    setLoadFailed(false);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadFailed(error !== null) });
  }

  if (edges.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-500">
        <FormattedMessage id="repository.app.list.empty" />
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white">
        {edges.map(({ node }) => (
          <RepositoryRow key={node.id} repository={node} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-500" aria-live="polite">
          <FormattedMessage
            id="repository.app.list.showing"
            values={{ count: edges.length, total: totalCount }}
          />
        </p>
        {hasNext && (
          <Button variant="secondary" loading={isLoadingNext} onClick={loadMore}>
            <FormattedMessage id="repository.app.list.loadMore" />
          </Button>
        )}
      </div>
      {loadFailed && (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id="repository.app.list.loadMoreError" />
        </p>
      )}
    </div>
  );
}
