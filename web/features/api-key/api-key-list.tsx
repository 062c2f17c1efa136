import KeyRound from "lucide-react/icons/key-round";
import { lazy, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { apiKeyList_user$key } from "../../__generated__/apiKeyList_user.graphql";
import type { apiKeyListPaginationQuery } from "../../__generated__/apiKeyListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { ApiKeyRow } from "./api-key-row";
import { OneTimeSecret } from "../../components/one-time-secret";

// The form (zod rules, the date picker) loads when the dialog opens (docs/decisions/027).
const FormApiKeyCreate = lazy(() =>
  import("./form-api-key-create").then((m) => ({ default: m.FormApiKeyCreate })),
);

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment apiKeyList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "apiKeyListPaginationQuery") {
    ...formApiKeyCreate_user
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

type ApiKeyListProps = {
  user: apiKeyList_user$key;
  /** The manager's user detail: an admin lists and revokes that user's keys, never creates. */
  manage?: boolean;
};

/** A user's API keys, newest first, with revoking; one's own also with creating. */
export function ApiKeyList({ user, manage = false }: ApiKeyListProps) {
  const { data, ...pagination } = usePaginationFragment<
    apiKeyListPaginationQuery,
    apiKeyList_user$key
  >(fragment, user);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { edges, totalCount, __id: connectionId } = data.apiKeys;

  const texts = manage ? "manager" : "account";
  const createButton = (
    <Button variant="secondary" onClick={() => setCreating(true)} aria-haspopup="dialog">
      <FormattedMessage id="apiKey.account.create.open" />
    </Button>
  );

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
            <FormattedMessage
              id={manage ? "apiKey.manager.list.description" : "apiKey.account.list.description"}
            />
          </p>
        </div>
        {/* Once there are keys: until then the empty state carries the button. */}
        {!manage && edges.length > 0 && createButton}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<KeyRound />}
            title={<FormattedMessage id={`apiKey.${texts}.list.emptyTitle`} />}
            description={<FormattedMessage id={`apiKey.${texts}.list.emptyDescription`} />}
            action={!manage && createButton}
          />
        }
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
          <OneTimeSecret
            secret={secret}
            notice={<FormattedMessage id="apiKey.account.secret.warning" />}
            messages={{
              label: "apiKey.account.secret.label",
              copied: "apiKey.account.secret.copied",
              copyFailed: "apiKey.account.secret.copyFailed",
            }}
            onDone={close}
          />
        ) : (
          <FormApiKeyCreate
            user={data}
            connectionId={connectionId}
            onCreated={setSecret}
            onCancel={close}
          />
        )}
      </Dialog>
    </Card>
  );
}
