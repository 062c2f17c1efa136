import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageAppRepositoriesQuery,
} from "../../__generated__/pageAppRepositoriesQuery.graphql";
import { searchTermFromUrl } from "../../components/search-term";
import { loadRouteQuery } from "../../relay/route-query";

/** Starts the page query as soon as the route matches; the page reads it with usePreloadedQuery. */
export function appRepositoriesLoader({ request }: LoaderFunctionArgs) {
  const searchTerm = searchTermFromUrl(request.url) || null;
  return loadRouteQuery<pageAppRepositoriesQuery>(query, { searchTerm });
}
