import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import type { webhookEndpointEditor_endpoint$key } from "../../__generated__/webhookEndpointEditor_endpoint.graphql";
import type { webhookEndpointEditorCreateMutation } from "../../__generated__/webhookEndpointEditorCreateMutation.graphql";
import type { webhookEndpointEditorUpdateMutation } from "../../__generated__/webhookEndpointEditorUpdateMutation.graphql";
import { toast } from "../../components/toast";
import { commitMutation } from "../../relay/mutation";
import { FormWebhookEndpoint } from "./form-webhook-endpoint";
import type { WebhookValues } from "./webhook-form-schema";

// Loaded when the form's dialog first opens (webhook-endpoint-form-dialog.tsx), with the
// form's rules and react-hook-form: the pages that may open it do not carry them (ADR 027).

const fragment = graphql`
  fragment webhookEndpointEditor_endpoint on WebhookEndpoint {
    id
    url
    description
    events
  }
`;

// The new endpoint heads the list; its signing secret comes back only here.
const createMutation = graphql`
  mutation webhookEndpointEditorCreateMutation(
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
  mutation webhookEndpointEditorUpdateMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      webhookEndpoint {
        id
        ...webhookEndpointRow_endpoint
        ...webhookEndpointSummary_endpoint
      }
    }
  }
`;

type WebhookEndpointEditorProps = {
  /** The endpoint to edit; without one, the form adds an endpoint to `connectionId`. */
  endpoint: webhookEndpointEditor_endpoint$key | null;
  query: formWebhookEndpoint_query$key;
  connectionId?: string | undefined;
  /** A new endpoint was added: its secret, to show once. */
  onCreated: (secret: string) => void;
  /** The form is done: saved, or cancelled. */
  onClose: () => void;
};

/** The endpoint form, and what it sends: createWebhookEndpoint or updateWebhookEndpoint. */
export function WebhookEndpointEditor(props: WebhookEndpointEditorProps) {
  const { query, connectionId, onCreated, onClose } = props;
  const intl = useIntl();
  const endpoint = useFragment(fragment, props.endpoint);
  const [create] = useMutation<webhookEndpointEditorCreateMutation>(createMutation);
  const [update] = useMutation<webhookEndpointEditorUpdateMutation>(updateMutation);

  async function save(input: WebhookValues) {
    if (endpoint) {
      const result = await commitMutation(update, {
        variables: { input: { id: endpoint.id, ...input } },
      });
      if (!result.ok) return result.error;
      toast.success(intl.formatMessage({ id: "webhook.account.edit.done" }));
      onClose();
      return null;
    }
    const connections = connectionId ? [connectionId] : [];
    const result = await commitMutation(create, { variables: { input, connections } });
    if (!result.ok) return result.error;
    onCreated(result.value.createWebhookEndpoint.secret);
    return null;
  }

  return (
    <FormWebhookEndpoint
      query={query}
      defaultValues={
        endpoint
          ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
          : undefined
      }
      submitLabel={
        <FormattedMessage id={`webhook.account.${endpoint ? "edit" : "create"}.submit`} />
      }
      onSubmit={save}
      onCancel={onClose}
    />
  );
}
