import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { Dialog } from "../../components/ui/dialog";

// The form and its zod rules load when the dialog first opens (docs/decisions/027).
const FormTeam = lazy(() => import("./form-team").then((m) => ({ default: m.FormTeam })));

type TeamNameDialogProps = {
  /** The team to rename; null creates one. */
  team: { id: string; name: string } | null;
  organizationId: string;
  /** The team list, which a new team joins. */
  connectionId: string;
  open: boolean;
  onClose: () => void;
};

export function TeamNameDialog({
  team,
  organizationId,
  connectionId,
  open,
  onClose,
}: TeamNameDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <FormattedMessage
          id={team ? "organization.app.teams.renameTitle" : "organization.app.teams.createTitle"}
        />
      }
    >
      <FormTeam
        team={team}
        organizationId={organizationId}
        connectionId={connectionId}
        onDone={onClose}
      />
    </Dialog>
  );
}
