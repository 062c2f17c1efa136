import History from "lucide-react/icons/history";
import KeyRound from "lucide-react/icons/key-round";
import Pencil from "lucide-react/icons/pencil";
import Power from "lucide-react/icons/power";
import PowerOff from "lucide-react/icons/power-off";
import Send from "lucide-react/icons/send";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import type { webhookEndpointMenu_endpoint$key } from "../../__generated__/webhookEndpointMenu_endpoint.graphql";
import type { webhookEndpointMenuEnableMutation } from "../../__generated__/webhookEndpointMenuEnableMutation.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { toast } from "../../components/toast";
import { MenuItem, MenuLinkItem, MenuSeparator } from "../../components/ui/menu-items";
import { commitMutation } from "../../relay/mutation";
import { WebhookEndpointFormDialog } from "./webhook-endpoint-form-dialog";
import { WebhookRotateDialog } from "./webhook-rotate-dialog";
import { useSendTestWebhookMutation } from "./use-send-test-webhook-mutation";
import { useWebhookEndpointDelete } from "./use-webhook-endpoint-delete";

const fragment = graphql`
  fragment webhookEndpointMenu_endpoint on WebhookEndpoint {
    id
    url
    enabled
    ...webhookEndpointEditor_endpoint
  }
`;

// Enabling clears the reason and the failures: the row and the log's header update.
const enableMutation = graphql`
  mutation webhookEndpointMenuEnableMutation($input: SetWebhookEndpointEnabledInput!) {
    setWebhookEndpointEnabled(input: $input) {
      webhookEndpoint {
        id
        enabled
        ...webhookEndpointStatus_endpoint
      }
    }
  }
`;

type WebhookEndpointMenuProps = {
  endpoint: webhookEndpointMenu_endpoint$key;
  query: formWebhookEndpoint_query$key;
  /** In the list: its connection, which a delete removes the row from, and the log's path. */
  list?: { connectionId: string; logPath: string };
};

/**
 * An endpoint's "…": edit, a test event, on/off and a new secret; in the list also its log and
 * delete (asked first). The log page deletes from its danger zone (docs/decisions/097).
 */
export function WebhookEndpointMenu(props: WebhookEndpointMenuProps) {
  const { query, list } = props;
  const intl = useIntl();
  const endpoint = useFragment(fragment, props.endpoint);
  const [dialog, setDialog] = useState<"edit" | "rotate" | "delete" | null>(null);
  const [sendTest] = useSendTestWebhookMutation();
  const [setEnabled] = useMutation<webhookEndpointMenuEnableMutation>(enableMutation);
  const deletion = useWebhookEndpointDelete({ ...endpoint, connectionId: list?.connectionId });
  const close = () => setDialog(null);
  const failed = intl.formatMessage({ id: "webhook.account.actionError" });

  async function test() {
    const result = await sendTest(endpoint.id);
    if (result.ok) toast.success(intl.formatMessage({ id: "webhook.account.test.done" }));
    else if (result.error.code !== "DEMO_MODE") toast.error(result.error.message ?? failed);
  }

  async function toggle() {
    const enabled = !endpoint.enabled;
    const input = { id: endpoint.id, enabled };
    const result = await commitMutation(setEnabled, { variables: { input } });
    const done = enabled ? "webhook.account.enable.done" : "webhook.account.disable.done";
    if (result.ok) toast.success(intl.formatMessage({ id: done }));
    else if (result.error.code !== "DEMO_MODE") toast.error(result.error.message ?? failed);
  }

  return (
    <>
      <RowMenu name={endpoint.url}>
        {list && (
          <MenuLinkItem icon={<History />} to={list.logPath}>
            <FormattedMessage id="webhook.account.row.deliveries" />
          </MenuLinkItem>
        )}
        <MenuItem icon={<Pencil />} opensDialog onSelect={() => setDialog("edit")}>
          <FormattedMessage id="webhook.account.edit.open" />
        </MenuItem>
        {/* The log page has it as its primary button. */}
        {list && (
          <MenuItem icon={<Send />} onSelect={() => void test()}>
            <FormattedMessage id="webhook.account.test.open" />
          </MenuItem>
        )}
        <MenuItem icon={endpoint.enabled ? <PowerOff /> : <Power />} onSelect={() => void toggle()}>
          <FormattedMessage
            id={endpoint.enabled ? "webhook.account.disable.open" : "webhook.account.enable.open"}
          />
        </MenuItem>
        <MenuItem icon={<KeyRound />} opensDialog onSelect={() => setDialog("rotate")}>
          <FormattedMessage id="webhook.account.rotate.open" />
        </MenuItem>
        {list && <MenuSeparator />}
        {list && (
          <MenuItem icon={<Trash2 />} danger opensDialog onSelect={() => setDialog("delete")}>
            <FormattedMessage id="webhook.account.delete.open" />
          </MenuItem>
        )}
      </RowMenu>
      <WebhookEndpointFormDialog
        endpoint={endpoint}
        query={query}
        open={dialog === "edit"}
        onClose={close}
      />
      <WebhookRotateDialog endpointId={endpoint.id} open={dialog === "rotate"} onClose={close} />
      <ConfirmDialog {...deletion} open={dialog === "delete"} variant="danger" onClose={close} />
    </>
  );
}
