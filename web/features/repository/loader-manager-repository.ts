import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageManagerRepositoryQuery,
} from "../../__generated__/pageManagerRepositoryQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

export function managerRepositoryLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerRepositoryQuery>(query, { id: params.id ?? "" });
}
