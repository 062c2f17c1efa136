import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryRowMenu_repository$key } from "../../__generated__/repositoryRowMenu_repository.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { MenuItem, MenuSeparator } from "../../components/ui/menu-items";
import { RepositoryFormDialog } from "./repository-actions";
import { useRepositoryDelete } from "./use-repository-delete";

const fragment = graphql`
  fragment repositoryRowMenu_repository on Repository {
    id
    name
    ...repositoryActions_repository
  }
`;

type RepositoryRowMenuProps = {
  repository: repositoryRowMenu_repository$key;
  /** The list's connection, which a delete from the row removes the row from. */
  connectionId: string;
};

/** A manager row's "…": edit in the form's dialog, delete after a confirmation. */
export function RepositoryRowMenu({ repository, connectionId }: RepositoryRowMenuProps) {
  const data = useFragment(fragment, repository);
  const { id, name } = data;
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const deletion = useRepositoryDelete({ id, name, connectionId });
  const close = () => setDialog(null);

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
      <RepositoryFormDialog repository={data} open={dialog === "edit"} onClose={close} />
      <ConfirmDialog {...deletion} open={dialog === "delete"} variant="danger" onClose={close} />
    </>
  );
}
