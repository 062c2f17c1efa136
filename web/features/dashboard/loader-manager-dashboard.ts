import query, {
  type pageManagerDashboardQuery,
} from "../../__generated__/pageManagerDashboardQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

/** Starts the dashboard query as soon as the route matches (render-as-you-fetch). */
export function managerDashboardLoader() {
  return loadRouteQuery<pageManagerDashboardQuery>(query, {});
}
