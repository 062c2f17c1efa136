import type { LoaderFunctionArgs } from "react-router";
import auditQuery, {
  type pageManagerAuditQuery,
} from "../../__generated__/pageManagerAuditQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { auditFiltersFromParams, auditQueryVariables } from "./audit-search-params";

/** /manager/audit: the log for the filters in the URL. */
export function managerAuditLoader({ request }: LoaderFunctionArgs) {
  const filters = auditFiltersFromParams(new URL(request.url).searchParams);
  return loadRouteQuery<pageManagerAuditQuery>(auditQuery, auditQueryVariables(filters));
}
