import Plus from "lucide-react/icons/plus";
import { lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { repositoryActions_repository$key } from "../../__generated__/repositoryActions_repository.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import type { RepositoryValues } from "./form-repository";
import { repositoryPath } from "./repository-paths";
import { useCreateRepositoryMutation } from "./use-create-repository-mutation";
import { useDeleteRepositoryMutation } from "./use-delete-repository-mutation";
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

type RepositoryFormButtonProps = {
  /** The repository to edit; without one, the button creates a repository and opens it. */
  repository?: repositoryActions_repository$key;
};

/** "New repository" or "Edit": the form in a dialog (a drawer on phones). */
export function RepositoryFormButton({ repository }: RepositoryFormButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useFragment(fragment, repository ?? null);
  const [open, setOpen] = useState(false);
  const [create] = useCreateRepositoryMutation();
  const [update] = useUpdateRepositoryMutation();
  const action = data ? "update" : "create";

  async function save(values: RepositoryValues) {
    const result = data ? await update(data.id, values) : await create(values);
    if (!result.ok) return result.error;
    setOpen(false);
    const { name } = values;
    toast.success(intl.formatMessage({ id: `repository.manager.${action}.success` }, { name }));
    if ("createRepository" in result.value) {
      await navigate(repositoryPath("manager", result.value.createRepository.repository.id));
    }
    return null;
  }

  return (
    <>
      {/* "New repository" on the list and "Edit" on the detail page: each page's one primary action. */}
      <Button variant="primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {!data && <Plus aria-hidden="true" className="size-4" />}
        <FormattedMessage id={`repository.manager.${action}.open`} />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id={`repository.manager.${action}.title`} />}
        description={
          data ? undefined : <FormattedMessage id="repository.manager.create.description" />
        }
      >
        <FormRepository
          defaultValues={data ?? undefined}
          submitLabel={<FormattedMessage id={`repository.manager.${action}.submit`} />}
          onCancel={() => setOpen(false)}
          onSubmit={save}
        />
      </Dialog>
    </>
  );
}

type RepositoryDeleteButtonProps = {
  repository: repositoryActions_repository$key;
};

/**
 * The detail page's danger-zone "Delete", behind the confirm dialog, then back to the list. A
 * list row deletes from its menu (repository-row-menu.tsx).
 */
export function RepositoryDeleteButton({ repository }: RepositoryDeleteButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id, name } = useFragment(fragment, repository);
  const [open, setOpen] = useState(false);
  const [remove] = useDeleteRepositoryMutation();

  async function confirm() {
    const result = await remove(id);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "repository.manager.form.error" });
      return refusalText(result.error, fallback);
    }
    toast.success(intl.formatMessage({ id: "repository.manager.delete.success" }, { name }));
    await navigate("/manager/repositories");
  }

  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="repository.manager.delete.zoneButton" />
      </Button>
      <ConfirmDialog
        open={open}
        variant="danger"
        description={
          <FormattedMessage
            id="repository.manager.delete.description"
            values={{ name: <bdi>{name}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="repository.manager.delete.confirm" />}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
