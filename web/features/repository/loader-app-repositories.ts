import query, {
  type pageAppRepositoriesQuery,
} from "../../__generated__/pageAppRepositoriesQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

/** Starts the page query as soon as the route matches; the page reads it with usePreloadedQuery. */
export function appRepositoriesLoader() {
  return loadRouteQuery<pageAppRepositoriesQuery>(query, {});
}
