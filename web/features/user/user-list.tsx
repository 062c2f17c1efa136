import { graphql, usePaginationFragment } from "react-relay";
import type { userList_query$key } from "../../__generated__/userList_query.graphql";
import type { userListPaginationQuery } from "../../__generated__/userListPaginationQuery.graphql";
import Users from "lucide-react/icons/users";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataList } from "../../components/data-list";
import { DataTable, type DataTableParts } from "../../components/data-table";
import { SortHeader } from "../../components/sort-header";
import { buttonClassName } from "../../components/ui/button-variants";
import { EmptyState } from "../../components/ui/empty-state";
import { countCap } from "#shared/pagination/count-caps";
import { UserRow } from "./user-row";
import { USER_COLUMNS, USER_SORT } from "./user-sort";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment userList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    searchTerm: { type: "String" }
    orderBy: { type: "UserOrder" }
  )
  @refetchable(queryName: "userListPaginationQuery") {
    users(first: $count, after: $cursor, searchTerm: $searchTerm, orderBy: $orderBy)
      @connection(key: "userList_users", filters: ["searchTerm", "orderBy"]) {
      __id
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

type UserListProps = {
  query: userList_query$key;
  searchTerm: string;
  /** Empties the search, from the no-results state. */
  onClearSearch: () => void;
  /** The signed-in admin's id: their own row offers no ban or delete. */
  viewerId: string | undefined;
};

export function UserList({ query, searchTerm, onClearSearch, viewerId }: UserListProps) {
  const { data, ...pagination } = usePaginationFragment<
    userListPaginationQuery,
    userList_query$key
  >(fragment, query);
  const { edges, totalCount, __id: connectionId } = data.users;

  return (
    <DataList
      pagination={pagination}
      connection={{ edges, totalCount }}
      pageSize={PAGE_SIZE}
      countCap={countCap(searchTerm)}
      searchTerm={searchTerm}
      onClearSearch={onClearSearch}
      empty={
        <EmptyState
          icon={<Users />}
          title={<FormattedMessage id="user.manager.list.emptyTitle" />}
          description={<FormattedMessage id="user.manager.list.emptyDescription" />}
          action={
            <Link to="/manager/users/new" className={buttonClassName({})}>
              <FormattedMessage id="user.manager.list.new" />
            </Link>
          }
        />
      }
      table={useUserTable()}
    >
      {edges.map(({ node }) => (
        <UserRow
          key={node.id}
          user={node}
          self={node.id === viewerId}
          connectionId={connectionId}
        />
      ))}
    </DataList>
  );
}

/** What the list shows while its page query loads: the headers and rows of skeletons. */
export function UserListSkeleton() {
  return <DataTable {...useUserTable()} loadingRows={8} />;
}

/** The users table's label, sortable headers and skeleton row. */
function useUserTable(): DataTableParts {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: "user.manager.list.title" }),
    columns: USER_COLUMNS,
    header: (
      <>
        <SortHeader spec={USER_SORT} column="name" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.name" })}
        </SortHeader>
        <SortHeader spec={USER_SORT} column="email" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.email" })}
        </SortHeader>
        <div role="columnheader" className="sr-only sm:not-sr-only">
          {intl.formatMessage({ id: "user.manager.list.roles" })}
        </div>
        <SortHeader spec={USER_SORT} column="created" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.created" })}
        </SortHeader>
        {/* The column of "…" buttons needs no visible heading. */}
        <div role="columnheader" className="sr-only">
          {intl.formatMessage({ id: "common.dataList.actions" })}
        </div>
      </>
    ),
    skeletonCells: [["h-4 w-2/3"], ["h-3 w-4/5"], ["h-5 w-12 rounded-full"], ["h-3 w-16"], []],
  };
}
