import Plus from "lucide-react/icons/plus";
import { lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { repositoryActions_repository$key } from "../../__generated__/repositoryActions_repository.graphql";
import { ConfirmAction } from "../../components/confirm-action";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import type { RepositoryValues } from "./form-repository";
import { repositoryPath } from "./repository-paths";
import { useCreateRepositoryMutation } from "./use-create-repository-mutation";
import { useRepositoryDelete } from "./use-repository-delete";
import { useUpdateRepositoryMutation } from "./use-update-repository-mutation";

const fragment = graphql`
  fragment repositoryActions_repository on Repository {
    id
    name
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    link
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    description
  }
`;

// react-hook-form and the zod rules load when a dialog first opens, not with the pages that
// only may open one (docs/decisions/027 and 032).
const FormRepository = lazy(() =>
  import("./form-repository").then((m) => ({ default: m.FormRepository })),
);

type RepositoryProps = { repository: repositoryActions_repository$key };

type RepositoryFormDialogProps = {
  /** The repository to edit; without one, the form creates a repository and opens it. */
  repository: repositoryActions_repository$key | null;
  open: boolean;
  onClose: () => void;
};

/** The form in a dialog (a drawer on phones): from the pages' buttons and a row's menu. */
export function RepositoryFormDialog({ repository, open, onClose }: RepositoryFormDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useFragment(fragment, repository);
  const [create] = useCreateRepositoryMutation();
  const [update] = useUpdateRepositoryMutation();
  const action = data ? "update" : "create";

  async function save(values: RepositoryValues) {
    const result = data ? await update(data.id, values) : await create(values);
    if (!result.ok) return result.error;
    onClose();
    const { name } = values;
    toast.success(intl.formatMessage({ id: `repository.manager.${action}.success` }, { name }));
    if ("createRepository" in result.value) {
      await navigate(repositoryPath("manager", result.value.createRepository.repository.id));
    }
    return null;
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id={`repository.manager.${action}.title`} />}
      description={
        data ? undefined : <FormattedMessage id="repository.manager.create.description" />
      }
    >
      <FormRepository
        defaultValues={data ?? undefined}
        submitLabel={<FormattedMessage id={`repository.manager.${action}.submit`} />}
        onCancel={onClose}
        onSubmit={save}
      />
    </Dialog>
  );
}

/** "New repository" on the list and "Edit" on the detail page: each page's one primary action. */
export function RepositoryFormButton({ repository }: Partial<RepositoryProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {!repository && <Plus aria-hidden="true" className="size-4" />}
        <FormattedMessage id={`repository.manager.${repository ? "update" : "create"}.open`} />
      </Button>
      <RepositoryFormDialog
        repository={repository ?? null}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The detail page's danger-zone "Delete", asking first, then back to the list. A list row
 * deletes from its menu (repository-row-menu.tsx).
 */
export function RepositoryDeleteButton({ repository }: RepositoryProps) {
  const navigate = useNavigate();
  const { id, name } = useFragment(fragment, repository);
  const onDeleted = () => navigate("/manager/repositories");
  const request = useRepositoryDelete({ id, name, onDeleted });
  const label = <FormattedMessage id="repository.manager.delete.zoneButton" />;
  return <ConfirmAction label={label} {...request} />;
}
