import { FormattedMessage } from "react-intl";
import type { teamMemberPicker_organization$key } from "../../__generated__/teamMemberPicker_organization.graphql";
import type { teamMembers_team$key } from "../../__generated__/teamMembers_team.graphql";
import { Dialog } from "../../components/ui/dialog";
import { TeamMembers } from "./team-members";

type TeamMembersDialogProps = {
  team: teamMembers_team$key & { name: string };
  organization: teamMemberPicker_organization$key;
  canManage: boolean;
  open: boolean;
  onClose: () => void;
};

/** Who is on a team; admins and owners add and remove members here. */
export function TeamMembersDialog({
  team,
  organization,
  canManage,
  open,
  onClose,
}: TeamMembersDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <FormattedMessage
          id="organization.app.teams.membersTitle"
          values={{ name: <bdi>{team.name}</bdi> }}
        />
      }
    >
      <TeamMembers
        team={team}
        organization={organization}
        canManage={canManage}
        onClose={onClose}
      />
    </Dialog>
  );
}
