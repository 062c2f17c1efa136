import { useState } from "react";
import { API_KEY_SCOPES, type ApiKeyScope } from "#shared/validation/api-key-scopes";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { apiKeyRow_apiKey$key } from "../../__generated__/apiKeyRow_apiKey.graphql";
import type { apiKeyRowRevokeMutation } from "../../__generated__/apiKeyRowRevokeMutation.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { commitMutation } from "../../relay/mutation";

// Typography, the same in every language: the key's visible start, and between the facts.
const ELLIPSIS = "…";
const SEPARATOR = " · ";

const fragment = graphql`
  fragment apiKeyRow_apiKey on ApiKey {
    id
    name
    start
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
    scopes
  }
`;

// The store updates the key's `revokedAt`, so the row shows it at once.
const revokeMutation = graphql`
  mutation apiKeyRowRevokeMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      apiKey {
        id
        revokedAt
      }
    }
  }
`;

const STATUS_STYLES = {
  active: "bg-emerald-100 text-emerald-800",
  expired: "bg-amber-100 text-amber-900",
  revoked: "bg-zinc-200 text-zinc-800",
} as const;

const isApiKeyScope = (scope: string): scope is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(scope);

/** One key: its name, first characters, status and dates; revoking asks first. */
export function ApiKeyRow({ apiKey }: { apiKey: apiKeyRow_apiKey$key }) {
  const intl = useIntl();
  const key = useFragment(fragment, apiKey);
  const [confirming, setConfirming] = useState(false);
  const [revoke] = useMutation<apiKeyRowRevokeMutation>(revokeMutation);
  // When the list was shown: a key expiring while the page is open keeps its badge until then.
  const [now] = useState(Date.now);
  const status = key.revokedAt
    ? "revoked"
    : new Date(key.expiresAt).getTime() <= now
      ? "expired"
      : "active";

  async function confirmRevoke() {
    const result = await commitMutation(revoke, { variables: { input: { id: key.id } } });
    if (result.ok) {
      toast.success(intl.formatMessage({ id: "apiKey.account.revoke.done" }, { name: key.name }));
    } else if (result.error.code !== "DEMO_MODE") {
      return <FormattedMessage id="apiKey.account.revoke.error" />;
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi className="break-all">{key.name}</bdi>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[status]}`}>
            <FormattedMessage id={`apiKey.account.status.${status}`} />
          </span>
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          <code dir="ltr" className="font-mono">
            {key.start + ELLIPSIS}
          </code>
          {SEPARATOR}
          <FormattedMessage
            id="apiKey.account.row.dates"
            values={{
              created: <FormattedDate value={key.createdAt} dateStyle="medium" />,
              expires: <FormattedDate value={key.expiresAt} dateStyle="medium" />,
            }}
          />
          {SEPARATOR}
          {key.lastUsedAt ? (
            <FormattedMessage
              id="apiKey.account.row.lastUsed"
              values={{
                date: <FormattedDate value={key.lastUsedAt} dateStyle="medium" timeStyle="short" />,
              }}
            />
          ) : (
            <FormattedMessage id="apiKey.account.row.neverUsed" />
          )}
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage
            id="apiKey.account.row.scopes"
            values={{
              scopes: intl.formatList(
                // A scope a newer API adds shows by its name until the web app knows it.
                key.scopes.map((scope) =>
                  isApiKeyScope(scope)
                    ? intl.formatMessage({ id: `apiKey.scope.${scope}` })
                    : scope,
                ),
              ),
            }}
          />
        </p>
      </div>
      {status === "active" && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage({ id: "apiKey.account.revoke.label" }, { name: key.name })}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="apiKey.account.revoke.button" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmRevoke}
        description={
          <FormattedMessage
            id="apiKey.account.revoke.description"
            values={{ name: key.name, b: (chunks) => <bdi>{chunks}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="apiKey.account.revoke.confirm" />}
        variant="danger"
      />
    </li>
  );
}
