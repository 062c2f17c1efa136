import { graphql, usePaginationFragment } from "react-relay";
import type { repositoryList_query$key } from "../../__generated__/repositoryList_query.graphql";
import type { repositoryListPaginationQuery } from "../../__generated__/repositoryListPaginationQuery.graphql";
import FolderGit2 from "lucide-react/icons/folder-git-2";
import { FormattedMessage, useIntl } from "react-intl";
import { DataList } from "../../components/data-list";
import { DataTable, type DataTableParts } from "../../components/data-table";
import { SortHeader } from "../../components/sort-header";
import { EmptyState } from "../../components/ui/empty-state";
import { countCap } from "#shared/pagination/count-caps";
import { RepositoryFormButton } from "./repository-actions";
import { RepositoryRow } from "./repository-row";
import { REPOSITORY_COLUMNS, REPOSITORY_SORT } from "./repository-sort";

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

export type Area = "manager" | "app";

type RepositoryListProps = {
  query: repositoryList_query$key;
  /** Which area's detail page the rows open; the manager's rows can also be changed. */
  area: Area;
  searchTerm: string;
  /** Empties the search, from the no-results state. */
  onClearSearch: () => void;
  label: string;
};

/** Repositories in the URL's order, 20 at a time, with the data list states. */
export function RepositoryList(props: RepositoryListProps) {
  const { query, area, searchTerm, onClearSearch, label } = props;
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
      onClearSearch={onClearSearch}
      empty={<RepositoryListEmpty area={area} />}
      table={useRepositoryTable(label, area)}
    >
      {edges.map(({ node }) => (
        <RepositoryRow key={node.id} repository={node} area={area} connectionId={connectionId} />
      ))}
    </DataList>
  );
}

/** No repository yet: what they are; the manager can add the first. */
function RepositoryListEmpty({ area }: { area: Area }) {
  return (
    <EmptyState
      icon={<FolderGit2 />}
      title={<FormattedMessage id={`repository.${area}.list.emptyTitle`} />}
      description={<FormattedMessage id={`repository.${area}.list.emptyDescription`} />}
      action={area === "manager" && <RepositoryFormButton />}
    />
  );
}

/** What the list shows while its page query loads: the headers and rows of skeletons. */
export function RepositoryListSkeleton({ label, area }: { label: string; area: Area }) {
  return <DataTable {...useRepositoryTable(label, area)} loadingRows={8} />;
}

/** The table's label, sortable headers and skeleton row; the manager's rows have a menu. */
function useRepositoryTable(label: string, area: Area): DataTableParts {
  const intl = useIntl();
  return {
    label,
    columns: REPOSITORY_COLUMNS[area],
    header: (
      <>
        <SortHeader spec={REPOSITORY_SORT} column="name" className="min-w-0">
          {intl.formatMessage({ id: "repository.shared.list.name" })}
        </SortHeader>
        <div role="columnheader" className="min-w-0 sr-only sm:not-sr-only">
          {intl.formatMessage({ id: "repository.shared.list.link" })}
        </div>
        <SortHeader spec={REPOSITORY_SORT} column="created" className="min-w-0">
          {intl.formatMessage({ id: "repository.shared.list.created" })}
        </SortHeader>
        {area === "manager" && (
          // The column of "…" buttons needs no visible heading.
          <div role="columnheader" className="sr-only">
            {intl.formatMessage({ id: "common.dataList.actions" })}
          </div>
        )}
      </>
    ),
    skeletonCells: [["h-4 w-2/3", "h-3 w-5/6"], ["h-3 w-3/4"], ["h-3 w-20"]].concat(
      area === "manager" ? [[]] : [],
    ),
  };
}
