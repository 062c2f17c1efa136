import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { pageManagerOrganizationQuery } from "../../__generated__/pageManagerOrganizationQuery.graphql";
import { BackLink } from "../../components/back-link";
import { ConfirmAction } from "../../components/confirm-action";
import { refusalText } from "../../components/confirm-dialog";
import { useDocumentTitle } from "../../components/document-title";
import { PageNotFound } from "../../components/error-screen";
import { Page } from "../../components/page";
import { toast } from "../../components/toast";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { useRouteQuery } from "../../relay/route-query";
import { ManagerOrganizationInvitations } from "./manager-organization-invitations";
import { ManagerOrganizationMembers } from "./manager-organization-members";
import { ManagerOrganizationTeams } from "./manager-organization-teams";
import { useManagerDeleteOrganizationMutation } from "./use-manager-delete-organization-mutation";

const query = graphql`
  query pageManagerOrganizationQuery($id: ID!) {
    node(id: $id) {
      ... on Organization @alias(as: "organization") {
        id
        name
        slug
        createdAt
        ...managerOrganizationMembers_organization
        ...managerOrganizationTeams_organization
        ...managerOrganizationInvitations_organization
      }
    }
  }
`;

/**
 * /manager/organizations/:id: an organization as admins see it, members, teams and pending
 * invitations, and its deletion in the danger zone (docs/decisions/097).
 */
export function PageManagerOrganization() {
  const data = usePreloadedQuery<pageManagerOrganizationQuery>(
    query,
    useRouteQuery<pageManagerOrganizationQuery>(),
  );
  const organization = data.node?.organization;
  // Another type's id, a bad one or a deleted organization: the 404 screen.
  if (!organization) return <PageNotFound />;
  return <OrganizationPage organization={organization} />;
}

type Organization = NonNullable<
  NonNullable<pageManagerOrganizationQuery["response"]["node"]>["organization"]
>;

function OrganizationPage({ organization }: { organization: Organization }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [remove] = useManagerDeleteOrganizationMutation();
  const name = organization.name;
  useDocumentTitle(name);

  async function confirmDelete() {
    const result = await remove(organization.id);
    if (!result.ok) {
      return refusalText(result.error, intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" }));
    }
    toast.success(intl.formatMessage({ id: "organization.manager.delete.done" }, { name }));
    await navigate("/manager/organizations", { replace: true });
  }

  return (
    <Page
      back={<BackLink to="/manager/organizations" label="organization.manager.detail.backToList" />}
      title={<bdi>{name}</bdi>}
      description={
        <FormattedMessage
          id="organization.manager.detail.description"
          values={{
            slug: <bdi dir="ltr">{organization.slug}</bdi>,
            date: <FormattedDate value={organization.createdAt} dateStyle="medium" />,
          }}
        />
      }
    >
      <ManagerOrganizationMembers organization={organization} />
      <ManagerOrganizationTeams organization={organization} />
      <ManagerOrganizationInvitations organization={organization} />
      <DangerZone>
        <DangerZoneItem
          title={<FormattedMessage id="organization.manager.delete.title" />}
          description={<FormattedMessage id="organization.manager.delete.description" />}
          action={
            <ConfirmAction
              label={<FormattedMessage id="organization.manager.delete.action" />}
              description={
                <FormattedMessage
                  id="organization.manager.delete.confirmDescription"
                  values={{ name: <bdi>{name}</bdi> }}
                />
              }
              confirmLabel={<FormattedMessage id="organization.manager.delete.confirm" />}
              onConfirm={confirmDelete}
            />
          }
        />
      </DangerZone>
    </Page>
  );
}
