import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { Dialog } from "../../components/ui/dialog";

// The form and its zod rules load when the dialog first opens (docs/decisions/027).
const FormInvite = lazy(() => import("./form-invite").then((m) => ({ default: m.FormInvite })));

type InviteDialogProps = { organizationId: string; open: boolean; onClose: () => void };

/** Invites someone by e-mail with a role; the invitation is mailed with a link to answer it. */
export function InviteDialog({ organizationId, open, onClose }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="organization.app.invite.title" />}
      description={<FormattedMessage id="organization.app.invite.description" />}
    >
      <FormInvite organizationId={organizationId} onDone={onClose} />
    </Dialog>
  );
}
