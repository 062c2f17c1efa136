import { graphql, usePaginationFragment } from "react-relay";
import type { repositoryList_query$key } from "../../__generated__/repositoryList_query.graphql";
import type { repositoryListPaginationQuery } from "../../__generated__/repositoryListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { DataTable } from "../../components/data-table";
import { countCap } from "#shared/pagination/count-caps";
import { RepositoryRow } from "./repository-row";
import { useRepositoryTable } from "./repository-table";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment repositoryList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    searchTerm: { type: "String" }
    orderBy: { type: "RepositoryOrder" }
  )
  @refetchable(queryName: "repositoryListPaginationQuery") {
    repositories(first: $count, after: $cursor, searchTerm: $searchTerm, orderBy: $orderBy)
      @connection(key: "repositoryList_repositories", filters: ["searchTerm", "orderBy"]) {
      __id
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

type Area = "manager" | "app";

type RepositoryListProps = {
  query: repositoryList_query$key;
  /** Which area's detail page the rows open; the manager's rows can also be changed. */
  area: Area;
  /** The term the list was loaded with, for "No results for …". */
  searchTerm: string;
  /** The table's accessible name. */
  label: string;
};

/** Repositories in the URL's order, 20 at a time, with the data list states. */
export function RepositoryList({ query, area, searchTerm, label }: RepositoryListProps) {
  const { data, ...pagination } = usePaginationFragment<
    repositoryListPaginationQuery,
    repositoryList_query$key
  >(fragment, query);
  const { edges, totalCount, __id: connectionId } = data.repositories;

  return (
    <DataList
      pagination={pagination}
      connection={{ edges, totalCount }}
      pageSize={PAGE_SIZE}
      countCap={countCap(searchTerm)}
      searchTerm={searchTerm}
      table={useRepositoryTable(label)}
    >
      {edges.map(({ node }) => (
        <RepositoryRow key={node.id} repository={node} area={area} connectionId={connectionId} />
      ))}
    </DataList>
  );
}

/** What the list shows while its page query loads: the headers and rows of skeletons. */
export function RepositoryListSkeleton({ label }: { label: string }) {
  return <DataTable {...useRepositoryTable(label)} loadingRows={8} />;
}
