import Trash2 from "lucide-react/icons/trash";
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
 * Deletes the account after a confirmation. better-auth wants a recent sign-in: a stale one
 * answers SESSION_EXPIRED, and the user signs in again, coming back here.
 */
export function AccountDelete() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  async function remove() {
    let error: MessageId | null = "auth.errorCodes.UNKNOWN_ERROR";
    try {
      const result = await (await loadAuthClient()).deleteUser();
      // Signed out by the deletion: a full load fetches the (now empty) session again.
      if (!result.error) return window.location.assign("/login");
      error = inlineAuthErrorId(result.error);
    } catch {
      // Unreachable server: the unknown error.
    }
    return (
      error && (
        <>
          <p>{intl.formatMessage({ id: error })}</p>
          {error === "auth.errorCodes.SESSION_EXPIRED" && <SignInAgainButton />}
        </>
      )
    );
  }

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
        onClose={() => setOpen(false)}
        onConfirm={remove}
        description={<FormattedMessage id="account.shared.delete.confirmDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.delete.button" />}
        variant="danger"
      />
    </Card>
  );
}
