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
import { loadRouteQuery } from "../../relay/route-query";
import { userListVariables } from "./user-sort";

/** /manager/users: the list for the URL's `searchTerm` and order (the defaults when invalid). */
export function managerUsersLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerUsersQuery>(usersQuery, userListVariables(request.url));
}

/** /manager/users/:id */
export function managerUserLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerUserQuery>(userQuery, { id: params.id ?? "" });
}

/** /manager/users/:id/update */
export function managerUserUpdateLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageManagerUserUpdateQuery>(updateQuery, { id: params.id ?? "" });
}
