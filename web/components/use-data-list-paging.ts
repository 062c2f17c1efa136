import { useState } from "react";

type LoadNext = (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
type Pagination = { loadNext: LoadNext; hasNext: boolean; isLoadingNext: boolean };
type Connection = { edges: readonly unknown[]; totalCount: number };

/**
 * What a `DataList` needs from a Relay pagination fragment, for every list alike: the counts,
 * "Load more" (the next `pageSize` items), and a failed page kept for the list's Retry.
 */
export function useDataListPaging(
  { loadNext, hasNext, isLoadingNext }: Pagination,
  { edges, totalCount }: Connection,
  pageSize: number,
) {
  const [error, setError] = useState<Error | null>(null);
  function loadMore() {
    setError(null);
    loadNext(pageSize, { onComplete: (failure) => setError(failure) });
  }
  return {
    isEmpty: edges.length === 0,
    totalCount,
    loadedCount: edges.length,
    hasNext,
    isLoadingNext,
    onLoadMore: loadMore,
    error,
    onRetry: loadMore,
  };
}
