import type { LoaderFunctionArgs } from "react-router";
import listQuery, {
  type pageManagerOrganizationsQuery,
} from "../../__generated__/pageManagerOrganizationsQuery.graphql";
import detailQuery, {
  type pageManagerOrganizationQuery,
} from "../../__generated__/pageManagerOrganizationQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { managerOrganizationListVariables } from "./manager-organization-sort";

/** /manager/organizations: the list for the URL's `searchTerm` and order. */
export function managerOrganizationsLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerOrganizationsQuery>(
    listQuery,
    managerOrganizationListVariables(request.url),
  );
}

/** /manager/organizations/:id */
export function managerOrganizationLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerOrganizationQuery>(detailQuery, { id: params.id ?? "" });
}
