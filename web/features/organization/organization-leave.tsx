import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { organizationLeave_organization$key } from "../../__generated__/organizationLeave_organization.graphql";
import { ConfirmAction } from "../../components/confirm-action";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { ORGANIZATIONS_PATH } from "./organization-paths";
import { useLeaveOrganizationMutation } from "./use-leave-organization-mutation";

const fragment = graphql`
  fragment organizationLeave_organization on Organization {
    id
    name
  }
`;

/** Leaving, at the end of the page (docs/decisions/097); the sole owner is refused, with why. */
export function OrganizationLeave(props: { organization: organizationLeave_organization$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id, name } = useFragment(fragment, props.organization);
  const [leave] = useLeaveOrganizationMutation();

  async function onConfirm() {
    const result = await leave(id);
    if (!result.ok) {
      return refusalText(
        result.error,
        intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
    toast.success(intl.formatMessage({ id: "organization.app.leave.success" }, { name }));
    await navigate(ORGANIZATIONS_PATH);
  }

  return (
    <DangerZone>
      <DangerZoneItem
        title={<FormattedMessage id="organization.app.leave.title" />}
        description={<FormattedMessage id="organization.app.leave.description" />}
        action={
          <ConfirmAction
            label={<FormattedMessage id="organization.app.leave.open" />}
            description={
              <FormattedMessage
                id="organization.app.leave.confirmDescription"
                values={{ name: <bdi>{name}</bdi> }}
              />
            }
            confirmLabel={<FormattedMessage id="organization.app.leave.confirm" />}
            onConfirm={onConfirm}
          />
        }
      />
    </DangerZone>
  );
}
