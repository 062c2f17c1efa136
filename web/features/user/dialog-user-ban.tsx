import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { Dialog } from "../../components/ui/dialog";

// The form (zod rules, react-hook-form, the date picker) loads when the dialog opens
// (docs/decisions/027).
const FormUserBan = lazy(() => import("./form-user-ban").then((m) => ({ default: m.FormUserBan })));

type DialogUserBanProps = {
  open: boolean;
  /** The user's global id. */
  userId: string;
  onClose: () => void;
  onBanned: () => void;
};

/** Ban with a reason and an optional last day; without one the ban does not end. */
export function DialogUserBan({ open, userId, onClose, onBanned }: DialogUserBanProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="user.manager.ban.dialogTitle" />}
      description={<FormattedMessage id="user.manager.ban.dialogDescription" />}
    >
      <FormUserBan userId={userId} onCancel={onClose} onBanned={onBanned} />
    </Dialog>
  );
}
