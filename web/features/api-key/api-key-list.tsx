import { lazy, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { apiKeyList_user$key } from "../../__generated__/apiKeyList_user.graphql";
import type { apiKeyListPaginationQuery } from "../../__generated__/apiKeyListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { useLoadMore } from "../../components/use-load-more";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { ApiKeyRow } from "./api-key-row";
import { ApiKeySecret } from "./api-key-secret";

// The form (zod rules, the date picker) loads when the dialog opens (docs/decisions/027).
const FormApiKeyCreate = lazy(() =>
  import("./form-api-key-create").then((m) => ({ default: m.FormApiKeyCreate })),
);

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment apiKeyList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "apiKeyListPaginationQuery") {
    apiKeys(first: $count, after: $cursor) @connection(key: "apiKeyList_apiKeys") {
      __id
      totalCount
      edges {
        node {
          id
          ...apiKeyRow_apiKey
        }
      }
    }
  }
`;

/** The viewer's API keys, newest first, with creating (secret shown once) and revoking. */
export function ApiKeyList({ user }: { user: apiKeyList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    apiKeyListPaginationQuery,
    apiKeyList_user$key
  >(fragment, user);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { loadMore, error: loadError } = useLoadMore(loadNext, PAGE_SIZE);
  const { edges, totalCount, __id: connectionId } = data.apiKeys;

  function close() {
    setCreating(false);
    setSecret(null);
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-medium text-zinc-900">
            <FormattedMessage id="apiKey.account.list.title" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="apiKey.account.list.description" />
          </p>
        </div>
        <Button variant="secondary" onClick={() => setCreating(true)}>
          <FormattedMessage id="apiKey.account.create.open" />
        </Button>
      </div>
      <DataList
        isEmpty={edges.length === 0}
        totalCount={totalCount}
        loadedCount={edges.length}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={loadMore}
        error={loadError}
        onRetry={loadMore}
      >
        {edges.map(({ node }) => (
          <ApiKeyRow key={node.id} apiKey={node} />
        ))}
      </DataList>
      <Dialog
        open={creating}
        onClose={close}
        title={
          <FormattedMessage
            id={secret ? "apiKey.account.secret.title" : "apiKey.account.create.title"}
          />
        }
      >
        {secret ? (
          <ApiKeySecret secret={secret} onDone={close} />
        ) : (
          <FormApiKeyCreate connectionId={connectionId} onCreated={setSecret} onCancel={close} />
        )}
      </Dialog>
    </Card>
  );
}
