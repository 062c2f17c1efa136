import { FormattedMessage, useIntl } from "react-intl";
import type { ConfirmRequest } from "../../components/confirm-action";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { useDeleteRepositoryMutation } from "./use-delete-repository-mutation";

type RepositoryDeleteOptions = {
  id: string;
  name: string;
  /** The list the row is in, when the delete is made from its menu. */
  connectionId?: string;
  onDeleted?: () => unknown;
};

/** Deleting a repository, asked first: the detail page's danger zone and a list row's menu. */
export function useRepositoryDelete(options: RepositoryDeleteOptions): ConfirmRequest {
  const { id, name, connectionId, onDeleted } = options;
  const intl = useIntl();
  const [remove] = useDeleteRepositoryMutation();

  async function onConfirm() {
    const result = await remove(id, connectionId);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "repository.manager.form.error" });
      return refusalText(result.error, fallback);
    }
    toast.success(intl.formatMessage({ id: "repository.manager.delete.success" }, { name }));
    await onDeleted?.();
  }

  return {
    description: (
      <FormattedMessage
        id="repository.manager.delete.description"
        values={{ name: <bdi>{name}</bdi> }}
      />
    ),
    confirmLabel: <FormattedMessage id="repository.manager.delete.confirm" />,
    onConfirm,
  };
}
