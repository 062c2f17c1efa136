import type { LoaderFunctionArgs } from "react-router";
import query, {
  type pageWebhookEndpointQuery,
} from "../../__generated__/pageWebhookEndpointQuery.graphql";
import { loadRouteQuery } from "../../relay/route-query";

/** /app/account/webhooks/:id and /manager/…: the endpoint, its first deliveries, the events. */
export function webhookEndpointLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<pageWebhookEndpointQuery>(query, { id: params.id ?? "" });
}
