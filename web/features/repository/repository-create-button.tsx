import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { LazyFormRepository } from "./lazy-form-repository";
import { repositoryPath } from "./repository-paths";
import { useCreateRepositoryMutation } from "./use-create-repository-mutation";

/** "New repository": the form in a dialog (a drawer on phones); opens the new repository. */
export function RepositoryCreateButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [create] = useCreateRepositoryMutation();

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Plus aria-hidden="true" className="size-4" />
        <FormattedMessage id="repository.manager.create.open" />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="repository.manager.create.title" />}
        description={<FormattedMessage id="repository.manager.create.description" />}
      >
        <LazyFormRepository
          submitLabel={<FormattedMessage id="repository.manager.create.submit" />}
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            const result = await create(values);
            if (!result.ok) return result.error;
            setOpen(false);
            toast.success(
              intl.formatMessage(
                { id: "repository.manager.create.success" },
                { name: values.name },
              ),
            );
            await navigate(repositoryPath("manager", result.value.createRepository.repository.id));
            return null;
          }}
        />
      </Dialog>
    </>
  );
}
