import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageManagerRepositoriesQuery,
} from "../../__generated__/pageManagerRepositoriesQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { repositoryListVariables } from "./repository-sort";

export function managerRepositoriesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerRepositoriesQuery>(query, repositoryListVariables(request.url));
}
