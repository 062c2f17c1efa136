import query, { type pageAppHomeQuery } from "../../__generated__/pageAppHomeQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

export function appHomeLoader() {
  return loadRouteQuery<pageAppHomeQuery>(query, {});
}
