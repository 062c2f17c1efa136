import type { LoaderFunctionArgs } from "react-router";
import userQuery, {
  type pageManagerUserQuery,
} from "../../__generated__/pageManagerUserQuery.graphql";
import updateQuery, {
  type pageManagerUserUpdateQuery,
} from "../../__generated__/pageManagerUserUpdateQuery.graphql";
import usersQuery, {
  type pageManagerUsersQuery,
} from "../../__generated__/pageManagerUsersQuery.graphql";
import { searchTermFromUrl } from "../../components/search-term";
import { loadRouteQuery } from "../../relay/route-query";

/** /manager/users: the list for the `searchTerm` in the URL (empty when invalid). */
export function managerUsersLoader({ request }: LoaderFunctionArgs) {
  const searchTerm = searchTermFromUrl(request.url);
  return loadRouteQuery<pageManagerUsersQuery>(usersQuery, { searchTerm: searchTerm || null });
}

/** /manager/users/:id */
export function managerUserLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerUserQuery>(userQuery, { id: params.id ?? "" });
}

/** /manager/users/:id/update */
export function managerUserUpdateLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerUserUpdateQuery>(updateQuery, { id: params.id ?? "" });
}
