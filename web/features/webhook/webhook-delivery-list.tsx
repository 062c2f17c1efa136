import Inbox from "lucide-react/icons/inbox";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { startTransition, useEffect, useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { webhookDeliveryList_endpoint$key } from "../../__generated__/webhookDeliveryList_endpoint.graphql";
import type { webhookDeliveryListPaginationQuery } from "../../__generated__/webhookDeliveryListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { WebhookDeliveryRow } from "./webhook-delivery-row";

const PAGE_SIZE = 20;
/** How often the log is read again while a delivery waits for its answer. */
export const PENDING_REFRESH_MS = 2000;

const fragment = graphql`
  fragment webhookDeliveryList_endpoint on WebhookEndpoint
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "webhookDeliveryListPaginationQuery") {
    deliveries(first: $count, after: $cursor) @connection(key: "webhookDeliveryList_deliveries") {
      __id
      edges {
        node {
          id
          status
          ...webhookDeliveryRow_delivery
        }
      }
    }
  }
`;

/**
 * An endpoint's deliveries, newest first (kept 30 days). Deliveries go through the job queue,
 * so one just sent is pending: while any is, the log reads itself again every few seconds.
 */
export function WebhookDeliveryList({ endpoint }: { endpoint: webhookDeliveryList_endpoint$key }) {
  const { data, refetch, ...pagination } = usePaginationFragment<
    webhookDeliveryListPaginationQuery,
    webhookDeliveryList_endpoint$key
  >(fragment, endpoint);
  const headingId = useId();
  const { edges, __id: connectionId } = data.deliveries;
  const pending = edges.some(({ node }) => node.status === "PENDING");
  const loaded = Math.max(edges.length, PAGE_SIZE);

  // In a transition: the rows stay on screen while the new answer loads.
  const refresh = () =>
    startTransition(() => {
      refetch({ count: loaded }, { fetchPolicy: "network-only" });
    });

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(refresh, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-zinc-900">
          <FormattedMessage id="webhook.delivery.list.title" />
        </h2>
        <Button variant="secondary" size="sm" onClick={refresh}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <FormattedMessage id="webhook.delivery.list.refresh" />
        </Button>
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<Inbox />}
            title={<FormattedMessage id="webhook.delivery.list.emptyTitle" />}
            description={<FormattedMessage id="webhook.delivery.list.emptyDescription" />}
          />
        }
      >
        {edges.map(({ node }) => (
          <WebhookDeliveryRow key={node.id} delivery={node} connectionId={connectionId} />
        ))}
      </DataList>
    </section>
  );
}
