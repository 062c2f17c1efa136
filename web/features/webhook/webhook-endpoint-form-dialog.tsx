import { lazy, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import type { webhookEndpointEditor_endpoint$key } from "../../__generated__/webhookEndpointEditor_endpoint.graphql";
import { Dialog } from "../../components/ui/dialog";
import { OneTimeSecret } from "../../components/one-time-secret";

// The form, its rules and its mutations load when the dialog first opens (docs/decisions/027).
const WebhookEndpointEditor = lazy(() =>
  import("./webhook-endpoint-editor").then((m) => ({ default: m.WebhookEndpointEditor })),
);

type WebhookEndpointFormDialogProps = {
  /** The endpoint to edit; without one, the form adds an endpoint to `connectionId`. */
  endpoint: webhookEndpointEditor_endpoint$key | null;
  query: formWebhookEndpoint_query$key;
  connectionId?: string;
  open: boolean;
  onClose: () => void;
};

/** Adding an endpoint (then its secret, shown once) or editing one, in a dialog. */
export function WebhookEndpointFormDialog(props: WebhookEndpointFormDialogProps) {
  const { endpoint, query, connectionId, open, onClose } = props;
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    setSecret(null);
    onClose();
  }

  const step = secret ? "secret" : endpoint ? "edit" : "create";
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<FormattedMessage id={`webhook.account.${step}.title`} />}
    >
      {secret ? (
        <OneTimeSecret
          secret={secret}
          notice={<FormattedMessage id="webhook.account.secret.warning" />}
          messages={{
            label: "webhook.account.secret.label",
            copied: "webhook.account.secret.copied",
            copyFailed: "webhook.account.secret.copyFailed",
          }}
          onDone={close}
        />
      ) : (
        <WebhookEndpointEditor
          endpoint={endpoint}
          query={query}
          connectionId={connectionId}
          onCreated={setSecret}
          onClose={close}
        />
      )}
    </Dialog>
  );
}
