import { loadQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { GraphQLTaggedNode, OperationType, VariablesOf } from "relay-runtime";
import { beginRouteRequest } from "../components/pending-indicator";
import { environment } from "./environment";
import { isPreloading } from "./preload-route";
import { routeQueryRefs } from "./query-ref-tracker";

/**
 * For route loaders: starts fetching before the page renders (render-as-you-fetch). The loader
 * returns the reference itself, so `disposeInactiveRouteQueries` finds it in `loaderData`.
 */
export function loadRouteQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  options: { alwaysFetch?: boolean } = {},
): PreloadedQuery<TQuery> {
  // A preload always refetches (staleness 0); a navigation uses what the store has, unless the
  // route asks for a fresh answer (`alwaysFetch`: a page usually first opened signed out).
  const preloading = isPreloading();
  const fetchPolicy = preloading || options.alwaysFetch ? "network-only" : "store-or-network";
  const ref = loadQuery<TQuery>(environment, query, variables, { fetchPolicy });
  // A preload is silent; a navigation shows the pending indicator until its data is in.
  routeQueryRefs.track(ref, preloading ? undefined : countWhileFetching(ref));
  return ref;
}

/**
 * Counts the request (its own, or a preload's it joined) in the pending indicator until it
 * settles; returns the end for a disposal first, which cancels the request.
 */
function countWhileFetching(ref: PreloadedQuery<OperationType>): (() => void) | undefined {
  if (!ref.source) return undefined;
  const end = beginRouteRequest();
  ref.source.subscribe({ complete: end, error: end });
  return end;
}

/** The query reference returned by the current route's loader. */
export function useRouteQuery<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  return useLoaderData() as PreloadedQuery<TQuery>;
}
