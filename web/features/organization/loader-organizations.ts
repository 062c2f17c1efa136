import type { LoaderFunctionArgs } from "react-router";
import listQuery, {
  type pageAppOrganizationsQuery,
} from "../../__generated__/pageAppOrganizationsQuery.graphql";
import detailQuery, {
  type pageAppOrganizationQuery,
} from "../../__generated__/pageAppOrganizationQuery.graphql";
import invitationsQuery, {
  type pageAppOrganizationInvitationsQuery,
} from "../../__generated__/pageAppOrganizationInvitationsQuery.graphql";
import settingsQuery, {
  type pageAppOrganizationSettingsQuery,
} from "../../__generated__/pageAppOrganizationSettingsQuery.graphql";
import invitationQuery, {
  type pageAppInvitationQuery,
} from "../../__generated__/pageAppInvitationQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";
import { invitationGlobalId } from "./organization-paths";

export function organizationsLoader() {
  return loadRouteQuery<pageAppOrganizationsQuery>(listQuery, {});
}

export function organizationLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageAppOrganizationQuery>(detailQuery, { slug: params.slug ?? "" });
}

export function organizationInvitationsLoader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  return loadRouteQuery<pageAppOrganizationInvitationsQuery>(invitationsQuery, { slug });
}

export function organizationSettingsLoader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  return loadRouteQuery<pageAppOrganizationSettingsQuery>(settingsQuery, { slug });
}

/**
 * The e-mailed link's id is the database id; the page reads the node by its global id. Always
 * from the server: the link is usually opened signed out, and this loader runs beside the guard
 * that sends the visitor to sign in, so the store would otherwise keep the signed-out answer
 * (no viewer, no invitation) for the visit after signing in.
 */
export function invitationLoader({ params }: LoaderFunctionArgs) {
  const id = invitationGlobalId(params.id ?? "");
  return loadRouteQuery<pageAppInvitationQuery>(invitationQuery, { id }, { alwaysFetch: true });
}
