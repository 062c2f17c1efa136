import { lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import type { webhookEndpointFormDialog_endpoint$key } from "../../__generated__/webhookEndpointFormDialog_endpoint.graphql";
import type { webhookEndpointFormDialogCreateMutation } from "../../__generated__/webhookEndpointFormDialogCreateMutation.graphql";
import type { webhookEndpointFormDialogUpdateMutation } from "../../__generated__/webhookEndpointFormDialogUpdateMutation.graphql";
import { toast } from "../../components/toast";
import { Dialog } from "../../components/ui/dialog";
import { commitMutation } from "../../relay/mutation";
import type { WebhookValues } from "./webhook-form-schema";
import { WebhookSecret } from "./webhook-secret";

// react-hook-form and the form's zod rules load when the dialog first opens (docs/decisions/027).
const FormWebhookEndpoint = lazy(() =>
  import("./form-webhook-endpoint").then((m) => ({ default: m.FormWebhookEndpoint })),
);

const fragment = graphql`
  fragment webhookEndpointFormDialog_endpoint on WebhookEndpoint {
    id
    url
    description
    events
  }
`;

// The new endpoint heads the list; its signing secret comes back only here.
const createMutation = graphql`
  mutation webhookEndpointFormDialogCreateMutation(
    $input: CreateWebhookEndpointInput!
    $connections: [ID!]!
  ) {
    createWebhookEndpoint(input: $input) {
      secret
      webhookEndpoint @prependNode(connections: $connections, edgeTypeName: "WebhookEndpointEdge") {
        id
        ...webhookEndpointRow_endpoint
      }
    }
  }
`;

// The row and the delivery log's header read the endpoint by id: both update in the store.
const updateMutation = graphql`
  mutation webhookEndpointFormDialogUpdateMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      webhookEndpoint {
        id
        ...webhookEndpointRow_endpoint
        ...webhookEndpointSummary_endpoint
      }
    }
  }
`;

type WebhookEndpointFormDialogProps = {
  /** The endpoint to edit; without one, the form adds an endpoint to `connectionId`. */
  endpoint: webhookEndpointFormDialog_endpoint$key | null;
  query: formWebhookEndpoint_query$key;
  connectionId?: string;
  open: boolean;
  onClose: () => void;
};

/** Adding an endpoint (then its secret, shown once) or editing one, in a dialog. */
export function WebhookEndpointFormDialog(props: WebhookEndpointFormDialogProps) {
  const { query, connectionId, open, onClose } = props;
  const intl = useIntl();
  const endpoint = useFragment(fragment, props.endpoint);
  const [secret, setSecret] = useState<string | null>(null);
  const [create] = useMutation<webhookEndpointFormDialogCreateMutation>(createMutation);
  const [update] = useMutation<webhookEndpointFormDialogUpdateMutation>(updateMutation);

  function close() {
    setSecret(null);
    onClose();
  }

  async function save(input: WebhookValues) {
    if (endpoint) {
      const result = await commitMutation(update, {
        variables: { input: { id: endpoint.id, ...input } },
      });
      if (!result.ok) return result.error;
      toast.success(intl.formatMessage({ id: "webhook.account.edit.done" }));
      close();
      return null;
    }
    const connections = connectionId ? [connectionId] : [];
    const result = await commitMutation(create, {
      variables: { input, connections },
    });
    if (!result.ok) return result.error;
    setSecret(result.value.createWebhookEndpoint.secret);
    return null;
  }

  const action = endpoint ? "edit" : "create";
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<FormattedMessage id={`webhook.account.${secret ? "secret" : action}.title`} />}
    >
      {secret ? (
        <WebhookSecret
          secret={secret}
          notice={<FormattedMessage id="webhook.account.secret.warning" />}
          onDone={close}
        />
      ) : (
        <FormWebhookEndpoint
          query={query}
          defaultValues={
            endpoint
              ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
              : undefined
          }
          submitLabel={<FormattedMessage id={`webhook.account.${action}.submit`} />}
          onSubmit={save}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}
