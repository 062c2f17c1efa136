import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageManagerRepositoriesQuery,
} from "../../__generated__/pageManagerRepositoriesQuery.graphql";
import { searchTermFromUrl } from "../../components/search-term";
import { loadRouteQuery } from "../../relay/route-query";

export function managerRepositoriesLoader({ request }: LoaderFunctionArgs) {
  const searchTerm = searchTermFromUrl(request.url) || null;
  return loadRouteQuery<pageManagerRepositoriesQuery>(query, { searchTerm });
}
