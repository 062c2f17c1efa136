import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { useSendTestWebhookMutation as Mutation } from "../../__generated__/useSendTestWebhookMutation.graphql";
import { commitMutation } from "../../relay/mutation";

/** The delivery log's connection key (webhook-delivery-list.tsx). */
export const DELIVERY_CONNECTION_KEY = "webhookDeliveryList_deliveries";

const mutation = graphql`
  mutation useSendTestWebhookMutation($input: SendTestWebhookInput!, $connections: [ID!]!) {
    sendTestWebhook(input: $input) {
      delivery @prependNode(connections: $connections, edgeTypeName: "WebhookDeliveryEdge") {
        id
        ...webhookDeliveryRow_delivery
      }
    }
  }
`;

/**
 * Queues a "webhook.test" event to the endpoint, delivered as any event is; the delivery heads
 * the endpoint's log when the log is in the store. The endpoint's menu and its log page send it.
 */
export function useSendTestWebhookMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const send = (endpointId: string) => {
    const log = ConnectionHandler.getConnectionID(endpointId, DELIVERY_CONNECTION_KEY);
    return commitMutation(commit, {
      variables: { input: { id: endpointId }, connections: [log] },
    });
  };
  return [send, isInFlight] as const;
}
