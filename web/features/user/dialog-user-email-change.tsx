import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { Dialog } from "../../components/ui/dialog";

// The forms (zod rules, react-hook-form) load when the dialog opens (docs/decisions/027).
const FormUserEmailChange = lazy(() =>
  import("./form-user-email-change").then((m) => ({ default: m.FormUserEmailChange })),
);

type DialogUserEmailChangeProps = {
  open: boolean;
  /** The user's global id. */
  userId: string;
  onClose: () => void;
};

/** The two-step move to a new address; closing it abandons a move not yet confirmed. */
export function DialogUserEmailChange({ open, userId, onClose }: DialogUserEmailChangeProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="user.manager.emailChange.dialogTitle" />}
      description={<FormattedMessage id="user.manager.emailChange.dialogDescription" />}
    >
      <FormUserEmailChange userId={userId} onClose={onClose} />
    </Dialog>
  );
}
