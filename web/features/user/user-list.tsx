import { graphql, usePaginationFragment } from "react-relay";
import type { userList_query$key } from "../../__generated__/userList_query.graphql";
import type { userListPaginationQuery } from "../../__generated__/userListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { useLoadMore } from "../../components/use-load-more";
import { UserRow } from "./user-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment userList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    searchTerm: { type: "String" }
  )
  @refetchable(queryName: "userListPaginationQuery") {
    users(first: $count, after: $cursor, searchTerm: $searchTerm)
      @connection(key: "userList_users", filters: ["searchTerm"]) {
      totalCount
      edges {
        node {
          id
          ...userRow_user
        }
      }
    }
  }
`;

type UserListProps = { query: userList_query$key; searchTerm: string };

export function UserList({ query, searchTerm }: UserListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    userListPaginationQuery,
    userList_query$key
  >(fragment, query);
  const { loadMore, error: loadError } = useLoadMore(loadNext, PAGE_SIZE);
  const { edges, totalCount } = data.users;

  return (
    <DataList
      isEmpty={edges.length === 0}
      totalCount={totalCount}
      loadedCount={edges.length}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={loadMore}
      searchTerm={searchTerm}
      error={loadError}
      onRetry={loadMore}
    >
      {edges.map(({ node }) => (
        <UserRow key={node.id} user={node} />
      ))}
    </DataList>
  );
}
