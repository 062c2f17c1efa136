import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageAppRepositoriesQuery,
} from "../../__generated__/pageAppRepositoriesQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { repositoryListVariables } from "./repository-sort";

/** Starts the page query as soon as the route matches; the page reads it with usePreloadedQuery. */
export function appRepositoriesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<pageAppRepositoriesQuery>(query, repositoryListVariables(request.url));
}
