import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { repositoryDeleteButton_repository$key } from "../../__generated__/repositoryDeleteButton_repository.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { useDeleteRepositoryMutation } from "./use-delete-repository-mutation";

const fragment = graphql`
  fragment repositoryDeleteButton_repository on Repository {
    id
    name
  }
`;

/** "Delete" behind the confirm dialog; back to the list once done. */
export function RepositoryDeleteButton({
  repository,
}: {
  repository: repositoryDeleteButton_repository$key;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id, name } = useFragment(fragment, repository);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, pending] = useDeleteRepositoryMutation();

  async function confirm() {
    setFailure(null);
    const result = await remove(id);
    if (!result.ok) {
      return setFailure(
        result.error.message ?? intl.formatMessage({ id: "repository.manager.form.error" }),
      );
    }
    setOpen(false);
    toast.success(intl.formatMessage({ id: "repository.manager.delete.success" }, { name }));
    await navigate("/manager/repositories");
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="repository.manager.delete.open" />
      </Button>
      <ConfirmDialog
        open={open}
        variant="danger"
        pending={pending}
        error={failure}
        description={
          <FormattedMessage id="repository.manager.delete.description" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="repository.manager.delete.confirm" />}
        onCancel={() => {
          setOpen(false);
          setFailure(null);
        }}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
