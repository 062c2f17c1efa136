import { graphql, usePaginationFragment } from "react-relay";
import type { repositoryList_query$key } from "../../__generated__/repositoryList_query.graphql";
import type { repositoryListPaginationQuery } from "../../__generated__/repositoryListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { useDataListPaging } from "../../components/use-data-list-paging";
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

type RepositoryListProps = {
  query: repositoryList_query$key;
  /** Which area's detail page the rows open. */
  area: "manager" | "app";
  /** The term the list was loaded with, for "No results for …". */
  searchTerm: string;
};

/** Repositories by name, 20 at a time, with the data list states. */
export function RepositoryList({ query, area, searchTerm }: RepositoryListProps) {
  const { data, ...pagination } = usePaginationFragment<
    repositoryListPaginationQuery,
    repositoryList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.repositories;
  const paging = useDataListPaging(pagination, { edges, totalCount }, PAGE_SIZE);

  return (
    <DataList {...paging} searchTerm={searchTerm}>
      {edges.map(({ node }) => (
        <RepositoryRow key={node.id} repository={node} area={area} />
      ))}
    </DataList>
  );
}
