import type { LoaderFunctionArgs } from "react-router";
import listQuery, {
  type pageRepositoriesQuery,
} from "../../__generated__/pageRepositoriesQuery.graphql";
import detailQuery, {
  type pageRepositoryQuery,
} from "../../__generated__/pageRepositoryQuery.graphql";
import { listVariables } from "../../components/sort-params";
import { loadRouteQuery } from "../../relay/route-query";
import { REPOSITORY_SORT } from "./repository-sort";

/** The repository lists: the URL's search term and order (the defaults when invalid). */
export function repositoriesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<pageRepositoriesQuery>(
    listQuery,
    listVariables(request.url, REPOSITORY_SORT),
  );
}

export function repositoryLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageRepositoryQuery>(detailQuery, { id: params.id ?? "" });
}
