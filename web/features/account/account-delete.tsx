import { Trash2 } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { MessageId } from "../../i18n/messages";
import { loadAuthClient } from "../auth/load-auth-client";
import { inlineAuthErrorId } from "../auth/auth-error-message";
import { SignInAgainButton } from "../auth/sign-in-again-button";

/**
 * Deletes the account after a confirmation. better-auth wants a recent sign-in for this: a
 * stale session answers SESSION_EXPIRED, and the user signs in again (coming back here)
 * and retries.
 */
export function AccountDelete() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      const result = await (await loadAuthClient()).deleteUser();
      if (result.error) {
        setError(inlineAuthErrorId(result.error));
        setPending(false);
        return;
      }
    } catch {
      setError("auth.errorCodes.UNKNOWN_ERROR");
      setPending(false);
      return;
    }
    // Signed out by the deletion: a full load fetches the (now empty) session again.
    window.location.assign("/login");
  }

  const reauthenticate = error === "auth.errorCodes.SESSION_EXPIRED" && <SignInAgainButton />;

  return (
    <Card className="border-red-200">
      <h2 className="font-medium text-zinc-900">
        <FormattedMessage id="account.shared.delete.title" />
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        <FormattedMessage id="account.shared.delete.description" />
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        <FormattedMessage id="account.shared.delete.button" />
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
        onConfirm={() => void remove()}
        description={<FormattedMessage id="account.shared.delete.confirmDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.delete.button" />}
        variant="danger"
        pending={pending}
        error={
          error && (
            <>
              <p>{intl.formatMessage({ id: error })}</p>
              {reauthenticate}
            </>
          )
        }
      />
    </Card>
  );
}
