import { Trash2, VenetianMask } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import type { MessageId } from "../../i18n/messages";
import { loadAuthClient } from "../auth/load-auth-client";
import { runAdminCall } from "./run-admin-call";
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
  const [pending, setPending] = useState<"impersonate" | "delete" | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function impersonate() {
    setPending("impersonate");
    setError(null);
    // The better-auth client loads on use: it is not in the page's first load (ADR 027).
    const failed = await runAdminCall(async () =>
      (await loadAuthClient()).admin.impersonateUser({ userId: userDbId(userId) }),
    );
    if (failed) {
      setPending(null);
      return setError(failed);
    }
    // A full load: the new session, an empty Relay store, and the app as that user sees it.
    window.location.assign("/app");
  }

  async function remove() {
    setPending("delete");
    setDeleteError(null);
    const result = await deleteUser(userId);
    setPending(null);
    if (!result.ok) {
      // A demo-mode refusal has opened the read-only notice already.
      if (result.error.demoMode) return setConfirmOpen(false);
      const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
      return setDeleteError(result.error.message ?? fallback);
    }
    setConfirmOpen(false);
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
          <Button
            variant="secondary"
            loading={pending === "impersonate"}
            disabled={pending !== null}
            onClick={() => void impersonate()}
          >
            {pending !== "impersonate" && <VenetianMask aria-hidden="true" className="size-4" />}
            <FormattedMessage id="user.manager.actions.impersonate" />
          </Button>
          <Button variant="danger" disabled={pending !== null} onClick={() => setConfirmOpen(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <FormattedMessage id="user.manager.actions.delete" />
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id={error} />
        </p>
      )}
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        pending={pending === "delete"}
        description={
          <FormattedMessage id="user.manager.actions.deleteDescription" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="user.manager.actions.deleteConfirm" />}
        error={deleteError}
        onCancel={() => {
          setConfirmOpen(false);
          setDeleteError(null);
        }}
        onConfirm={() => void remove()}
      />
    </UserSection>
  );
}
