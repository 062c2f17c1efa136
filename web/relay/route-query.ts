import { loadQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";
import { environment } from "./environment";
import { isPreloading } from "./preload-route";
import { routeQueryRefs } from "./query-ref-tracker";

/**
 * For route loaders: starts fetching before the page renders (render-as-you-fetch) and
 * returns the reference the page passes to `usePreloadedQuery`. The loader must return
 * the reference itself so `disposeInactiveRouteQueries` can see it in `loaderData`.
 */
export function loadRouteQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
): PreloadedQuery<TQuery> {
  // A preload always refetches (staleness 0); a navigation uses what the store has.
  const fetchPolicy = isPreloading() ? "network-only" : "store-or-network";
  const ref = loadQuery<TQuery>(environment, query, variables, { fetchPolicy });
  routeQueryRefs.track(ref);
  return ref;
}

/** The query reference returned by the current route's loader. */
export function useRouteQuery<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  return useLoaderData() as PreloadedQuery<TQuery>;
}
