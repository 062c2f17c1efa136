import { lazy } from "react";
import { FormattedMessage } from "react-intl";
import { Dialog } from "../../components/ui/dialog";

// The form, its zod rules and react-hook-form load when the dialog first opens (docs/decisions/027).
const FormOrganizationCreate = lazy(() =>
  import("./form-organization-create").then((m) => ({ default: m.FormOrganizationCreate })),
);

type OrganizationCreateDialogProps = {
  /** The viewer's organization list, which the new one heads. */
  connectionId: string;
  open: boolean;
  onClose: () => void;
};

export function OrganizationCreateDialog({
  connectionId,
  open,
  onClose,
}: OrganizationCreateDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="organization.app.create.title" />}
      description={<FormattedMessage id="organization.app.create.description" />}
    >
      <FormOrganizationCreate connectionId={connectionId} onCancel={onClose} />
    </Dialog>
  );
}
