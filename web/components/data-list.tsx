import SearchX from "lucide-react/icons/search-x";
import { useState, type ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { DataTable, type DataTableParts } from "./data-table";
import { Button } from "./ui/button";
import { EmptyState } from "./ui/empty-state";

// Skeleton rows below the list while "Load more" fetches.
const LOADING_ROWS = 3;

type DataListProps = {
  /** What `usePaginationFragment` returns besides `data`. */
  pagination: {
    loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
    hasNext: boolean;
    isLoadingNext: boolean;
  };
  /**
   * The connection's edges and count, from the fragment's data. A connection without a count
   * (a short list such as a webhook endpoint's deliveries) shows "Load more" alone.
   */
  connection: { edges: readonly unknown[]; totalCount?: number };
  /** How many rows "Load more" asks for. */
  pageSize: number;
  /** The list's count cap (#shared/pagination/count-caps): a count at it reads "1,000+". */
  countCap?: number;
  /** The term the list was loaded with: an empty result then says "No results for …". */
  searchTerm?: string;
  /** Empties the search: the no-results state offers it. */
  onClearSearch?: () => void;
  /** The list's own EmptyState: what it is for and what fills it. */
  empty: ReactNode;
  /** Rows with columns: a table with this header row; while a page loads, skeleton rows. */
  table?: DataTableParts;
  children: ReactNode;
};

/**
 * A paginated list and its states (docs/product.md §Screens, docs/decisions/096): rows, empty,
 * no results, error.
 */
export function DataList(props: DataListProps) {
  const { pagination, connection, pageSize, countCap, searchTerm, onClearSearch, empty } = props;
  const { table, children } = props;
  const { hasNext, isLoadingNext } = pagination;
  const [error, setError] = useState<Error | null>(null);
  const isEmpty = connection.edges.length === 0;
  function loadMore() {
    setError(null);
    pagination.loadNext(pageSize, { onComplete: setError });
  }

  if (error && isEmpty) return <DataListError onRetry={loadMore} />;
  if (isEmpty && searchTerm) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={
          <FormattedMessage
            id="common.dataList.noResults"
            values={{ term: <bdi>{searchTerm}</bdi> }}
          />
        }
        description={<FormattedMessage id="common.dataList.noResultsHint" />}
        action={
          onClearSearch && (
            <Button variant="secondary" onClick={onClearSearch}>
              <FormattedMessage id="common.ui.searchInput.clear" />
            </Button>
          )
        }
      />
    );
  }
  if (isEmpty) return empty;
  return (
    <div className="flex flex-col gap-4">
      {table ? (
        <DataTable {...table} loadingRows={isLoadingNext ? LOADING_ROWS : 0}>
          {children}
        </DataTable>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200 bg-white">
          {children}
        </ul>
      )}
      {error ? <DataListError onRetry={loadMore} /> : null}
      {/* A count and "Load more" only while there is more: a short list just ends. */}
      {hasNext && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {connection.totalCount !== undefined && (
            <p className="text-sm text-zinc-600" aria-live="polite">
              <FormattedMessage
                id={
                  countCap !== undefined && connection.totalCount >= countCap
                    ? "common.dataList.showingCapped"
                    : "common.dataList.showing"
                }
                values={{
                  loaded: <FormattedNumber value={connection.edges.length} />,
                  total: <FormattedNumber value={connection.totalCount} />,
                }}
              />
            </p>
          )}
          <Button variant="secondary" loading={isLoadingNext} onClick={loadMore}>
            <FormattedMessage id="common.dataList.loadMore" />
          </Button>
        </div>
      )}
    </div>
  );
}

function DataListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-md border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="text-sm text-red-800">
        <FormattedMessage id="common.dataList.error" />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="common.dataList.retry" />
      </Button>
    </div>
  );
}
