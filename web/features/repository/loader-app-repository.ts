import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageAppRepositoryQuery,
} from "../../__generated__/pageAppRepositoryQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

export function appRepositoryLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageAppRepositoryQuery>(query, { id: params.id ?? "" });
}
