import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import type { webhookRotateDialogMutation } from "../../__generated__/webhookRotateDialogMutation.graphql";
import { refusalText } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ErrorText } from "../../components/ui/error-text";
import { commitMutation } from "../../relay/mutation";
import { OneTimeSecret } from "../../components/one-time-secret";

// The endpoint comes back with its rotation dates: the log's header shows the overlap.
const mutation = graphql`
  mutation webhookRotateDialogMutation($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      secret
      webhookEndpoint {
        id
        secretRotatedAt
        previousSecretExpiresAt
      }
    }
  }
`;

type WebhookRotateDialogProps = { endpointId: string; open: boolean; onClose: () => void };

/**
 * Rotating the signing secret: what it does first (the old secret signs beside the new one for
 * 24 hours, so receivers can switch without losing events), then the new secret, shown once.
 */
export function WebhookRotateDialog({ endpointId, open, onClose }: WebhookRotateDialogProps) {
  const intl = useIntl();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [commit, rotating] = useMutation<webhookRotateDialogMutation>(mutation);

  function close() {
    if (rotating) return;
    setSecret(null);
    setError(undefined);
    onClose();
  }

  async function rotate() {
    setError(undefined);
    const result = await commitMutation(commit, { variables: { input: { id: endpointId } } });
    if (result.ok) return setSecret(result.value.rotateWebhookSecret.secret);
    // The read-only demo's notice explains a refusal; the dialog gives way to it.
    if (result.error.code === "DEMO_MODE") return close();
    const fallback = intl.formatMessage({ id: "webhook.account.rotate.error" });
    setError(refusalText(result.error, fallback));
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={
        <FormattedMessage
          id={secret ? "webhook.account.rotate.newTitle" : "webhook.account.rotate.title"}
        />
      }
      description={
        secret ? undefined : <FormattedMessage id="webhook.account.rotate.description" />
      }
    >
      {secret ? (
        <OneTimeSecret
          secret={secret}
          notice={<FormattedMessage id="webhook.account.rotate.warning" />}
          messages={{
            label: "webhook.account.secret.label",
            copied: "webhook.account.secret.copied",
            copyFailed: "webhook.account.secret.copyFailed",
          }}
          onDone={close}
        />
      ) : (
        <>
          <ErrorText className="mb-4">{error}</ErrorText>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" autoFocus disabled={rotating} onClick={close}>
              <FormattedMessage id="common.confirmDialog.cancel" />
            </Button>
            <Button loading={rotating} onClick={() => void rotate()}>
              <FormattedMessage id="webhook.account.rotate.confirm" />
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
