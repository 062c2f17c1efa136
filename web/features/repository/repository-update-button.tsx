import Pencil from "lucide-react/icons/pencil";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryUpdateButton_repository$key } from "../../__generated__/repositoryUpdateButton_repository.graphql";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { IconButton } from "../../components/ui/icon-button";
import { Dialog } from "../../components/ui/dialog";
import { LazyFormRepository } from "./lazy-form-repository";
import { useUpdateRepositoryMutation } from "./use-update-repository-mutation";

const fragment = graphql`
  fragment repositoryUpdateButton_repository on Repository {
    id
    name
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    link
    # eslint-disable-next-line relay/unused-fields -- the form reads the record as its values
    description
  }
`;

/**
 * "Edit": the form in a dialog (a drawer on phones), filled with the current values.
 * `compact`: a pencil icon, for a list row.
 */
export function RepositoryUpdateButton({
  repository,
  compact = false,
}: {
  repository: repositoryUpdateButton_repository$key;
  compact?: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(fragment, repository);
  const [open, setOpen] = useState(false);
  const [update] = useUpdateRepositoryMutation();

  return (
    <>
      {compact ? (
        <IconButton
          label={intl.formatMessage({ id: "repository.manager.row.edit" }, { name: data.name })}
          icon={<Pencil className="size-4" />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <FormattedMessage id="repository.manager.update.open" />
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="repository.manager.update.title" />}
      >
        <LazyFormRepository
          defaultValues={data}
          submitLabel={<FormattedMessage id="repository.manager.update.submit" />}
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            const result = await update(data.id, values);
            if (!result.ok) return result.error;
            setOpen(false);
            toast.success(
              intl.formatMessage(
                { id: "repository.manager.update.success" },
                { name: values.name },
              ),
            );
            return null;
          }}
        />
      </Dialog>
    </>
  );
}
