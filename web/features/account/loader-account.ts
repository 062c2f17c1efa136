import query, { type pageAccountQuery } from "../../__generated__/pageAccountQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

/** /app/account and /manager/account: starts the page query as soon as the route matches. */
export function accountLoader() {
  return loadRouteQuery<pageAccountQuery>(query, {});
}
