import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryRowMenu_repository$key } from "../../__generated__/repositoryRowMenu_repository.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { toast } from "../../components/toast";
import { Dialog } from "../../components/ui/dialog";
import { MenuItem, MenuSeparator } from "../../components/ui/menu-items";
import type { RepositoryValues } from "./form-repository";
import { useDeleteRepositoryMutation } from "./use-delete-repository-mutation";
import { useUpdateRepositoryMutation } from "./use-update-repository-mutation";

const fragment = graphql`
  fragment repositoryRowMenu_repository on Repository {
    id
    name
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    link
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    description
  }
`;

// The form loads when the dialog first opens, not with the list (docs/decisions/027).
const FormRepository = lazy(() =>
  import("./form-repository").then((m) => ({ default: m.FormRepository })),
);

type RepositoryRowMenuProps = {
  repository: repositoryRowMenu_repository$key;
  /** The list's connection, which a delete from the row removes the row from. */
  connectionId: string;
};

/** A manager row's "…": edit in the form's dialog, delete after a confirmation. */
export function RepositoryRowMenu({ repository, connectionId }: RepositoryRowMenuProps) {
  const intl = useIntl();
  const data = useFragment(fragment, repository);
  const { id, name } = data;
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const [update] = useUpdateRepositoryMutation();
  const [remove] = useDeleteRepositoryMutation();
  const close = () => setDialog(null);

  async function save(values: RepositoryValues) {
    const result = await update(id, values);
    if (!result.ok) return result.error;
    close();
    toast.success(
      intl.formatMessage({ id: "repository.manager.update.success" }, { name: values.name }),
    );
    return null;
  }

  async function confirmDelete() {
    const result = await remove(id, connectionId);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "repository.manager.form.error" });
      return refusalText(result.error, fallback);
    }
    toast.success(intl.formatMessage({ id: "repository.manager.delete.success" }, { name }));
  }

  return (
    <>
      <RowMenu name={name}>
        <MenuItem icon={<Pencil />} opensDialog onSelect={() => setDialog("edit")}>
          <FormattedMessage id="repository.manager.update.open" />
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Trash2 />} danger opensDialog onSelect={() => setDialog("delete")}>
          <FormattedMessage id="repository.manager.delete.open" />
        </MenuItem>
      </RowMenu>
      <Dialog
        open={dialog === "edit"}
        onClose={close}
        title={<FormattedMessage id="repository.manager.update.title" />}
      >
        <FormRepository
          defaultValues={data}
          submitLabel={<FormattedMessage id="repository.manager.update.submit" />}
          onCancel={close}
          onSubmit={save}
        />
      </Dialog>
      <ConfirmDialog
        open={dialog === "delete"}
        variant="danger"
        description={
          <FormattedMessage
            id="repository.manager.delete.description"
            values={{ name: <bdi>{name}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="repository.manager.delete.confirm" />}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
