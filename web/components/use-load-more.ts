import { useState } from "react";

type LoadNext = (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;

/**
 * "Load more" for a Relay pagination fragment: loads the next `pageSize` items and keeps a
 * failure for the data list, whose Retry calls `loadMore` again.
 */
export function useLoadMore(loadNext: LoadNext, pageSize: number) {
  const [error, setError] = useState<Error | null>(null);
  function loadMore() {
    setError(null);
    loadNext(pageSize, { onComplete: (failure) => setError(failure) });
  }
  return { loadMore, error };
}
