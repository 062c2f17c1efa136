import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { DataTable, type DataTableParts } from "./data-table";
import { Button } from "./ui/button";

// Skeleton rows below the list while "Load more" fetches.
const LOADING_ROWS = 3;

type DataListProps = {
  isEmpty: boolean;
  totalCount: number;
  /** The list's count cap (#shared/pagination/count-caps): a count at it reads "1,000+". */
  countCap?: number;
  loadedCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The term the list was loaded with: an empty result then says "No results for …". */
  searchTerm?: string;
  /** Loading the list (or its next page) failed. */
  error?: unknown;
  onRetry?: () => void;
  /** Rows with columns: a table with this header row; while a page loads, skeleton rows. */
  table?: DataTableParts;
  children: ReactNode;
};

/**
 * A list with its states (docs/product.md §Screens): the rows, "Showing X of Y" and "Load more"; or
 * 'No Data', 'No results for {term}', or an error with Retry.
 */
export function DataList({
  isEmpty,
  totalCount,
  countCap,
  loadedCount,
  hasNext,
  isLoadingNext,
  onLoadMore,
  searchTerm,
  error,
  onRetry,
  table,
  children,
}: DataListProps) {
  if (error && isEmpty) return <DataListError onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <p
        role="status"
        className="rounded-md border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-600"
      >
        {searchTerm ? (
          <FormattedMessage id="common.dataList.noResults" values={{ term: searchTerm }} />
        ) : (
          <FormattedMessage id="common.dataList.empty" />
        )}
      </p>
    );
  }
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
      {error ? <DataListError onRetry={onRetry} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600" aria-live="polite">
          <FormattedMessage
            id={
              countCap !== undefined && totalCount >= countCap
                ? "common.dataList.showingCapped"
                : "common.dataList.showing"
            }
            values={{
              loaded: <FormattedNumber value={loadedCount} />,
              total: <FormattedNumber value={totalCount} />,
            }}
          />
        </p>
        {hasNext && (
          <Button variant="secondary" loading={isLoadingNext} onClick={onLoadMore}>
            <FormattedMessage id="common.dataList.loadMore" />
          </Button>
        )}
      </div>
    </div>
  );
}

function DataListError({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-md border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="text-sm text-red-800">
        <FormattedMessage id="common.dataList.error" />
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.dataList.retry" />
        </Button>
      )}
    </div>
  );
}
