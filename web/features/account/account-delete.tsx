import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import type { MessageId } from "../../i18n/messages";
import { loadAuthClient } from "../auth/load-auth-client";
import { inlineAuthErrorId } from "../auth/auth-error-message";
import { SignInAgainButton } from "../auth/sign-in-again-button";

/**
 * The account page's danger zone: deletes the account after a confirmation. better-auth wants
 * a recent sign-in: a stale one answers SESSION_EXPIRED, and the user signs in again, coming
 * back here.
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
    <>
      <DangerZone>
        <DangerZoneItem
          title={<FormattedMessage id="account.shared.delete.title" />}
          description={<FormattedMessage id="account.shared.delete.description" />}
          action={
            <Button variant="danger-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
              <FormattedMessage id="account.shared.delete.button" />
            </Button>
          }
        />
      </DangerZone>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={remove}
        description={<FormattedMessage id="account.shared.delete.confirmDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.delete.button" />}
        variant="danger"
      />
    </>
  );
}
