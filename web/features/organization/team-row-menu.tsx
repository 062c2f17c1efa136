import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { teamMemberPicker_organization$key } from "../../__generated__/teamMemberPicker_organization.graphql";
import type { teamRowMenu_team$key } from "../../__generated__/teamRowMenu_team.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { toast } from "../../components/toast";
import { MenuItem, MenuSeparator } from "../../components/ui/menu-items";
import { TeamMembersDialog } from "./team-members-dialog";
import { TeamNameDialog } from "./team-name-dialog";
import { useDeleteTeamMutation } from "./use-delete-team-mutation";

const fragment = graphql`
  fragment teamRowMenu_team on Team {
    id
    name
    ...teamMembers_team
  }
`;

type TeamRowMenuProps = {
  team: teamRowMenu_team$key;
  organization: teamMemberPicker_organization$key;
  organizationId: string;
  connectionId: string;
  /** Rename, delete and staffing (MANAGE_TEAMS); without it the members are only shown. */
  canManage: boolean;
};

/** A team's "…": its members; for admins and owners also rename and delete (asked first). */
export function TeamRowMenu(props: TeamRowMenuProps) {
  const { organization, organizationId, connectionId, canManage } = props;
  const intl = useIntl();
  const team = useFragment(fragment, props.team);
  const [dialog, setDialog] = useState<"members" | "rename" | "delete" | null>(null);
  const [remove] = useDeleteTeamMutation();
  const close = () => setDialog(null);

  async function onDelete() {
    const result = await remove({ teamId: team.id, organizationId, connectionId });
    if (!result.ok) {
      return refusalText(
        result.error,
        intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
    toast.success(
      intl.formatMessage({ id: "organization.app.teams.deleted" }, { name: team.name }),
    );
  }

  return (
    <>
      <RowMenu name={team.name}>
        <MenuItem icon={<Users />} opensDialog onSelect={() => setDialog("members")}>
          <FormattedMessage id="organization.app.teams.members" />
        </MenuItem>
        {canManage && (
          <MenuItem icon={<Pencil />} opensDialog onSelect={() => setDialog("rename")}>
            <FormattedMessage id="organization.app.teams.rename" />
          </MenuItem>
        )}
        {canManage && <MenuSeparator />}
        {canManage && (
          <MenuItem icon={<Trash2 />} danger opensDialog onSelect={() => setDialog("delete")}>
            <FormattedMessage id="organization.app.teams.delete" />
          </MenuItem>
        )}
      </RowMenu>
      <TeamMembersDialog
        team={team}
        organization={organization}
        canManage={canManage}
        open={dialog === "members"}
        onClose={close}
      />
      {canManage && (
        <TeamNameDialog
          team={{ id: team.id, name: team.name }}
          organizationId={organizationId}
          connectionId={connectionId}
          open={dialog === "rename"}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog === "delete"}
        variant="danger"
        onClose={close}
        description={
          <FormattedMessage
            id="organization.app.teams.deleteDescription"
            values={{ name: <bdi>{team.name}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="organization.app.teams.deleteConfirm" />}
        onConfirm={onDelete}
      />
    </>
  );
}
