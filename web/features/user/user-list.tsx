import { graphql, usePaginationFragment } from "react-relay";
import type { userList_query$key } from "../../__generated__/userList_query.graphql";
import type { userListPaginationQuery } from "../../__generated__/userListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { useDataListPaging } from "../../components/use-data-list-paging";
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
  const { data, ...pagination } = usePaginationFragment<
    userListPaginationQuery,
    userList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.users;
  const paging = useDataListPaging(pagination, { edges, totalCount }, PAGE_SIZE);

  return (
    <DataList {...paging} searchTerm={searchTerm}>
      {edges.map(({ node }) => (
        <UserRow key={node.id} user={node} />
      ))}
    </DataList>
  );
}
