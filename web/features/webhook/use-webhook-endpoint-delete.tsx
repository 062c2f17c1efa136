import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import type { useWebhookEndpointDeleteMutation } from "../../__generated__/useWebhookEndpointDeleteMutation.graphql";
import type { ConfirmRequest } from "../../components/confirm-action";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useWebhookEndpointDeleteMutation(
    $input: DeleteWebhookEndpointInput!
    $connections: [ID!]!
  ) {
    deleteWebhookEndpoint(input: $input) {
      deletedWebhookEndpointId @deleteEdge(connections: $connections)
    }
  }
`;

type WebhookEndpointDeleteOptions = {
  id: string;
  url: string;
  /** The list the row is in, when the delete is made from its menu. */
  connectionId?: string;
  onDeleted?: () => unknown;
};

/** Deleting an endpoint, asked first: a row's menu and the delivery log's danger zone. */
export function useWebhookEndpointDelete(options: WebhookEndpointDeleteOptions): ConfirmRequest {
  const { id, url, connectionId, onDeleted } = options;
  const intl = useIntl();
  const [commit] = useMutation<useWebhookEndpointDeleteMutation>(mutation);

  async function onConfirm() {
    const result = await commitMutation(commit, {
      variables: { input: { id }, connections: connectionId ? [connectionId] : [] },
      updater: (store, data) => {
        if (!data?.deleteWebhookEndpoint) return;
        // Stale, not dropped (that would flash a 404): the account page reads its list again.
        store.get(id)?.invalidateRecord();
      },
    });
    if (!result.ok) {
      return refusalText(result.error, intl.formatMessage({ id: "webhook.account.actionError" }));
    }
    toast.success(intl.formatMessage({ id: "webhook.account.delete.done" }));
    await onDeleted?.();
  }

  return {
    description: (
      <FormattedMessage
        id="webhook.account.delete.description"
        values={{ url: <bdi dir="ltr">{url}</bdi> }}
      />
    ),
    confirmLabel: <FormattedMessage id="webhook.account.delete.confirm" />,
    onConfirm,
  };
}
