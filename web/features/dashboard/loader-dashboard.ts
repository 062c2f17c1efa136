import type { LoaderFunctionArgs } from "react-router";
import appHomeQuery, { type pageAppHomeQuery } from "../../__generated__/pageAppHomeQuery.graphql";
import dashboardQuery, {
  type pageManagerDashboardQuery,
} from "../../__generated__/pageManagerDashboardQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { activityRangeFromParams } from "./activity-search-params";

export function appHomeLoader() {
  return loadRouteQuery<pageAppHomeQuery>(appHomeQuery, {});
}

export function managerDashboardLoader({ request }: LoaderFunctionArgs) {
  const days = activityRangeFromParams(new URL(request.url).searchParams);
  return loadRouteQuery<pageManagerDashboardQuery>(dashboardQuery, { days });
}
