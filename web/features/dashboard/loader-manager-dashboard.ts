import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageManagerDashboardQuery,
} from "../../__generated__/pageManagerDashboardQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { activityRangeFromParams } from "./activity-search-params";

/**
 * Starts the dashboard query as soon as the route matches (render-as-you-fetch), again when
 * the period in the URL changes.
 */
export function managerDashboardLoader({ request }: LoaderFunctionArgs) {
  const days = activityRangeFromParams(new URL(request.url).searchParams);
  return loadRouteQuery<pageManagerDashboardQuery>(query, { days });
}
