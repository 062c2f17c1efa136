import Plus from "lucide-react/icons/plus";
import Webhook from "lucide-react/icons/webhook";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment, usePaginationFragment } from "react-relay";
import { useLocation } from "react-router";
import type { webhookEndpointList_query$key } from "../../__generated__/webhookEndpointList_query.graphql";
import type { webhookEndpointList_user$key } from "../../__generated__/webhookEndpointList_user.graphql";
import type { webhookEndpointListPaginationQuery } from "../../__generated__/webhookEndpointListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { WebhookEndpointFormDialog } from "./webhook-endpoint-form-dialog";
import { WebhookEndpointRow } from "./webhook-endpoint-row";
import { accountArea, webhookEndpointPath } from "./webhook-paths";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment webhookEndpointList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "webhookEndpointListPaginationQuery") {
    webhookEndpoints(first: $count, after: $cursor)
      @connection(key: "webhookEndpointList_webhookEndpoints") {
      __id
      edges {
        node {
          id
          ...webhookEndpointRow_endpoint
        }
      }
    }
  }
`;

// The event types the form offers, read with the page.
const queryFragment = graphql`
  fragment webhookEndpointList_query on Query {
    ...formWebhookEndpoint_query
  }
`;

type WebhookEndpointListProps = {
  user: webhookEndpointList_user$key;
  query: webhookEndpointList_query$key;
};

/** The viewer's webhook endpoints, newest first, with adding one (its secret shown once). */
export function WebhookEndpointList({ user, query }: WebhookEndpointListProps) {
  const { data, ...pagination } = usePaginationFragment<
    webhookEndpointListPaginationQuery,
    webhookEndpointList_user$key
  >(fragment, user);
  const choices = useFragment(queryFragment, query);
  const area = accountArea(useLocation().pathname);
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const { edges, __id: connectionId } = data.webhookEndpoints;

  const addButton = (
    <Button variant="secondary" onClick={() => setAdding(true)} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      <FormattedMessage id="webhook.account.create.open" />
    </Button>
  );

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-medium text-zinc-900">
            <FormattedMessage id="webhook.account.list.title" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="webhook.account.list.description" />
          </p>
        </div>
        {/* Once there are endpoints: until then the empty state carries the button. */}
        {edges.length > 0 && addButton}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<Webhook />}
            title={<FormattedMessage id="webhook.account.list.emptyTitle" />}
            description={<FormattedMessage id="webhook.account.list.emptyDescription" />}
            action={addButton}
          />
        }
      >
        {edges.map(({ node }) => (
          <WebhookEndpointRow
            key={node.id}
            endpoint={node}
            query={choices}
            connectionId={connectionId}
            logPath={(id) => webhookEndpointPath(area, id)}
          />
        ))}
      </DataList>
      <WebhookEndpointFormDialog
        endpoint={null}
        query={choices}
        connectionId={connectionId}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Card>
  );
}
