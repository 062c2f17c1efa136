import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { repositoryDeleteButton_repository$key } from "../../__generated__/repositoryDeleteButton_repository.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { IconButton } from "../../components/ui/icon-button";
import { useDeleteRepositoryMutation } from "./use-delete-repository-mutation";

const fragment = graphql`
  fragment repositoryDeleteButton_repository on Repository {
    id
    name
  }
`;

type RepositoryDeleteButtonProps = {
  repository: repositoryDeleteButton_repository$key;
  /**
   * From a list row: a bin icon, the row leaves this connection (the list in its current
   * order and search) and the page stays. Without it: a button, then back to the list.
   */
  connectionId?: string;
};

/** "Delete" behind the confirm dialog. */
export function RepositoryDeleteButton({ repository, connectionId }: RepositoryDeleteButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id, name } = useFragment(fragment, repository);
  const [open, setOpen] = useState(false);
  const [remove] = useDeleteRepositoryMutation();

  async function confirm() {
    const result = await remove(id, connectionId);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "repository.manager.form.error" });
      return refusalText(result.error, fallback);
    }
    toast.success(intl.formatMessage({ id: "repository.manager.delete.success" }, { name }));
    if (!connectionId) await navigate("/manager/repositories");
  }

  return (
    <>
      {connectionId ? (
        <IconButton
          label={intl.formatMessage({ id: "repository.manager.row.delete" }, { name })}
          icon={<Trash2 className="size-4 text-red-700" />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        />
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="repository.manager.delete.open" />
        </Button>
      )}
      <ConfirmDialog
        open={open}
        variant="danger"
        description={
          <FormattedMessage id="repository.manager.delete.description" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="repository.manager.delete.confirm" />}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
