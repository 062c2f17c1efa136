import Trash2 from "lucide-react/icons/trash";
import VenetianMask from "lucide-react/icons/venetian-mask";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import type { MessageId } from "../../i18n/messages";
import { inlineAuthErrorId, type AuthClientError } from "../auth/auth-error-message";
import { loadAuthClient } from "../auth/load-auth-client";
import { useDeleteUserMutation } from "./use-delete-user-mutation";
import { userDbId } from "./user-db-id";
import { UserSection } from "./user-section";

type UserActionsProps = {
  /** The user's global id. */
  userId: string;
  name: string;
  self: boolean;
};

/**
 * Impersonate (better-auth REST: it sets the session cookie) and delete (GraphQL); neither
 * is offered on your own account, and the page says why.
 */
export function UserActions({ userId, name, self }: UserActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [deleteUser] = useDeleteUserMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [impersonating, setImpersonating] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  async function impersonate() {
    setImpersonating(true);
    setError(null);
    let failure: AuthClientError | null = {};
    try {
      // The better-auth client loads on use: it is not in the page's first load (ADR 027).
      const { admin } = await loadAuthClient();
      failure = (await admin.impersonateUser({ userId: userDbId(userId) })).error;
    } catch {
      // Offline, or the client did not load: the unknown error below.
    }
    // A full load: the new session, an empty Relay store, and the app as that user sees it.
    if (!failure) return window.location.assign("/app");
    setImpersonating(false);
    // A demo-mode refusal is explained by the notice the auth client opens, not again here.
    setError(inlineAuthErrorId(failure));
  }

  async function remove() {
    const result = await deleteUser(userId);
    if (!result.ok) {
      return refusalText(result.error, intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" }));
    }
    toast.success(intl.formatMessage({ id: "user.manager.actions.deleted" }, { name }));
    await navigate("/manager/users", { replace: true });
  }

  return (
    <UserSection title="user.manager.actions.title">
      {self ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.actions.selfNotice" />
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" loading={impersonating} onClick={() => void impersonate()}>
            {!impersonating && <VenetianMask aria-hidden="true" className="size-4" />}
            <FormattedMessage id="user.manager.actions.impersonate" />
          </Button>
          <Button variant="danger" disabled={impersonating} onClick={() => setConfirmOpen(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <FormattedMessage id="user.manager.actions.delete" />
          </Button>
        </div>
      )}
      <ErrorText>{error && <FormattedMessage id={error} />}</ErrorText>
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        description={
          <FormattedMessage id="user.manager.actions.deleteDescription" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="user.manager.actions.deleteConfirm" />}
        onClose={() => setConfirmOpen(false)}
        onConfirm={remove}
      />
    </UserSection>
  );
}
