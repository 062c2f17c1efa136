import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { ORGANIZATIONS_PATH } from "./organization-paths";
import { useDeleteOrganizationMutation } from "./use-delete-organization-mutation";

type OrganizationDeleteDialogProps = {
  organization: { id: string; name: string };
  open: boolean;
  onClose: () => void;
};

/** Asks for the organization's name before deleting it, members, teams and invitations with it. */
export function OrganizationDeleteDialog({
  organization,
  open,
  onClose,
}: OrganizationDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="organization.app.delete.confirmTitle" />}
      description={
        <FormattedMessage
          id="organization.app.delete.confirmDescription"
          values={{ name: <bdi className="font-medium">{organization.name}</bdi> }}
        />
      }
    >
      <DeleteConfirmation organization={organization} onClose={onClose} />
    </Dialog>
  );
}

function DeleteConfirmation({
  organization,
  onClose,
}: Omit<OrganizationDeleteDialogProps, "open">) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [remove, isInFlight] = useDeleteOrganizationMutation();
  // The name as shown, spaces at the ends aside: what the owner reads is what they type.
  const matches = typed.trim() === organization.name.trim();

  async function confirm() {
    if (!matches) return;
    setError(undefined);
    const result = await remove(organization.id);
    if (!result.ok) {
      setError(
        refusalText(result.error, intl.formatMessage({ id: "organization.shared.form.error" })),
      );
      return;
    }
    toast.success(
      intl.formatMessage({ id: "organization.app.delete.success" }, { name: organization.name }),
    );
    onClose();
    await navigate(ORGANIZATIONS_PATH);
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Field
        label={<FormattedMessage id="organization.app.delete.typeName" />}
        autoComplete="off"
        dir="auto"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <ErrorText>{error}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" autoFocus disabled={isInFlight} onClick={onClose}>
          <FormattedMessage id="organization.shared.form.cancel" />
        </Button>
        <Button type="submit" variant="danger" disabled={!matches} loading={isInFlight}>
          <FormattedMessage id="organization.app.delete.confirm" />
        </Button>
      </div>
    </form>
  );
}
